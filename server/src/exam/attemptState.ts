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
import { answerSavesOfMany, attemptsOf, scoreAttemptRows } from '../data/attempts.js';
import { insertExamLogs } from '../data/examLogs.js';
import { findPaperInOrg, paperQuestionsOf } from '../data/papers.js';
import type { Db } from '../db/client.js';
import type { ChildTaskRow, ExamAnswerRow, ExamAttemptRow, PaperRow, StoredAnswerItem } from '../db/schema/index.js';
import { recordChildResult } from '../training/index.js';
import { paperQuestionOf } from './presenter.js';
import { groupBy } from '../lib/groupBy.js';
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

/** The reads of a paper's row in flight, per database handle. */
const rowReads = new WeakMap<Db, Map<string, ReturnType<typeof findPaperInOrg>>>();

/**
 * The paper's row as it is now. Callers asking while a read of it is in flight share that read:
 * an exam day's starts arrive by the hundred before the first has made the paper final, and each
 * would read the same row. A caller joining a read sees the row as of a millisecond before it asked.
 */
function readPaperRow(db: Db, orgId: string, paperId: string): ReturnType<typeof findPaperInOrg> {
  let reads = rowReads.get(db);
  if (!reads) rowReads.set(db, (reads = new Map()));
  const key = `${orgId}:${paperId}`;
  const inFlight = reads.get(key);
  if (inFlight) return inFlight;
  const read = findPaperInOrg(db, orgId, paperId).finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
}

/**
 * A paper of the organisation with its questions, or undefined. A paper some learner has started
 * is published for good (neither edited nor unpublished), so once read for an attempt (`started`)
 * this process answers it from memory from then on.
 */
export async function loadPaper(db: Db, orgId: string, paperId: string, started = false): Promise<LoadedPaper | undefined> {
  const kept = cache.get(`${orgId}:${paperId}`);
  if (kept) return kept;
  const found = await readPaperRow(db, orgId, paperId);
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
export function mergedAnswers(saves: readonly Pick<ExamAnswerRow, 'saveId' | 'items'>[]): Record<string, StoredAnswer> {
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

/** One attempt to score: its locked row, its paper and package, what the submission sets, and the event logged. */
export interface Scoring {
  row: ExamAttemptRow;
  paper: LoadedPaper;
  packageId: string;
  changes: { submittedAt: Date; submittedBy: 'learner' | 'deadline'; submitId?: string | null };
  event: string;
  /** Its merged answers, when the caller has just read them in this transaction. */
  answers?: Record<string, StoredAnswer>;
  /** `later`: the caller hands the bookkeeping to `outcomes.ts` after the commit. */
  outcome?: 'now' | 'later';
}

/**
 * Scores submitted attempts from everything they hold and records their results: the attempts
 * and their events one statement each, whatever their number. Used at the learner's submit, at
 * the deadline's, and again when an offline answer arrives in the grace window.
 */
export async function scoreAttempts(tx: Db, scorings: readonly Scoring[], now: Date): Promise<ExamAttemptRow[]> {
  // The answers of those the caller did not read, in one statement.
  const unread = scorings.filter((scoring) => !scoring.answers).map(({ row }) => ({ orgId: row.orgId, attemptId: row.id }));
  const saves = groupBy(await answerSavesOfMany(tx, unread), (save) => save.attemptId);
  const scored = scorings.map((scoring) => ({
    scoring,
    result: scoreAnswers(scoring.paper, scoring.answers ?? mergedAnswers(saves.get(scoring.row.id) ?? [])),
  }));
  const rows = await scoreAttemptRows(
    tx,
    scored.map(({ scoring: { row, changes }, result }) => ({
      orgId: row.orgId,
      id: row.id,
      score: {
        submittedAt: changes.submittedAt,
        submittedBy: changes.submittedBy,
        submitId: changes.submitId ?? row.submitId,
        score: result.score,
        passed: result.passed ? 1 : 0,
      },
    })),
  );
  await insertExamLogs(
    tx,
    scored.map(({ scoring: { row, event }, result }) => ({
      orgId: row.orgId,
      attemptId: row.id,
      event,
      detail: { score: result.score, passed: result.passed, answered: result.answeredCount },
      at: now,
    })),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const updated = scorings.map((scoring) => byId.get(scoring.row.id)!);
  for (const [index, scoring] of scorings.entries()) {
    if (scoring.outcome !== 'later') await recordExamOutcome(tx, updated[index]!, scoring.packageId, now);
  }
  return updated;
}

/** `scoreAttempts` for one attempt. */
export async function scoreAttempt(tx: Db, scoring: Scoring, now: Date): Promise<ExamAttemptRow> {
  const [updated] = await scoreAttempts(tx, [scoring], now);
  return updated!;
}
