import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dubbingTaskResponseSchema, mediaListResponseSchema, sessionUserResponseSchema, wordsResponseSchema } from '@peilian/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedPostgres } from '../../test/harness.js';
import { postPasswordLogin } from '../../test/identityClient.js';
import { adminCaller } from '../../test/peopleClient.js';
import { demoScenarioId, openPracticeSocket, practiceCall, type PracticeClientSocket } from '../../test/practiceSocket.js';
import { startRedisServer, type EngineServer } from '../../test/support/engines.js';
import { startServerProcess, type ServerProcess } from '../../test/support/serverProcess.js';
import { actedOnTwice, idleEverywhere, watchJobTicks, type JobTick } from '../../test/jobTicks.js';
import { addChild, createPackage, fileChildBody, packageBody } from '../../test/tasksClient.js';
import { createOrganisation } from '../../test/factories.js';
import { aboutPackage, listenForNotices } from '../../test/noticeSockets.js';
import { DUBBING } from '../../test/dubbingClient.js';
import { gatedEspeak, type GatedEspeak } from '../../test/fakes/gatedEspeak.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { DEMO_PASSWORD } from '../seed/demo.js';

// Several server processes of one installation (docs/deploy.md, "Several processes"): two processes
// on one PostgreSQL database and one Redis, as behind a load balancer. Each keeps resolved tokens for
// a minute here (SESSION_CACHE_MS), so only the notices through Redis can explain a change seen
// at once; each prints the notices it applies (LOG_LEVEL=debug), which the tests wait for.

let redis: EngineServer;
let espeak: GatedEspeak;
let database: { url: string; drop(): Promise<void> };
let a: ServerProcess;
let b: ServerProcess;
const sockets: PracticeClientSocket[] = [];
const STEP_MS = 600_000;
const ANSWERS = ['您好，欢迎光临！请问您贵姓？', '这款车本月有一万元现金优惠，还送五年免费保养。', '整车保修三年或者十万公里。'];

const processEnv = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  SESSION_CACHE_MS: '60000',
  PUBLISH_TICK_MS: '200',
  JOB_TICK_MS: '200',
  DUBBING_TICK_MS: '200',
  ESPEAK_PATH: espeak.path,
  LOG_PURGE_MS: String(STEP_MS),
  LOG_LEVEL: 'debug',
  ...extra,
});

beforeAll(async () => {
  redis = await startRedisServer();
  // espeak-ng as both processes run it, writing down every line voiced to the end.
  espeak = await gatedEspeak();
  const shared = await sharedPostgres();
  database = shared;
  a = await startServerProcess({ env: processEnv(shared.seedEnv), clockStepMs: STEP_MS });
  b = await startServerProcess({ env: processEnv(), clockStepMs: STEP_MS });
}, 600_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  await redis?.stop();
  await espeak?.remove();
});

async function login(server: ServerProcess, account: string): Promise<string> {
  const response = await postPasswordLogin(server.fetch, { account, password: DEMO_PASSWORD, headers: { from: 'pc' } });
  const token = ((await response.json()) as { user?: { token: string }[] }).user?.[0]?.token;
  if (!token) throw new Error(`login as ${account} failed`);
  return token;
}

const storedUser = (server: ServerProcess, token: string) => server.fetch('/api/trainning/user/logininfo', { headers: { token } });

/** Resolves once `server` has applied a notice of this kind from another process, printed after `since`. */
const noticeApplied = (server: ServerProcess, kind: string, since: number) =>
  server.printed(`"notice":"${kind}","msg":"process notice applied"`, 30_000, since);

async function open(server: ServerProcess, token: string): Promise<PracticeClientSocket> {
  const socket = await openPracticeSocket(server.url, token);
  sockets.push(socket);
  return socket;
}

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('a session ended on one process is refused by the other at once, and its socket there is closed', async () => {
    const token = await login(a, 'learner02');
    // The other process resolves the token now and would trust it for a minute.
    expect((await storedUser(b, token)).status).toBe(200);
    const socket = await open(b, token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const mark = b.printedSoFar();

    expect((await a.fetch('/api/admin/system/online/logout', { method: 'POST', headers: { token } })).status).toBe(200);
    await noticeApplied(b, 'session', mark);
    const refused = await storedUser(b, token);
    expect(refused.status).toBe(401);
    // socket.io's Redis adapter carried the disconnect of the session's room to the process holding it.
    await closed;
  });

  it("the organisation's settings changed on one process reach the users the other serves at once", async () => {
    const owner = adminCaller(a.fetch, await login(a, 'owner01'));
    const token = await login(b, 'learner01');
    const zone = async () => sessionUserResponseSchema.parse(await (await storedUser(b, token)).json()).user[0]?.timezone;
    expect(await zone()).toBe('Asia/Shanghai');
    const mark = b.printedSoFar();

    expect((await owner('PUT', '/api/admin/system/setting/timezone', { timezone: 'Europe/London' })).status).toBe(200);
    await noticeApplied(b, 'organisation', mark);
    expect(await zone()).toBe('Europe/London');
    await owner('PUT', '/api/admin/system/setting/timezone', { timezone: 'Asia/Shanghai' });
  });

  it("a word library saved on one process is dropped from the other's memory", async () => {
    const owner = adminCaller(a.fetch, await login(a, 'owner01'));
    const library = '/api/admin/system/setting/words/sensitive';
    const kept = wordsResponseSchema.parse((await owner('GET', library)).body).rows.map((row) => row.word);
    const mark = b.printedSoFar();

    expect((await owner('PUT', library, { words: [...kept, '骗人的'] })).status).toBe(200);
    await noticeApplied(b, 'wordLibraries', mark);
    expect((await owner('PUT', library, { words: kept })).status).toBe(200);
  });

  it('a scheduled package is published once, by one of the processes, though both look for due packages', async () => {
    const owner = adminCaller(a.fetch, await login(a, 'owner01'));
    const now = Date.now();
    const pkg = await createPackage(owner, packageBody(now, { title: '双进程定时发布' }));
    const media = await owner('GET', `/api/admin/v3/media?kind=file&text=${encodeURIComponent('产品手册')}`);
    const pdf = mediaListResponseSchema.parse(media.body).rows[0]!.id;
    await addChild(owner, pkg.id, fileChildBody(now, pdf));
    expect((await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'scheduled', publishtime: now + STEP_MS / 2 })).status).toBe(200);

    const published = `"packages":["${pkg.id}"],"msg":"scheduled task packages published"`;
    const marks = [a.printedSoFar(), b.printedSoFar()];
    await Promise.all([a.moveClock(), b.moveClock()]);
    await Promise.any([a.printed(published, 30_000, marks[0]), b.printed(published, 30_000, marks[1])]);
    // Both processes tick again after the publication: neither publishes it a second time.
    const after = [a.printedSoFar(), b.printedSoFar()];
    await Promise.all([a.printed('"job":"publish"', 30_000, after[0]), b.printed('"job":"publish"', 30_000, after[1])]);
    const times = [a, b].map((server) => server.output().split(published).length - 1);
    expect(times.reduce((sum, count) => sum + count, 0)).toBe(1);
  });

  it("a notice made on one process reaches the learner's socket on the other, and no one else's", async () => {
    const owner = adminCaller(a.fetch, await login(a, 'owner01'));
    const token = await login(b, 'learner01');
    const learnerId = sessionUserResponseSchema.parse(await (await storedUser(b, token)).json()).user[0]!.id;
    const mine = listenForNotices(await open(b, token));
    const another = listenForNotices(await open(a, await login(a, 'learner02')));
    const now = Date.now();
    const pkg = await createPackage(owner, packageBody(now, { title: '双进程通知', range: { users: [learnerId] } }));
    const media = await owner('GET', `/api/admin/v3/media?kind=file&text=${encodeURIComponent('产品手册')}`);
    await addChild(owner, pkg.id, fileChildBody(now, mediaListResponseSchema.parse(media.body).rows[0]!.id));
    expect((await owner('POST', `/api/admin/task/package/${pkg.id}/publish`, { mode: 'now' })).status).toBe(200);
    // socket.io's Redis adapter carried the push from the publishing process to the learner's.
    expect((await mine.next(aboutPackage('taskPublished', pkg.id))).notice.params.title).toBe('双进程通知');
    await another.settled();
    expect(another.received.filter(aboutPackage('taskPublished', pkg.id))).toEqual([]);
  });

  it('acts on each due item of every durable job once between them, though both look for due work every 200 ms', async () => {
    const jobs = ['reportRefresh', 'badgeAward', 'logPurge', 'recyclePurge', 'clearance'] as const;
    const idle = idleEverywhere(jobs, 2);
    const watch = watchJobTicks([a, b]);
    const handle = await openDatabase({ dataDir: '', databaseUrl: database.url });
    try {
      // Nothing is due and no tick is in flight anywhere: what follows is this round's work alone.
      await watch.until(idle);
      watch.reset();
      const { atOnce, afterTheInterval } = await dueWork(handle, adminCaller(a.fetch, await login(a, 'owner01')));
      // The organisation that ended is cleared before the clocks move, so no interval comes round for it twice.
      await watch.until(coveredBy(atOnce));
      await Promise.all([a.moveClock(), b.moveClock()]);
      await watch.until(coveredBy(afterTheInterval));
      const after = watch.ticks().length;
      await watch.until((ticks) => idle(ticks.slice(after)));
      expect(actedOnTwice(watch.ticks())).toEqual({});
    } finally {
      watch.stop();
      await handle.close();
    }
  });

  it('voices a dubbing task in one process at a time, though both look for tasks every 200 ms: each line once between them', async () => {
    const scenarioId = await demoScenarioId({ login: (account) => login(a, account), fetch: a.fetch });
    const owner = adminCaller(a.fetch, await login(a, 'owner01'));
    const human = await owner('POST', '/api/admin/voice/digitalhuman', { name: '双进程配音', speechvoice: '双进程配音' });
    const templateid = (human.body.digitalhuman as { id: string }).id;
    const watch = watchJobTicks([a, b]);
    const before = (await espeak.voiced()).length;
    try {
      const queued = dubbingTaskResponseSchema.parse((await owner('POST', DUBBING, { templateid, scope: 'scenario', sceneid: scenarioId })).body).task;
      await watch.until((ticks) => ticks.some((tick) => tick.job === 'dubbing' && tick.ids.includes(queued.id)));
      const done = dubbingTaskResponseSchema.parse((await owner('GET', `${DUBBING}/${queued.id}`)).body).task;
      expect(done).toMatchObject({ status: 'done', done: queued.total, failed: 0 });
      const voiced = (await espeak.voiced()).slice(before);
      expect(voiced).toHaveLength(queued.total);
      expect(new Set(voiced).size).toBe(queued.total);
      expect(actedOnTwice(watch.ticks())).toEqual({});
    } finally {
      watch.stop();
    }
  });

  it('takes the turns of one practice session one after another across processes, and goes on on the other when its own dies', async () => {
    const token = await login(a, 'learner01');
    const scenarioId = await demoScenarioId({ login: (account) => login(a, account), fetch: a.fetch });
    const onA = await open(a, token);
    const onB = await open(b, token);
    const started = await practiceCall(onA, 'practice:start', { scenarioId });
    if (!started.ok) throw new Error(started.errmsg);
    const sessionId = started.session.id;
    // Two answers at once through two processes: each turn is stored on the state the other left.
    const [first, second] = await Promise.all([
      practiceCall(onA, 'practice:answer', { sessionId, text: ANSWERS[0] }),
      practiceCall(onB, 'practice:answer', { sessionId, text: ANSWERS[1] }),
    ]);
    expect([first.ok, second.ok]).toEqual([true, true]);
    const seqs = (reply: typeof first) => (reply.ok ? reply.session.turns.map((turn) => turn.seq) : []);
    expect([seqs(first), seqs(second)].sort((x, y) => x.length - y.length)).toEqual([[1], [1, 2]]);

    const gone = new Promise((resolve) => onA.once('disconnect', resolve));
    a.child.kill('SIGKILL');
    await Promise.all([a.exited, gone]);

    const joined = await practiceCall(onB, 'practice:join', { sessionId });
    expect(joined.ok && joined.session.turns.map((turn) => turn.text).sort()).toEqual([...ANSWERS.slice(0, 2)].sort());
    const next = await practiceCall(onB, 'practice:answer', { sessionId, text: ANSWERS[2] });
    expect(next.ok && next.session.turns.map((turn) => turn.seq)).toEqual([1, 2, 3]);
  });
});

/**
 * What every durable job must do, by job: at once, the purge of an entry aged out of the recycle bin
 * and the clearing of an organisation whose account ended seven months ago; once the processes'
 * clocks have moved past the intervals, the report figures and the log purge of every approved
 * organisation and the award of every enabled badge.
 */
async function dueWork(
  handle: DatabaseHandle,
  owner: ReturnType<typeof adminCaller>,
): Promise<Record<'atOnce' | 'afterTheInterval', Record<string, string[]>>> {
  const ids = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  const approved = await ids(sql`select id from organisations where review_status = 'approved'`);
  const pkg = await createPackage(owner, packageBody(Date.now(), { title: '回收站里过期的包' }));
  expect((await owner('DELETE', `/api/admin/task/package/${pkg.id}`)).status).toBe(200);
  const recycled = await ids(sql`update recycle_bin set deleted_at = now() - interval '3 years' returning id`);
  const ended = await createOrganisation(handle.db);
  await handle.db.execute(sql`update organisations set expires_at = now() - interval '7 months' where id = ${ended.id}`);
  return {
    atOnce: { recyclePurge: recycled, clearance: [`reported:${ended.id}`, `cleared:${ended.id}`] },
    afterTheInterval: { reportRefresh: approved, logPurge: approved, badgeAward: await ids(sql`select id from badges where enabled = 1`) },
  };
}

/** Whether each job of `expected` has acted on each of its ids among `ticks`. */
const coveredBy = (expected: Record<string, string[]>) => (ticks: JobTick[]) =>
  Object.entries(expected).every(([job, ids]) => ids.every((id) => ticks.some((tick) => tick.job === job && tick.ids.includes(id))));

describe('one connection, queries in parallel', () => {
  it("sends a transaction's parallel reads one after the other, with no warning from node-postgres", async () => {
    const warnings: string[] = [];
    const listener = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listener);
    const handle = await openDatabase({ dataDir: '', databaseUrl: database.url });
    try {
      const answers = await handle.db.transaction((tx) =>
        Promise.all([tx.execute(sql`select pg_sleep(0.05), 1 as n`), tx.execute(sql`select 2 as n`), tx.execute(sql`select 3 as n`)]),
      );
      expect(answers.map((answer) => Number((answer as { rows: { n: number }[] }).rows[0]!.n))).toEqual([1, 2, 3]);
    } finally {
      process.off('warning', listener);
      await handle.close();
    }
    expect(warnings.filter((message) => message.includes('client.query()'))).toEqual([]);
  });
});

describe('WORKERS=2', () => {
  it('serves behind one port, starts a new process for one that dies, and stops them all on SIGTERM', async () => {
    const primary = await startServerProcess({ env: { ...processEnv(), WORKERS: '2', LOG_LEVEL: 'warn' } });
    try {
      expect(primary.output()).toContain(', 2 processes, ready in');
      const { stdout } = await promisify(execFile)('ps', ['-o', 'pid=', '--ppid', String(primary.child.pid)]);
      const workers = stdout.split('\n').map(Number).filter(Boolean);
      expect(workers).toHaveLength(2);
      expect((await primary.fetch('/api/health')).status).toBe(200);

      process.kill(workers[0]!, 'SIGKILL');
      await primary.printed('a server process died: starting another');
      expect((await primary.fetch('/api/health')).status).toBe(200);
    } finally {
      await primary.stop();
    }
    expect(await primary.exited).toBe(0);
    // Three processes start here, each loading the whole server.
  }, 120_000);
});
