import {
  canUseFunction,
  examTiming,
  startAttempt,
  standingResult,
  sumScores,
  toLearnerQuestion,
  type ExamPaperResponse,
  type ExamQueryTimeResponse,
  type ExamStartResponse,
  type ExamTokenResponse,
} from '@peilian/shared';
import { answerSavesOf, attemptsOf, insertAttempt } from '../../data/attempts.js';
import { findChildTaskInOrg } from '../../data/childTasks.js';
import { insertExamLog } from '../../data/examLogs.js';
import { findOrganisationById } from '../../data/organisations.js';
import { startStudentTasks } from '../../data/studentTasks.js';
import type { ExamAttemptRow } from '../../db/schema/index.js';
import { permissionContext, permissionUser } from '../../auth/functions.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { childGates } from '../../training/index.js';
import { examGate, ownAttempt, packageIdOf, settleIfDue, startBlock, type ExamGate } from '../attemptAccess.js';
import { loadPaper, mergedAnswers, paperIdOf, type LoadedPaper } from '../attemptState.js';
import { attemptsAt, paperDisabledNow } from './gateReads.js';
import { learnerPaper, paperKey, sealedPaper } from './sealedPapers.js';
import { newAttempt, startInBatch, type StartCall, type Started } from './startBatch.js';
import type { Caller } from '../../auth/caller.js';

/**
 * The learner's exam calls before answering (learner §7): the cover (`token`), starting or resuming
 * an attempt (`start`) and the attempt's clock (`querytime`). The server's clock decides the start,
 * the deadline and the minimum submission time; `preview=1` (administrators) records nothing.
 */

const NEW_KEY = /^n(\d{1,6})$/;

function paperSummary(paper: LoadedPaper): ExamTokenResponse['paper'] {
  return {
    id: paper.paper.id,
    title: paper.paper.title,
    categoryName: paper.categoryName,
    minute: paper.paper.minute,
    limitMinute: paper.paper.limitMinute,
    score: paper.paper.passScore,
    total: sumScores(paper.questions.map((question) => question.score)),
    questioncount: paper.questions.length,
  };
}

const summaries = (rows: readonly ExamAttemptRow[]) =>
  rows.map((row) => ({ status: row.status === 1 ? ('submitted' as const) : ('inProgress' as const), score: row.score, passed: row.passed === 1 }));

/** The attempts of the caller at the exam, the last one settled if its deadline has passed. */
async function settledAttempts(request: Caller, exam: ExamGate): Promise<ExamAttemptRow[]> {
  const { db } = request.deps;
  const rows = await attemptsAt(db, { orgId: request.caller.orgId, userId: request.caller.id, childTaskId: exam.gate.child.id });
  const last = rows.at(-1);
  if (last?.status === 0) rows[rows.length - 1] = await settleIfDue(db, last, async () => exam.gate.pkg.pkg.id, request.deps.clock.now());
  return rows;
}

/** Administrators of exams may preview any exam child task or paper of their organisation. */
async function previewPaper(request: Caller, id: string): Promise<LoadedPaper> {
  const { deps, caller } = request;
  const org = await findOrganisationById(deps.db, caller.orgId);
  if (!org || !canUseFunction(permissionUser(caller), 'exammanagement', permissionContext(deps.config, org))) throw appError('errors.forbidden');
  const child = isUuid(id) ? await findChildTaskInOrg(deps.db, caller.orgId, id) : undefined;
  const paperId = child ? paperIdOf(child.child) : id;
  const paper = isUuid(paperId) ? await loadPaper(deps.db, caller.orgId, paperId) : undefined;
  if (!paper) throw appError('errors.exam.paperNotFound');
  return paper;
}

/** `GET api/trainning/v3/exampaper/token/{id}?preview`: the cover, the standing and whether the learner may start. */
export async function examToken(request: Caller, childId: string, preview: 0 | 1): Promise<Omit<ExamTokenResponse, 'successed'>> {
  const servertime = request.deps.clock.now().getTime();
  if (preview === 1) {
    const paper = await previewPaper(request, childId);
    return {
      key: 'preview',
      paper: paperSummary(paper),
      status: 'notStarted',
      attempts: 0,
      attemptsLeft: 0,
      standing: { score: null, passed: false },
      canStart: true,
      blocked: '',
      servertime,
      paperversion: '',
      opensAt: null,
    };
  }
  const exam = await examGate(request, childId);
  const [rows, disabled] = await Promise.all([settledAttempts(request, exam), paperDisabledNow(request.deps.db, request.caller.orgId, exam.paper.paper.id)]);
  const block = startBlock(exam, rows, disabled);
  const last = rows.at(-1);
  const standing = standingResult(summaries(rows));
  const inProgress = last?.status === 0 ? last : undefined;
  const canStart = block.error === null;
  const opensAt = inProgress ? null : openingOf(exam, rows, disabled);
  return {
    key: inProgress ? inProgress.id : canStart || opensAt !== null ? `n${rows.length + 1}` : '',
    paper: paperSummary(exam.paper),
    status: !last ? 'notStarted' : last.status === 0 ? 'inProgress' : 'submitted',
    attempts: rows.length,
    attemptsLeft: block.decision.allowed ? block.decision.attemptsLeft + (block.decision.kind === 'resume' ? 0 : 1) : 0,
    standing: { score: standing.score, passed: standing.passed },
    canStart,
    blocked: block.error ?? '',
    servertime,
    paperversion: learnerPaper(exam.paper).version,
    opensAt,
  };
}

/** The moment the window opens, when nothing but the window keeps the learner from starting; else null. */
function openingOf(exam: ExamGate, rows: readonly ExamAttemptRow[], disabled: boolean): number | null {
  if (exam.gate.lockReason !== 'notstarted') return null;
  const opensAt = Math.max(exam.gate.child.startAt.getTime(), exam.gate.pkg.pkg.startAt.getTime());
  const { pkg, children, records, child } = exam.gate;
  const gate = childGates(pkg, children, records, new Date(opensAt)).find((candidate) => candidate.child.id === child.id);
  return gate && startBlock({ ...exam, gate }, rows, disabled).error === null ? opensAt : null;
}

/**
 * `GET .../{id}/paper`: the paper sealed for the device to keep, fetched when the learner opens the
 * exam — before its window too: without the start's key it shows nothing.
 */
export async function examPaper(request: Caller, childId: string): Promise<Omit<ExamPaperResponse, 'successed'>> {
  const exam = await examGate(request, childId);
  return sealedPaper(request.deps.db, exam.paper);
}

/** Creates attempt number `number` alone (once, even from two devices at once) and marks the task started. */
async function createAttempt(call: StartCall): Promise<Started> {
  const { deps, caller } = call.request;
  const values = newAttempt(call);
  return deps.db.transaction(async (tx) => {
    const row = await insertAttempt(tx, values);
    if (!row) {
      const existing = (await attemptsOf(tx, caller.orgId, caller.id, values.childTaskId)).find((candidate) => candidate.attemptNo === call.number);
      if (!existing) throw appError('errors.exam.attemptNotFound');
      return { row: existing, created: false };
    }
    await startStudentTasks(tx, [
      { orgId: caller.orgId, userId: caller.id, packageId: call.exam.gate.pkg.pkg.id, childTaskId: values.childTaskId, at: row.startedAt },
    ]);
    await insertExamLog(tx, { orgId: caller.orgId, attemptId: row.id, event: 'start', detail: { attempt: call.number }, at: row.startedAt });
    return { row, created: true };
  });
}

/** An administrator's preview: the paper without answers and a clock that starts now; nothing is recorded. */
async function previewStart(request: Caller, childId: string, now: number): Promise<Omit<ExamStartResponse, 'successed'>> {
  const paper = await previewPaper(request, childId);
  const clock = startAttempt({
    key: 'preview',
    paperid: paper.paper.id,
    userid: request.caller.id,
    now,
    minute: paper.paper.minute,
    limitMinute: paper.paper.limitMinute,
  });
  return {
    key: 'preview',
    paper: { ...paperSummary(paper), questions: paper.questions.map(toLearnerQuestion) },
    paperkey: '',
    attempt: {
      startedAt: clock.startedAt,
      deadline: clock.deadline,
      minSubmitAt: clock.minSubmitAt,
      servertime: now,
      status: 'inProgress',
      submittedAt: null,
      answers: [],
    },
  };
}

/**
 * Attempt `n<number>`: the caller's attempt of that number, or a new one — only the next number,
 * when the start rules allow it and the paper is still published as it is now.
 */
async function numberedAttempt(request: Caller, gate: ExamGate, number: number): Promise<{ exam: ExamGate; row: ExamAttemptRow; created: boolean }> {
  let exam = gate;
  const rows = await settledAttempts(request, exam);
  const existing = rows.find((candidate) => candidate.attemptNo === number);
  if (existing) return { exam, row: existing, created: false };
  // Read now, not from the gate: a disable stops new starts at once.
  const block = startBlock(exam, rows, await paperDisabledNow(request.deps.db, request.caller.orgId, exam.paper.paper.id));
  if (block.error) throw appError(block.error);
  if (number !== rows.length + 1 || block.decision.allowed === false || block.decision.kind === 'resume') throw appError('errors.exam.attemptNotFound');
  // The gate may be a few seconds old: the paper must still be published as it is now.
  const current = await loadPaper(request.deps.db, request.caller.orgId, exam.paper.paper.id);
  if (current?.paper.status !== 1) throw appError('errors.exam.paperNotFound');
  exam = { ...exam, paper: current };
  const { row, created } = await startInBatch({ request, exam, number }, createAttempt);
  // The paper has an attempt now, so it is published for good: from here on this process keeps it.
  await loadPaper(request.deps.db, request.caller.orgId, exam.paper.paper.id, true);
  return { exam, row, created };
}

/**
 * `GET .../{id}/start?key&preview`: with the token's `n…` key, starts that attempt (refused outside
 * the window, before the front task, without retakes left); with an attempt key, resumes it on any
 * device. Answers the paper without answers — or, when the device keeps the sealed paper of the current
 * `paperVersion`, the key that opens it — and every answer the server holds.
 */
export async function examStart(
  request: Caller,
  childId: string,
  key: string,
  preview: 0 | 1,
  paperVersion = '',
): Promise<Omit<ExamStartResponse, 'successed'>> {
  const now = request.deps.clock.now().getTime();
  if (preview === 1) return previewStart(request, childId, now);
  let exam = await examGate(request, childId);
  let row: ExamAttemptRow;
  let created = false;
  const wanted = NEW_KEY.exec(key);
  if (wanted) {
    ({ exam, row, created } = await numberedAttempt(request, exam, Number(wanted[1])));
  } else {
    row = await settleIfDue(request.deps.db, await ownAttempt(request, childId, key), async () => exam.gate.pkg.pkg.id, request.deps.clock.now());
  }
  // A fresh attempt has no answers yet.
  const answers = created ? [] : Object.values(mergedAnswers(await answerSavesOf(request.deps.db, request.caller.orgId, row.id)));
  const { questions, version } = learnerPaper(exam.paper);
  const kept = paperVersion !== '' && paperVersion === version;
  return {
    key: row.id,
    paper: { ...paperSummary(exam.paper), questions: kept ? [] : questions },
    paperkey: kept ? await paperKey(request.deps.db, exam.paper.paper.id, version) : '',
    attempt: {
      startedAt: row.startedAt.getTime(),
      deadline: row.deadline.getTime(),
      minSubmitAt: row.minSubmitAt.getTime(),
      servertime: request.deps.clock.now().getTime(),
      status: row.status === 1 ? 'submitted' : 'inProgress',
      submittedAt: row.submittedAt?.getTime() ?? null,
      answers,
    },
  };
}

/** `GET .../{id}/querytime?key`: the attempt's clock on the server. */
export async function examQueryTime(request: Caller, childId: string, key: string): Promise<Omit<ExamQueryTimeResponse, 'successed'>> {
  const now = request.deps.clock.now();
  const row = await settleIfDue(request.deps.db, await ownAttempt(request, childId, key), () => packageIdOf(request, childId), now);
  const timing = examTiming({ startedAt: row.startedAt.getTime(), deadline: row.deadline.getTime(), minSubmitAt: row.minSubmitAt.getTime() }, now.getTime());
  return {
    startedAt: timing.startedAt,
    deadline: timing.deadline,
    minSubmitAt: timing.minSubmitAt,
    servertime: now.getTime(),
    remainingSeconds: row.status === 1 ? 0 : timing.remainingSeconds,
    maySubmit: row.status === 0 && timing.maySubmit,
    expired: timing.expired,
    status: row.status === 1 ? 'submitted' : 'inProgress',
  };
}
