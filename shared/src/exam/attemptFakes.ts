/** Fakes for the exam stores' tests (not exported by the package): a device, connectivity and a server. */
import { ApiError } from '../api/client.js';
import { examAnswerBodySchema, type ExamSaveResponse, type ExamStartResponse, type ExamTokenResponse } from '../schemas/exam.js';
import type { StoredAnswer } from './answers.js';
import type { OutboxConnectivity } from '../outbox/outbox.js';
import type { CachedAttempt, ExamCalls, ExamDevice } from './attemptPorts.js';
import type { LocalAnswer } from './localAnswers.js';
import { sealPaper, type KeptPaper } from './sealedPaper.js';

/** A device's copy of an exam in memory; `async` answers every call through a promise, as IndexedDB does. */
export function memoryDevice({ async = false }: { async?: boolean } = {}) {
  const outboxes = new Map<string, LocalAnswer[]>();
  const submitKeys = new Map<string, string>();
  let kept: CachedAttempt | null = null;
  let paper: KeptPaper | null = null;
  const answer = <T>(value: T): T | Promise<T> => (async ? Promise.resolve(value) : value);
  const outbox = (key: string) => outboxes.get(key) ?? [];
  const device: Required<ExamDevice> = {
    attempt: () => answer(kept),
    keepAttempt: (attempt) => {
      kept = attempt;
      return answer(undefined);
    },
    paper: () => answer(paper),
    keepPaper: (given) => {
      paper = given;
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
  const connectivity: OutboxConnectivity = {
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
    paperkey: '',
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

/** The fake server's sealed paper: one version, sealed under a fixed key. */
export const FAKE_PAPER = { version: 'version-1', key: 'AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE' };
const sealedQuestions = (version: string) => sealPaper(QUESTIONS, version, FAKE_PAPER.key, new Uint8Array(12));

/** What the fake server holds of one attempt, on its own clock. */
interface FakeServer {
  attempt: ExamStartResponse;
  serverNow: () => number;
  state: {
    status: ExamStartResponse['attempt']['status'];
    network: 'online' | 'offline' | 'lostResponse';
    logs: 'online' | 'offline';
    /** false: the cover offers the first attempt (`n1`), which a start begins. */
    started: boolean;
    /** The paper's version now (it changes when the paper is changed). */
    paperVersion: string;
    /** When set and still ahead (server time), the window is not open yet: the cover says when it opens. */
    opensAt?: number;
  };
  /** The `paperversion` of each start. */
  starts: string[];
  held: Map<string, StoredAnswer>;
  saves: string[];
  submits: { saveid: string; items: number }[];
}

/** A call fails as the network says. */
const reach = (server: FakeServer) => {
  if (server.state.network === 'offline') throw new ApiError(0, 'offline', 0, undefined);
};

/** As the server does, an attempt read after its deadline is settled first. */
const settleIfDue = ({ state, serverNow, attempt }: FakeServer) => {
  if (state.status === 'inProgress' && serverNow() >= attempt.attempt.deadline) state.status = 'submitted';
};

/** Who handed the paper in: the learner's submit, else the server at the deadline. */
const submittedBy = (server: FakeServer) => (server.submits.length > 0 ? ('learner' as const) : ('deadline' as const));

function token(server: FakeServer): ExamTokenResponse {
  reach(server);
  const { state, attempt } = server;
  const opensAt = !state.started && state.opensAt !== undefined && server.serverNow() < state.opensAt ? state.opensAt : null;
  return {
    successed: true,
    key: !state.started ? 'n1' : state.status === 'inProgress' ? attempt.key : '',
    paper: PAPER,
    status: state.started ? state.status : 'notStarted',
    attempts: state.started ? 1 : 0,
    attemptsLeft: state.started ? 0 : 1,
    standing: { score: null, passed: false },
    canStart: !state.started && opensAt === null,
    blocked: opensAt === null ? '' : 'errors.exam.notOpen',
    servertime: server.serverNow(),
    paperversion: state.paperVersion,
    opensAt,
  };
}

function save(server: FakeServer, body: unknown): ExamSaveResponse {
  reach(server);
  const { answer } = examAnswerBodySchema.parse(body);
  server.saves.push(answer.saveid);
  for (const item of answer.items) server.held.set(item.questionid, { ...item, saveid: answer.saveid });
  return {
    successed: true,
    saveid: answer.saveid,
    accepted: answer.items.map((item) => item.questionid),
    rejected: [],
    status: server.state.status,
    deadline: server.attempt.attempt.deadline,
    remainingSeconds: 0,
    servertime: server.serverNow(),
  };
}

function submit(server: FakeServer, body: unknown): Awaited<ReturnType<ExamCalls['submit']>> {
  reach(server);
  const { answer } = examAnswerBodySchema.parse(body);
  server.submits.push({ saveid: answer.saveid, items: answer.items.length });
  server.state.status = 'submitted';
  if (server.state.network === 'lostResponse') throw new ApiError(0, 'no answer', 0, undefined);
  const now = server.serverNow();
  return { successed: true, saveid: answer.saveid, submittedAt: now, submittedBy: 'learner', score: 100, passed: true, servertime: now };
}

function querytime(server: FakeServer): Awaited<ReturnType<ExamCalls['querytime']>> {
  reach(server);
  const { startedAt, deadline, minSubmitAt } = server.attempt.attempt;
  const now = server.serverNow();
  return {
    successed: true,
    startedAt,
    deadline,
    minSubmitAt,
    servertime: now,
    remainingSeconds: 0,
    maySubmit: true,
    expired: now >= deadline,
    status: server.state.status,
  };
}

function result(server: FakeServer): Awaited<ReturnType<ExamCalls['result']>> {
  reach(server);
  settleIfDue(server);
  const { id, title, score, total } = PAPER;
  return {
    successed: true,
    paper: { id, title, score, total },
    startedAt: server.attempt.attempt.startedAt,
    submittedAt: server.serverNow(),
    submittedBy: submittedBy(server),
    usedSeconds: 0,
    score: 100,
    passed: true,
    correctCount: server.held.size,
    answeredCount: server.held.size,
    questionCount: QUESTIONS.length,
    standing: { score: 100, passed: true },
    visibility: { marks: true, answers: true },
    review: [],
  };
}

function logs(server: FakeServer): Awaited<ReturnType<ExamCalls['logs']>> {
  reach(server);
  if (server.state.logs === 'offline') throw new ApiError(0, 'offline', 0, undefined);
  settleIfDue(server);
  const submitted = server.state.status === 'submitted';
  const row = {
    attempt: 1,
    startedAt: server.attempt.attempt.startedAt,
    submittedAt: submitted ? server.serverNow() : null,
    submittedBy: submitted ? submittedBy(server) : null,
    status: server.state.status,
    score: submitted ? 100 : null,
    passed: submitted,
  };
  return { successed: true, rows: [row], standing: { score: row.score, passed: row.passed } };
}

/** The server's side of the exam calls, on its own clock; `network` says how a call fares. */
export function fakeExamServer(serverNow: () => number, attempt: ExamStartResponse) {
  const server: FakeServer = {
    attempt,
    serverNow,
    state: { status: attempt.attempt.status, network: 'online', logs: 'online', started: true, paperVersion: FAKE_PAPER.version },
    starts: [],
    held: new Map(),
    saves: [],
    submits: [],
  };
  const calls: ExamCalls = {
    token: async () => token(server),
    paper: async () => {
      reach(server);
      return { successed: true, version: server.state.paperVersion, sealed: sealedQuestions(server.state.paperVersion) };
    },
    start: async ({ paperversion = '' }) => {
      reach(server);
      server.starts.push(paperversion);
      server.state.started = true;
      const kept = paperversion === server.state.paperVersion;
      const paper = kept ? { ...attempt.paper, questions: [] } : attempt.paper;
      const answers = [...server.held.values()];
      return {
        ...attempt,
        paper,
        paperkey: kept ? FAKE_PAPER.key : '',
        attempt: { ...attempt.attempt, status: server.state.status, servertime: serverNow(), answers },
      };
    },
    save: async (_, body) => save(server, body),
    submit: async (_, body) => submit(server, body),
    querytime: async () => querytime(server),
    result: async () => result(server),
    logs: async () => logs(server),
  };
  const { state, held, saves, submits, starts } = server;
  return { calls, state, held, saves, submits, starts };
}
