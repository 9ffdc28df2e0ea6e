import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, userIdColumn, users } from './core.js';
import { catalogues, childTasks } from './training.js';

// Exams (admin §3 online question and exam paper, learner §7 exam calls). The pure rules are in
// shared `exam/`; docs/exam.md describes the model and the calls.

/** An option of a choice question as stored (shared `QuestionOption`). */
export interface StoredOption {
  id: string;
  content: string;
  iscorrect: 0 | 1;
}

/** Bank questions (type 0 single, 1 multiple, 2 true/false, 3 fill) in catalogues of type 11. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    catalogId: uuid('catalog_id'),
    type: integer('type').notNull(),
    text: text('text').notNull(),
    level: integer('level').notNull().default(3),
    score: real('score').notNull().default(10),
    promotion: text('promotion').notNull().default(''),
    answer: text('answer').notNull().default(''),
    choices: jsonb('choices')
      .$type<StoredOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    disabled: integer('disabled').notNull().default(0),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('questions_org_id_idx').on(t.orgId, t.type),
    index('questions_catalog_text_idx').on(t.orgId, t.catalogId, t.text),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('questions_catalog_id_fkey', t, t.catalogId, catalogues, 'set null'),
    orgReference('questions_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/**
 * Exam papers: status 0 unpublished, 1 published (publishing locks the paper). A paper is also the
 * examination the organisation runs: `disabled` 1 stops new starts and new exam child tasks.
 */
export const papers = pgTable(
  'papers',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    catalogId: uuid('catalog_id'),
    title: text('title').notNull(),
    minute: integer('minute').notNull(),
    limitMinute: integer('limit_minute').notNull().default(0),
    passScore: real('pass_score').notNull(),
    status: integer('status').notNull().default(0),
    disabled: integer('disabled').notNull().default(0),
    creatorId: uuid('creator_id'),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('papers_org_id_idx').on(t.orgId),
    index('papers_org_title_idx').on(t.orgId, t.title),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('papers_catalog_id_fkey', t, t.catalogId, catalogues, 'set null'),
    orgReference('papers_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/** The question as a paper holds it: copied in, so a published paper cannot change under learners. */
export interface PaperQuestionCopy {
  type: number;
  text: string;
  level: number;
  promotion: string;
  answer: string;
  choices: StoredOption[];
}

/** A paper's questions in order, each with its score in this paper and a copy of the question. */
export const paperQuestions = pgTable(
  'paper_questions',
  {
    paperId: uuid('paper_id').notNull(),
    position: integer('position').notNull(),
    orgId: orgIdColumn(),
    questionId: uuid('question_id'),
    score: real('score').notNull(),
    question: jsonb('question').$type<PaperQuestionCopy>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.paperId, t.position] }),
    index('paper_questions_org_id_idx').on(t.orgId),
    orgReference('paper_questions_paper_id_fkey', t, t.paperId, papers, 'cascade'),
    orgReference('paper_questions_question_id_fkey', t, t.questionId, questions, 'set null'),
  ],
);

/**
 * One learner's attempt at an exam child task. Its id is the attempt key of the learner calls.
 * status 0 in progress, 1 submitted; submitted_by `learner` or `deadline`.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    childTaskId: uuid('child_task_id').notNull(),
    paperId: uuid('paper_id').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    startedAt: at('started_at').notNull(),
    deadline: at('deadline').notNull(),
    minSubmitAt: at('min_submit_at').notNull(),
    status: integer('status').notNull().default(0),
    submittedAt: at('submitted_at'),
    submittedBy: text('submitted_by'),
    submitId: text('submit_id'),
    score: real('score'),
    passed: integer('passed').notNull().default(0),
  },
  (t) => [
    uniqueIndex('exam_attempts_user_child_no_key').on(t.orgId, t.userId, t.childTaskId, t.attemptNo),
    index('exam_attempts_org_id_idx').on(t.orgId),
    index('exam_attempts_due_idx').on(t.status, t.deadline),
    // The child analysis reads one exam child task's submitted attempts.
    index('exam_attempts_child_idx').on(t.childTaskId, t.status),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('exam_attempts_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('exam_attempts_child_task_id_fkey', t, t.childTaskId, childTasks, 'cascade'),
    orgReference('exam_attempts_paper_id_fkey', t, t.paperId, papers, 'cascade'),
  ],
);

/** An accepted answer as stored: the item with the time it counts at (shared `StoredAnswer`). */
export interface StoredAnswerItem {
  questionid: string;
  choices: string[];
  fills: string[];
  at: number;
}

/**
 * One save of an attempt: the answers it brought that were accepted. Append-only; the unique
 * (attempt, save id) makes a replayed save a no-op, and the attempt's answers are the newest per
 * question over all its saves (shared `mergeAnswers`, order-free).
 */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: uuid('attempt_id').notNull(),
    saveId: text('save_id').notNull(),
    orgId: orgIdColumn(),
    items: jsonb('items').$type<StoredAnswerItem[]>().notNull(),
    clientAt: bigint('client_at', { mode: 'number' }).notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.attemptId, t.saveId] }),
    index('exam_answers_org_id_idx').on(t.orgId),
    orgReference('exam_answers_attempt_id_fkey', t, t.attemptId, examAttempts, 'cascade'),
  ],
);

/** What happened to an attempt, for administrators: start, submit, deadline submission, rescoring. */
export const examLogs = pgTable(
  'exam_logs',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    attemptId: uuid('attempt_id').notNull(),
    event: text('event').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('exam_logs_attempt_idx').on(t.attemptId),
    index('exam_logs_org_id_idx').on(t.orgId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('exam_logs_attempt_id_fkey', t, t.attemptId, examAttempts, 'cascade'),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
export type PaperRow = typeof papers.$inferSelect;
export type PaperQuestionRow = typeof paperQuestions.$inferSelect;
export type ExamAttemptRow = typeof examAttempts.$inferSelect;
export type ExamAnswerRow = typeof examAnswers.$inferSelect;
export type ExamLogRow = typeof examLogs.$inferSelect;
