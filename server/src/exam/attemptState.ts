import {
  isPassed,
  mergeAnswers,
  REVIEW_MODES,
  retakeRulesSchema,
  scorePaper,
  standingResult,
  STUDENT_TASK_STATUS,
  type ExamAttempt,
  type PaperScore,
  type Question,
  type RetakeRules,
  type ReviewMode,
  type StoredAnswer,
} from '@peilian/shared';
import { answerSavesOf, attemptsOf, updateAttempt } from '../data/attempts.js';
import { insertExamLog } from '../data/examLogs.js';
import { findPaperInOrg, paperQuestionsOf } from '../data/papers.js';
import type { Db } from '../db/client.js';
import type { ChildTaskRow, ExamAnswerRow, ExamAttemptRow, PaperRow, StoredAnswerItem } from '../db/schema/index.js';
import { recordChildResult } from '../training/index.js';
import { paperQuestionOf } from './presenter.js';
import { processCache } from '../lib/processCache.js';

/** A published paper as an attempt reads it: its row and its questions (ids are their positions). */
export interface LoadedPaper {
  paper: PaperRow;
  categoryName: string;
  questions: Question[];
  questionIds: ReadonlySet<string>;
}

// A published paper that learners have started never changes (it can be neither edited nor
// unpublished), so each process may keep it: entries are keyed by the publishing time, and once
// read for an existing attempt also by the paper alone.
const cache = processCache<string, LoadedPaper>();
const CACHE_MAX = 200;

function remember(key: string, paper: LoadedPaper): void {
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, paper);
}

/**
 * A paper of the organisation with its questions, or undefined. A paper some learner has started
 * is published for good (neither edited nor unpublished), so once read for an attempt (`started`)
 * this process answers it from memory from then on.
 */
export async function loadPaper(db: Db, orgId: string, paperId: string, started = false): Promise<LoadedPaper | undefined> {
  const kept = cache.get(`${orgId}:${paperId}`);
  if (kept) return kept;
  const found = await findPaperInOrg(db, orgId, paperId);
  if (!found) return undefined;
  const cacheKey = `${orgId}:${paperId}:${found.paper.publishedAt?.getTime() ?? ''}`;
  let loaded = found.paper.status === 1 ? cache.get(cacheKey) : undefined;
  if (!loaded) {
    const questions = (await paperQuestionsOf(db, orgId, [paperId])).map(paperQuestionOf);
    loaded = { paper: found.paper, categoryName: found.catalogName ?? '', questions, questionIds: new Set(questions.map((question) => question.id)) };
    if (found.paper.status === 1) remember(cacheKey, loaded);
  }
  // Only a read made once an attempt exists is final: before that the paper may still be
  // unpublished, edited and published again (with a new publishing time, so a new `cacheKey`).
  if (started && found.paper.status === 1) remember(`${orgId}:${paperId}`, loaded);
  return loaded;
}

/** A stored answer item: the answer without the id of the save that brought it (the row holds that). */
export const stripSave = ({ saveid: _saveid, ...item }: StoredAnswer): StoredAnswerItem => item;

/** The exam settings of a child task: retake rules and the review mode (default: marks). */
export function examSettings(child: ChildTaskRow): { rules: RetakeRules; review: ReviewMode } {
  const parsed = retakeRulesSchema.safeParse(child.settings);
  const review = Number(child.settings.review);
  return {
    rules: parsed.success ? parsed.data : { retry: 0, noRetakeAfterPass: 0 },
    review: review === 0 || review === 1 || review === 2 ? review : REVIEW_MODES.marks,
  };
}

/** The paper id an exam child task names (`refs: [{ refid }]`). */
export function paperIdOf(child: ChildTaskRow): string {
  const [ref] = child.refs as { refid?: unknown }[];
  return typeof ref?.refid === 'string' ? ref.refid : '';
}

/** The answers of an attempt: the newest per question over all its saves. */
export function mergedAnswers(saves: readonly ExamAnswerRow[]): Record<string, StoredAnswer> {
  return mergeAnswers(
    {},
    saves.flatMap((save) => save.items.map((item) => ({ ...item, saveid: save.saveId }))),
  ).answers;
}

/** An attempt row with its answers as shared's attempt rules read it. */
export function toExamAttempt(row: ExamAttemptRow, answers: Record<string, StoredAnswer> = {}): ExamAttempt {
  return {
    key: row.id,
    paperid: row.paperId,
    userid: row.userId,
    startedAt: row.startedAt.getTime(),
    deadline: row.deadline.getTime(),
    minSubmitAt: row.minSubmitAt.getTime(),
    status: row.status === 1 ? 'submitted' : 'inProgress',
    submittedAt: row.submittedAt?.getTime() ?? null,
    submittedBy: row.submittedBy === 'learner' || row.submittedBy === 'deadline' ? row.submittedBy : null,
    submitId: row.submitId,
    answers,
  };
}

/** Scores the attempt's answers against the paper (the server's scoring, authoritative). */
export function scoreAnswers(paper: LoadedPaper, answers: Record<string, StoredAnswer>): PaperScore & { passed: boolean } {
  const scored = scorePaper(paper.questions, answers);
  return { ...scored, passed: isPassed(scored.score, paper.paper.passScore) };
}

/** The seconds a submitted attempt took: from its start to its submission, at most to its deadline. */
export function attemptSeconds(attempt: Pick<ExamAttemptRow, 'status' | 'startedAt' | 'submittedAt' | 'deadline'>): number {
  if (attempt.status !== 1 || !attempt.submittedAt) return 0;
  const end = Math.min(attempt.submittedAt.getTime(), attempt.deadline.getTime());
  return Math.max(0, Math.round((end - attempt.startedAt.getTime()) / 1000));
}

/**
 * Carries an attempt's result into the learner's student task (best score, passed once any attempt
 * passed, the time every submitted attempt took) and through the training code into the package
 * (completion, stars, experience, time). The time is set to the attempts' sum, not added to, so an
 * attempt scored again (an offline answer in the grace window) is not counted twice.
 */
export async function recordExamOutcome(tx: Db, row: ExamAttemptRow, packageId: string, now: Date): Promise<void> {
  const learner = { orgId: row.orgId, userId: row.userId };
  const attempts = await attemptsOf(tx, row.orgId, row.userId, row.childTaskId);
  const standing = standingResult(
    attempts.map((attempt) => ({ status: attempt.status === 1 ? 'submitted' : 'inProgress', score: attempt.score, passed: attempt.passed === 1 })),
  );
  const status = standing.passed ? STUDENT_TASK_STATUS.passed : standing.submitted > 0 ? STUDENT_TASK_STATUS.failed : STUDENT_TASK_STATUS.inProgress;
  const spent = attempts.reduce((sum, attempt) => sum + attemptSeconds(attempt), 0);
  await recordChildResult(tx, { learner, packageId, childTaskId: row.childTaskId }, now, (record) => ({
    passed: standing.passed,
    status,
    score: standing.score,
    startedAt: row.startedAt,
    seconds: Math.max(0, spent - record.durationSeconds),
  }));
}

/**
 * Scores a submitted attempt from everything it holds (`known`: its merged answers, when the
 * caller has just read them in this transaction) and records the result — `later`: the caller
 * hands the bookkeeping to `outcomes.ts` after the commit. Used at the learner's
 * submit, at the deadline's, and again when an offline answer arrives in the grace window.
 */
export async function scoreAttempt(
  tx: Db,
  row: ExamAttemptRow,
  paper: LoadedPaper,
  packageId: string,
  changes: { submittedAt: Date; submittedBy: 'learner' | 'deadline'; submitId?: string | null },
  event: string,
  now: Date,
  known?: Record<string, StoredAnswer>,
  outcome: 'now' | 'later' = 'now',
): Promise<ExamAttemptRow> {
  const answers = known ?? mergedAnswers(await answerSavesOf(tx, row.orgId, row.id));
  const scored = scoreAnswers(paper, answers);
  const updated = await updateAttempt(tx, row.orgId, row.id, {
    status: 1,
    submittedAt: changes.submittedAt,
    submittedBy: changes.submittedBy,
    submitId: changes.submitId ?? row.submitId,
    score: scored.score,
    passed: scored.passed ? 1 : 0,
  });
  await insertExamLog(tx, {
    orgId: row.orgId,
    attemptId: row.id,
    event,
    detail: { score: scored.score, passed: scored.passed, answered: scored.answeredCount },
    at: now,
  });
  if (outcome === 'now') await recordExamOutcome(tx, updated!, packageId, now);
  return updated!;
}
