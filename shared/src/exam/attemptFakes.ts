/** Fakes for the exam stores' tests (not exported by the package): a device, connectivity and a server. */
import { ApiError } from '../api/client.js';
import { examAnswerBodySchema, type ExamSaveResponse, type ExamStartResponse, type ExamTokenResponse } from '../schemas/exam.js';
import type { StoredAnswer } from './answers.js';
import type { CachedAttempt, ExamCalls, ExamConnectivity, ExamDevice } from './attemptPorts.js';
import type { LocalAnswer } from './localAnswers.js';

/** A device's copy of an exam in memory; `async` answers every call through a promise, as IndexedDB does. */
export function memoryDevice({ async = false }: { async?: boolean } = {}) {
  const outboxes = new Map<string, LocalAnswer[]>();
  const submitKeys = new Map<string, string>();
  let kept: CachedAttempt | null = null;
  const answer = <T>(value: T): T | Promise<T> => (async ? Promise.resolve(value) : value);
  const outbox = (key: string) => outboxes.get(key) ?? [];
  const device: Required<ExamDevice> = {
    attempt: () => answer(kept),
    keepAttempt: (attempt) => {
      kept = attempt;
      return answer(undefined);
    },
    answers: (key) => answer(outbox(key).map((entry) => ({ ...entry }))),
    put: (key, given) => {
      outboxes.set(key, [...outbox(key).filter((entry) => entry.questionid !== given.questionid), { ...given, synced: false }]);
      return answer(undefined);
    },
    markSynced: (key, questionid, saveid) => {
      const current = outbox(key).find((entry) => entry.questionid === questionid);
      const marked = !!current && current.saveid === saveid && !current.synced;
      if (current && marked) current.synced = true;
      return answer(marked);
    },
    submitKey: (key, fresh) => {
      if (!submitKeys.has(key)) submitKeys.set(key, fresh);
      return answer(submitKeys.get(key) ?? fresh);
    },
    forget: (key) => {
      if (outbox(key).every((entry) => entry.synced)) {
        outboxes.delete(key);
        if (kept?.start.key === key) kept = null;
      }
      return answer(undefined);
    },
  };
  return { device, outbox };
}

/** Connectivity the test drives; `says` makes it a platform with its own word on the connection (the browser). */
export function testConnectivity({ says }: { says?: boolean } = {}) {
  const listeners = new Set<{ resume(): void; lost(): void }>();
  let online = true;
  const connectivity: ExamConnectivity = {
    ...(says ? { online: () => online } : {}),
    watch(on) {
      listeners.add(on);
      return () => listeners.delete(on);
    },
  };
  return {
    connectivity,
    drop: () => {
      online = false;
      for (const on of listeners) on.lost();
    },
    resume: () => {
      online = true;
      for (const on of listeners) on.resume();
    },
  };
}

const QUESTIONS = ['0', '1', '2'].map((id) => ({
  id,
  type: 0 as const,
  text: `题${id}`,
  level: 2,
  score: 100 / 3,
  choices: [{ id: 'A', content: '是' }],
  blanks: 0,
}));
const PAPER = { id: 'paper-1', title: '结业考试', categoryName: '', minute: 30, limitMinute: 0, score: 60, total: 100, questioncount: QUESTIONS.length };

/** An attempt of three single-choice questions started at `startedAt`, 30 minutes long. */
export function anAttempt(key: string, startedAt: number, change: Partial<ExamStartResponse['attempt']> = {}): ExamStartResponse {
  return {
    successed: true,
    key,
    paper: { ...PAPER, questions: QUESTIONS },
    attempt: {
      startedAt,
      deadline: startedAt + 30 * 60_000,
      minSubmitAt: startedAt,
      servertime: startedAt,
      status: 'inProgress',
      submittedAt: null,
      answers: [],
      ...change,
    },
  };
}

/** The server's side of the exam calls, on its own clock; `network` says how a call fares. */
export function fakeExamServer(serverNow: () => number, attempt: ExamStartResponse) {
  const held = new Map<string, StoredAnswer>();
  const state = { status: attempt.attempt.status, network: 'online' as 'online' | 'offline' | 'lostResponse', logs: 'online' as 'online' | 'offline' };
  // Who handed the paper in: the learner's submit, else the server at the deadline.
  // As the server does, an attempt read after its deadline is settled first.
  const settleIfDue = () => {
    if (state.status === 'inProgress' && serverNow() >= attempt.attempt.deadline) state.status = 'submitted';
  };
  const submittedBy = () => (submits.length > 0 ? ('learner' as const) : ('deadline' as const));
  const saves: string[] = [];
  const submits: { saveid: string; items: number }[] = [];
  const reach = () => {
    if (state.network === 'offline') throw new ApiError(0, 'offline', 0, undefined);
  };
  const token = (): ExamTokenResponse => ({
    successed: true,
    key: state.status === 'inProgress' ? attempt.key : '',
    paper: PAPER,
    status: state.status,
    attempts: 1,
    attemptsLeft: 0,
    standing: { score: null, passed: false },
    canStart: false,
    blocked: '',
    servertime: serverNow(),
  });
  const calls: ExamCalls = {
    token: async () => {
      reach();
      return token();
    },
    start: async () => {
      reach();
      return { ...attempt, attempt: { ...attempt.attempt, status: state.status, servertime: serverNow(), answers: [...held.values()] } };
    },
    save: async (_, body): Promise<ExamSaveResponse> => {
      reach();
      const { answer } = examAnswerBodySchema.parse(body);
      saves.push(answer.saveid);
      for (const item of answer.items) held.set(item.questionid, { ...item, saveid: answer.saveid });
      const { deadline } = attempt.attempt;
      return {
        successed: true,
        saveid: answer.saveid,
        accepted: answer.items.map((item) => item.questionid),
        rejected: [],
        status: state.status,
        deadline,
        remainingSeconds: 0,
        servertime: serverNow(),
      };
    },
    submit: async (_, body) => {
      reach();
      const { answer } = examAnswerBodySchema.parse(body);
      submits.push({ saveid: answer.saveid, items: answer.items.length });
      state.status = 'submitted';
      if (state.network === 'lostResponse') throw new ApiError(0, 'no answer', 0, undefined);
      return { successed: true, saveid: answer.saveid, submittedAt: serverNow(), submittedBy: 'learner', score: 100, passed: true, servertime: serverNow() };
    },
    querytime: async () => {
      reach();
      const { startedAt, deadline, minSubmitAt } = attempt.attempt;
      const now = serverNow();
      return {
        successed: true,
        startedAt,
        deadline,
        minSubmitAt,
        servertime: now,
        remainingSeconds: 0,
        maySubmit: true,
        expired: now >= deadline,
        status: state.status,
      };
    },
    result: async () => {
      reach();
      settleIfDue();
      const { id, title, score, total } = PAPER;
      return {
        successed: true,
        paper: { id, title, score, total },
        startedAt: attempt.attempt.startedAt,
        submittedAt: serverNow(),
        submittedBy: submittedBy(),
        usedSeconds: 0,
        score: 100,
        passed: true,
        correctCount: held.size,
        answeredCount: held.size,
        questionCount: QUESTIONS.length,
        standing: { score: 100, passed: true },
        visibility: { marks: true, answers: true },
        review: [],
      };
    },
    logs: async () => {
      reach();
      if (state.logs === 'offline') throw new ApiError(0, 'offline', 0, undefined);
      settleIfDue();
      const submitted = state.status === 'submitted';
      const row = {
        attempt: 1,
        startedAt: attempt.attempt.startedAt,
        submittedAt: submitted ? serverNow() : null,
        submittedBy: submitted ? submittedBy() : null,
        status: state.status,
        score: submitted ? 100 : null,
        passed: submitted,
      };
      return { successed: true, rows: [row], standing: { score: row.score, passed: row.passed } };
    },
  };
  return { calls, state, held, saves, submits };
}
