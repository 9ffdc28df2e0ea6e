import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, userIdColumn, users } from './core.js';
import { catalogues, childTasks, taskPackages } from './training.js';
import { checkinTasks } from './checkin.js';

// Quick Q&A (admin §3 "Question bank (FAQ) question", learner §2.9 /user/dashboard/faq). The pure
// scoring is shared `faq/`; docs/faq.md describes the model and the calls.

/** A similar question (its own answer, or '' for the standard one), or an extended question and its answer. */
export interface StoredFaqPair {
  question: string;
  answer: string;
}
export interface StoredFaqImage {
  path: string;
  description: string;
}

/** The organisation's FAQ bank, in catalogues of type 13; `disabled` 1 = closed (never drawn). */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    catalogId: uuid('catalog_id'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    emotion: integer('emotion').notNull().default(0),
    keywords: text('keywords').notNull().default(''),
    similar: jsonb('similar')
      .$type<StoredFaqPair[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    extended: jsonb('extended')
      .$type<StoredFaqPair[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    images: jsonb('images')
      .$type<StoredFaqImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    thinking: integer('thinking').notNull().default(0),
    description: text('description').notNull().default(''),
    disabled: integer('disabled').notNull().default(0),
    creatorId: uuid('creator_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('faqs_org_sort_idx').on(t.orgId, t.sort),
    index('faqs_org_catalog_idx').on(t.orgId, t.catalogId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('faqs_catalog_id_fkey', t, t.catalogId, catalogues, 'set null'),
    orgReference('faqs_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/** A drawn question as the drill keeps it: a copy, so later edits of the bank do not change a drill. */
export interface StoredDrillQuestion {
  faqId: string;
  /** The phrasing asked: the standard question or one of its similar questions. */
  question: string;
  /** The standard answer and the similar answers. */
  answers: string[];
  keywords: string;
  emotion: number;
  thinking: number;
  images: StoredFaqImage[];
}

/**
 * A learner's drill: of a quick Q&A child task (`child_task_id`), or free practice (null). status
 * 0 running, 1 finished. One running drill per learner and child task (partial unique index).
 */
export const faqDrills = pgTable(
  'faq_drills',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    packageId: uuid('package_id'),
    childTaskId: uuid('child_task_id'),
    /** A drill of a quick Q&A check-in task's catalogue (docs/checkin.md): finished, it may check the day in. */
    checkinTaskId: uuid('checkin_task_id'),
    title: text('title').notNull(),
    questions: jsonb('questions').$type<StoredDrillQuestion[]>().notNull(),
    answerSeconds: integer('answer_seconds').notNull(),
    thinkingSeconds: integer('thinking_seconds').notNull(),
    passScore: real('pass_score').notNull(),
    status: integer('status').notNull().default(0),
    score: integer('score'),
    passed: integer('passed'),
    startedAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('faq_drills_org_user_idx').on(t.orgId, t.userId, t.startedAt),
    index('faq_drills_org_child_idx').on(t.orgId, t.childTaskId),
    uniqueIndex('faq_drills_running_idx')
      .on(t.orgId, t.userId, t.childTaskId)
      .where(sql`${t.status} = 0 and ${t.childTaskId} is not null`),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('faq_drills_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('faq_drills_package_id_fkey', t, t.packageId, taskPackages, 'set null'),
    orgReference('faq_drills_child_task_id_fkey', t, t.childTaskId, childTasks, 'set null'),
    orgReference('faq_drills_checkin_task_id_fkey', t, t.checkinTaskId, checkinTasks, 'set null'),
  ],
);

/** One scored answer of a drill (`seq` 1-based); answering the same `seq` again keeps the first. */
export const faqAnswers = pgTable(
  'faq_answers',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    drillId: uuid('drill_id').notNull(),
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    /** typed or voice. */
    mode: text('mode').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    score: integer('score').notNull(),
    /** answered, empty, timeout. */
    outcome: text('outcome').notNull(),
    similarity: real('similarity').notNull(),
    matched: jsonb('matched').$type<string[]>().notNull(),
    missed: jsonb('missed').$type<string[]>().notNull(),
    /** Storage key of the learner's recording of a spoken answer. */
    audioKey: text('audio_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('faq_answers_drill_seq_idx').on(t.orgId, t.drillId, t.seq),
    index('faq_answers_org_drill_idx').on(t.orgId, t.drillId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('faq_answers_drill_id_fkey', t, t.drillId, faqDrills, 'cascade'),
  ],
);

export type FaqRow = typeof faqs.$inferSelect;
export type FaqDrillRow = typeof faqDrills.$inferSelect;
export type FaqAnswerRow = typeof faqAnswers.$inferSelect;
