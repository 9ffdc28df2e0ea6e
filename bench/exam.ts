import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spreadScores } from '@peilian/shared';
import { login } from './auth.js';
import { createLearners } from './learners.js';
import { startServerProcess } from './server.js';
import { workerCounts, workersEnv } from './workers.js';

/**
 * The exam-day benchmark (issue 5): N virtual learners start the same exam within one second, each
 * saves 16 answers with think time between them, then all submit shortly before the deadline.
 * Each learner opened the exam beforehand and keeps its sealed paper (docs/exam.md, "A start
 * without a spike"), so the start is one light call naming it; `--start full` starts as a device
 * keeping nothing does: the cover, then a start that brings the questions.
 * Reports p50/p99/max of start, save and submit, errors, lost answers (saves the server
 * acknowledged that it does not hold afterwards: must be 0), and the CPU per start and per submit
 * over their bursts of the server and of the driver (`serverCpuMsPerCall`, `driverCpuMsPerCall`:
 * steadier than the latencies from run to run). The server runs without checking its answers
 * against their schemas, as in production. Embedded PGlite by default; with `--postgres` on the
 * PostgreSQL server of TEST_DATABASE_URL (`.ci/with-postgres.sh`); with `--workers 1,2` each N once
 * per count of server processes (above 1: `--postgres`, and a Redis server the bench starts), side
 * by side, with the largest N that held for each.
 *
 *   pnpm bench:exam -- --n 100,300 [--minute 1] [--think 2500] [--postgres] [--workers 1,2] [--start light|full]
 */

const { values } = parseArgs({
  // `pnpm bench:exam -- --n 100` may hand over the '--' itself.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    n: { type: 'string', default: '200' },
    minute: { type: 'string', default: '1' },
    think: { type: 'string', default: '2500' },
    postgres: { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
    start: { type: 'string', default: 'light' },
  },
});
if (values.start !== 'light' && values.start !== 'full') throw new Error('--start is light or full');
const lightStart = values.start === 'light';
const SAVES = 16;
const workerRuns = workerCounts(values.workers);
const minute = Number(values.minute);
const thinkMs = Number(values.think);
const databaseUrl = values.postgres ? process.env.TEST_DATABASE_URL : undefined;
if (values.postgres && !databaseUrl) throw new Error('--postgres needs TEST_DATABASE_URL (run under .ci/with-postgres.sh)');

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One JSON call over a keep-alive agent; answers the status, body and milliseconds taken. */
function call(
  base: string,
  method: string,
  pathname: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const started = performance.now();
  /** A call that got no answer: status 0, and the socket's error code for the failure samples. */
  const broken = (error: NodeJS.ErrnoException) => ({ status: 0, body: { errmsg: error.code ?? error.message }, ms: performance.now() - started });
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      new URL(pathname, base),
      {
        agent,
        method,
        headers: {
          token,
          'accept-language': 'zh-CN',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
          } catch {
            parsed = {};
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
        response.on('error', (error) => resolve(broken(error)));
      },
    );
    request.on('error', (error) => resolve(broken(error)));
    if (payload) request.write(payload);
    request.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0).toFixed(1));
const stats = (samples: number[], errors: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: samples.length, errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
};

/** The exam through the admin API: 16 single-choice questions, a published paper, a published package. */
async function createExam(base: string, departmentId: string): Promise<string> {
  const token = await login(base, 'owner01', 'Peilian@2026');
  const ids: string[] = [];
  for (let index = 0; index < SAVES; index += 1) {
    const answer = await call(base, 'POST', '/api/admin/study/question', token, {
      type: 0,
      text: `考试日题目${index}`,
      choices: [
        { id: 'A', content: '对', iscorrect: 1 },
        { id: 'B', content: '错', iscorrect: 0 },
      ],
    });
    ids.push((answer.body.question as { id: string }).id);
  }
  const scores = spreadScores(SAVES);
  const paper = await call(base, 'POST', '/api/admin/study/paper', token, {
    title: '考试日',
    minute,
    score: 60,
    questions: ids.map((id, index) => ({ id, score: scores[index] })),
  });
  const paperId = (paper.body.paper as { id: string }).id;
  await call(base, 'POST', `/api/admin/study/paper/${paperId}/status`, token, { status: 1 });
  const now = Date.now();
  const window = { starttime: now - 3_600_000, endtime: now + 86_400_000 };
  const pkg = await call(base, 'POST', '/api/admin/task/package', token, {
    tasktype: 2,
    title: '考试日',
    passscore: 60,
    sort: 0,
    ...window,
    range: { departments: [departmentId], positions: [], users: [] },
  });
  const packageId = (pkg.body.package as { id: string }).id;
  const child = await call(base, 'POST', `/api/admin/task/package/${packageId}/child`, token, {
    type: 2,
    title: '考试日',
    weight: 100,
    ...window,
    refs: [{ refid: paperId }],
    settings: { review: 1 },
  });
  const published = await call(base, 'POST', `/api/admin/task/package/${packageId}/publish`, token, { mode: 'now' });
  if (published.status !== 200) throw new Error(`exam setup failed: ${JSON.stringify(published.body)}`);
  return (child.body.child as { id: string }).id;
}

interface Learner {
  token: string;
  key: string;
  startedAt: number;
  deadline: number;
  acknowledged: Map<string, string>;
}

type Kind = 'start' | 'save' | 'submit';
/** Failed calls per kind, with the first few answers (status and errmsg) to tell why. */
type Failures = Record<Kind, { count: number; samples: string[] }>;
const SAMPLES = 3;

function fail(failures: Failures, kind: Kind, reply: { status: number; body: Record<string, unknown> }): void {
  const failure = failures[kind];
  failure.count += 1;
  if (failure.samples.length < SAMPLES) failure.samples.push(`${reply.status} ${String(reply.body.errmsg ?? JSON.stringify(reply.body).slice(0, 120))}`);
}

/** The learner's exam calls: the cover (`token`) and the attempt's (`start`, `paper`, saves, submit) under the exam's path. */
const coverPath = (childId: string) => `/api/trainning/v3/exampaper/token/${childId}`;
const examPath = (childId: string) => `/api/trainning/v3/exampaper/${childId}`;

/** What a learner's device holds before the window: the cover's attempt key and the version of the sealed paper it keeps. */
interface Opened {
  token: string;
  key: string;
  paperversion: string;
}

/** The learners open the exam ahead of the window, a few at a time (not timed): the cover, and the sealed paper kept. */
async function openAhead(base: string, childId: string, tokens: readonly string[]): Promise<Opened[]> {
  const opened: Opened[] = [];
  for (let index = 0; index < tokens.length; index += 20) {
    const batch = tokens.slice(index, index + 20).map(async (token) => {
      const cover = await call(base, 'GET', coverPath(childId), token);
      const paper = await call(base, 'GET', `${examPath(childId)}/paper`, token);
      if (paper.status !== 200) throw new Error(`the paper was not kept: ${JSON.stringify(paper.body).slice(0, 200)}`);
      return { token, key: String(cover.body.key), paperversion: String(paper.body.version) };
    });
    opened.push(...(await Promise.all(batch)));
  }
  return opened;
}

/** The start: one light call naming the kept paper, or (`--start full`) the cover and a start bringing the questions. */
async function start(base: string, childId: string, opened: Opened) {
  const exam = examPath(childId);
  if (lightStart) return call(base, 'GET', `${exam}/start?key=${opened.key}&paperversion=${opened.paperversion}`, opened.token);
  const cover = await call(base, 'GET', coverPath(childId), opened.token);
  const started = await call(base, 'GET', `${exam}/start?key=${String(cover.body.key)}`, opened.token);
  return { ...started, ms: cover.ms + started.ms };
}

/** The CPU seconds this process (the driver: every learner's device) has used so far. */
const driverCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * A process's CPU seconds (the server's or the driver's) at the bounds of the two bursts: before
 * the first start and once every start is answered; when the first submit is sent and once every
 * learner is done. Unlike the latencies, which swing with whatever else the two cores run, these
 * say what a call costs.
 */
class CpuMarks {
  private readonly marks: Partial<Record<'beforeStarts' | 'startsAnswered' | 'firstSubmit' | 'submitsAnswered', number>> = {};

  constructor(private readonly cpuSeconds: () => number) {
    this.marks.beforeStarts = cpuSeconds();
  }

  mark(name: 'startsAnswered' | 'firstSubmit' | 'submitsAnswered'): void {
    this.marks[name] ??= this.cpuSeconds();
  }

  /** Milliseconds of CPU per start and per submit, over their bursts. */
  perCall(starts: number, submits: number): { start: number; submit: number } {
    const { beforeStarts = 0, startsAnswered = 0, firstSubmit = 0, submitsAnswered = 0 } = this.marks;
    const per = (seconds: number, calls: number) => Number(((seconds * 1000) / Math.max(1, calls)).toFixed(2));
    return { start: per(startsAnswered - beforeStarts, starts), submit: per(submitsAnswered - firstSubmit, submits) };
  }
}

async function runLearner(
  base: string,
  childId: string,
  opened: Opened,
  offsetMs: number,
  timings: Record<Kind, number[]>,
  errors: Failures,
  cpu: { marks: CpuMarks; driver: CpuMarks; learners: number },
): Promise<Learner | null> {
  const { token } = opened;
  await sleep(offsetMs);
  const exam = examPath(childId);
  const started = await start(base, childId, opened);
  timings.start.push(started.ms);
  if (timings.start.length === cpu.learners) for (const marks of [cpu.marks, cpu.driver]) marks.mark('startsAnswered');
  if (started.status !== 200) {
    fail(errors, 'start', started);
    return null;
  }
  const attempt = started.body.attempt as { deadline: number; startedAt: number };
  const learner: Learner = { token, key: String(started.body.key), startedAt: attempt.startedAt, deadline: attempt.deadline, acknowledged: new Map() };
  const clientStart = Date.now();
  const submitAt = clientStart + (attempt.deadline - attempt.startedAt) - 4000;
  const spacing = Math.max(100, (submitAt - clientStart - 2000) / SAVES);
  for (let index = 0; index < SAVES; index += 1) {
    await sleep(Math.min(thinkMs, spacing) * (0.5 + Math.random()));
    const saveid = `${learner.key.slice(0, 8)}-${index}-${randomBytes(3).toString('hex')}`;
    const answer = { saveid, at: Date.now(), items: [{ questionid: String(index), choices: ['A'], fills: [], at: Date.now() }] };
    const saved = await call(base, 'POST', `${exam}/save?key=${learner.key}`, token, { answer });
    timings.save.push(saved.ms);
    if (saved.status === 200 && (saved.body.accepted as string[] | undefined)?.includes(String(index))) learner.acknowledged.set(String(index), saveid);
    else fail(errors, 'save', saved);
  }
  await sleep(submitAt - Date.now());
  for (const marks of [cpu.marks, cpu.driver]) marks.mark('firstSubmit');
  const submitted = await call(base, 'POST', `${exam}/submit?key=${learner.key}`, token, {
    answer: { saveid: `${learner.key.slice(0, 8)}-submit`, at: Date.now(), items: [] },
  });
  timings.submit.push(submitted.ms);
  if (submitted.status !== 200) fail(errors, 'submit', submitted);
  return learner;
}

async function runN(n: number, workers: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-exam-bench-'));
  const processes = await workersEnv(workers, databaseUrl);
  // Answers are not checked against their schemas, as in production (NODE_ENV=production, docs/deploy.md).
  const env: Record<string, string> = { CHECK_RESPONSES: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...processes.env };
  try {
    const fresh = await startServerProcess(dataDir, env);
    await fresh.stop();
    const { tokens, departmentId } = await createLearners({ dataDir, databaseUrl, n, name: '考生' });
    const server = await startServerProcess(dataDir, env);
    try {
      const childId = await createExam(server.url, departmentId);
      const timings = { start: [] as number[], save: [] as number[], submit: [] as number[] };
      const errors: Failures = { start: { count: 0, samples: [] }, save: { count: 0, samples: [] }, submit: { count: 0, samples: [] } };
      const opened = await openAhead(server.url, childId, tokens);
      const cpu = { marks: new CpuMarks(server.cpuSeconds), driver: new CpuMarks(driverCpuSeconds), learners: opened.length };
      const learners = await Promise.all(opened.map((learner, index) => runLearner(server.url, childId, learner, (index * 1000) / n, timings, errors, cpu)));
      for (const marks of [cpu.marks, cpu.driver]) marks.mark('submitsAnswered');
      let acknowledged = 0;
      let lost = 0;
      for (const learner of learners) {
        if (!learner) continue;
        const resumed = await call(server.url, 'GET', `${examPath(childId)}/start?key=${learner.key}`, learner.token);
        const held = new Map(
          ((resumed.body.attempt as { answers?: { questionid: string; saveid: string }[] })?.answers ?? []).map((answer) => [answer.questionid, answer.saveid]),
        );
        for (const [questionid, saveid] of learner.acknowledged) {
          acknowledged += 1;
          if (held.get(questionid) !== saveid) lost += 1;
        }
      }
      const start = stats(timings.start, errors.start.count);
      const save = stats(timings.save, errors.save.count);
      const submit = stats(timings.submit, errors.submit.count);
      return {
        n,
        workers,
        start,
        save,
        submit,
        acknowledgedSaves: acknowledged,
        lostAnswers: lost,
        serverRssMb: server.rssMb(),
        serverCpuMsPerCall: cpu.marks.perCall(timings.start.length, timings.submit.length),
        driverCpuMsPerCall: cpu.driver.perCall(timings.start.length, timings.submit.length),
        failures: Object.fromEntries(
          Object.entries(errors)
            .filter(([, failure]) => failure.count > 0)
            .map(([kind, failure]) => [kind, failure.samples]),
        ),
        holds: start.p99 <= 500 && save.p99 <= 100 && submit.p99 <= 500 && lost === 0 && start.errors + save.errors + submit.errors === 0,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await processes.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
const runs: Awaited<ReturnType<typeof runN>>[] = [];
for (const n of values.n.split(',').map(Number)) for (const workers of workerRuns) runs.push(await runN(n, workers));
/** Per count of processes, the largest N whose run held every limit (0: none). */
const largestNHolding = Object.fromEntries(
  workerRuns.map((workers) => [workers, Math.max(0, ...runs.filter((run) => run.workers === workers && run.holds).map((run) => run.n))]),
);
process.stdout.write(
  `${JSON.stringify({ date: new Date().toISOString(), machine, database: databaseUrl ? 'postgres' : 'pglite', start: values.start, minute, thinkMs, savesPerLearner: SAVES, runs, largestNHolding }, null, 2)}\n`,
);
agent.destroy();
