import path from 'node:path';
import { dubbingTaskResponseSchema, scenarioListResponseSchema, type AdminDubbingTask } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { demoOrganisation } from '../../../test/factories.js';
import { gatedEspeak, type GatedEspeak } from '../../../test/fakes/gatedEspeak.js';
import { processDatabaseEnv, seededDatabase, tempDir, testConfig } from '../../../test/harness.js';
import { postPasswordLogin } from '../../../test/identityClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { DUBBING } from '../../../test/dubbingClient.js';
import { findScenarioByName } from '../../data/practice/lookups.js';
import { insertVoiceTemplate } from '../../data/practice/voiceTemplates.js';
import { openDatabase, type Db } from '../../db/client.js';
import { dubbingLines, dubbingTasks, voiceClips } from '../../db/schema/index.js';
import { createLogger } from '../../logger.js';
import { EspeakTtsProvider } from '../../providers/tts/index.js';
import { startServer, type RunningServer } from '../../server.js';
import { LocalFileStorage } from '../../storage/files.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { queueDubbingTask } from './commands.js';
import { DUBBING_LEASE_MS } from './job.js';
import { createDubbingJob } from './loop.js';

/**
 * A dubbing task is durable (docs/practice.md "Dubbing tasks"): its state is the database, so a
 * server that stops mid-task leaves it for the next one, and a process stalled past its lease loses
 * the task to another — and in both cases every line is voiced, stored and settled once.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(holds: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const espeakFor = async (options?: Parameters<typeof gatedEspeak>[0]): Promise<GatedEspeak> => {
  const espeak = await gatedEspeak(options);
  cleanups.push(() => espeak.remove());
  return espeak;
};

/** The lines of a task with their status and clip, and the template's clips, read from the database. */
async function stored(db: Db, task: { orgId: string; id: string; templateId: string }) {
  const lines = await db
    .select({ text: dubbingLines.text, status: dubbingLines.status, clipId: dubbingLines.clipId })
    .from(dubbingLines)
    .where(and(eq(dubbingLines.orgId, task.orgId), eq(dubbingLines.taskId, task.id)));
  const clips = await db
    .select({ id: voiceClips.id, text: voiceClips.text, storageKey: voiceClips.storageKey })
    .from(voiceClips)
    .where(and(eq(voiceClips.orgId, task.orgId), eq(voiceClips.templateId, task.templateId)));
  const [row] = await db
    .select()
    .from(dubbingTasks)
    .where(and(eq(dubbingTasks.orgId, task.orgId), eq(dubbingTasks.id, task.id)));
  return { task: row!, lines, clips };
}

/** Every line done with a clip of its own, each clip the line's, each text voiced to the end once in all. */
function expectEachLineOnce(state: Awaited<ReturnType<typeof stored>>, voiced: string[]) {
  const { lines, clips } = state;
  expect(lines.every((line) => line.status === 'done' && line.clipId)).toBe(true);
  expect(new Set(lines.map((line) => line.clipId)).size).toBe(lines.length);
  expect(clips.map((clip) => clip.text).sort()).toEqual(lines.map((line) => line.text).sort());
  expect([...voiced].sort()).toEqual(lines.map((line) => line.text).sort());
}

describe('a dubbing task across a restart', () => {
  it('is left by a server that stops mid-way and finished by the next one on the same database, each line voiced and stored once', async () => {
    const data = await processDatabaseEnv();
    cleanups.push(data.dispose);
    const held = await espeakFor({ holdAfter: 3 });
    const env: Record<string, string> = { ...data.env, WEB_DIST: path.join(data.env.DATA_DIR!, 'no-web'), DEMO_HISTORY: 'off' };
    const start = async (espeak: GatedEspeak): Promise<{ server: RunningServer; owner: ReturnType<typeof adminCaller> }> => {
      const server = await startServer({ config: testConfig({ ...env, ESPEAK_PATH: espeak.path }) });
      cleanups.push(() => server.close());
      const fetchPath = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);
      const login = await postPasswordLogin(fetchPath, { account: 'owner01', password: DEMO_PASSWORD });
      const token = ((await login.json()) as { user: { token: string }[] }).user[0]!.token;
      return { server, owner: adminCaller(fetchPath, token) };
    };
    const read = async (owner: ReturnType<typeof adminCaller>, id: string): Promise<AdminDubbingTask> =>
      dubbingTaskResponseSchema.parse((await owner('GET', `${DUBBING}/${id}`)).body).task;

    const first = await start(held);
    const human = await first.owner('POST', '/api/admin/voice/digitalhuman', { name: '重启配音', speechvoice: '重启配音' });
    const templateId = (human.body.digitalhuman as { id: string }).id;
    const scenes = scenarioListResponseSchema.parse((await first.owner('GET', `/api/admin/material/scene?name=${encodeURIComponent('SUV展厅接待')}`)).body);
    const queued = dubbingTaskResponseSchema.parse(
      (await first.owner('POST', DUBBING, { templateid: templateId, scope: 'scenario', sceneid: scenes.rows[0]!.id })).body,
    ).task;
    expect(queued.total).toBeGreaterThan(4);
    // Three lines voiced, the fourth held by the provider: the server stops now.
    await until(
      async () => (await held.calls()).length === 4 && (await read(first.owner, queued.id)).done === 3,
      'three lines are voiced and the fourth is under way',
    );
    // Asked again while it runs, the same task is answered.
    expect((await first.owner('POST', DUBBING, { templateid: templateId, scope: 'scenario', sceneid: scenes.rows[0]!.id })).body).toMatchObject({
      task: { id: queued.id },
    });
    await first.server.close();

    const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
    const orgId = (await demoOrganisation(database.db)).id;
    const key = { orgId, id: queued.id, templateId };
    const left = await stored(database.db, key);
    await database.close();
    // Left as it was: three lines done with their clips, the held one pending again, the lease let go.
    expect(left.task).toMatchObject({ status: 'running', done: 3, claimedUntil: null, claimToken: null });
    expect(left.lines.filter((line) => line.status === 'done')).toHaveLength(3);
    expect(left.lines.filter((line) => line.status === 'pending')).toHaveLength(queued.total - 3);
    expect(left.clips).toHaveLength(3);

    const free = await espeakFor();
    const second = await start(free);
    await until(async () => (await read(second.owner, queued.id)).status === 'done', 'the next server finishes the task');
    expect(await read(second.owner, queued.id)).toMatchObject({ status: 'done', done: queued.total, failed: 0 });
    const finished = await stored(second.server.database.db, key);
    expectEachLineOnce(finished, [...(await held.voiced()), ...(await free.voiced())]);
    // The held call was cancelled when the first server stopped; its line was voiced by the second.
    expect(await held.voiced()).toHaveLength(3);
    expect(await free.voiced()).toContain((await held.calls())[3]);
    const storage = new LocalFileStorage(path.join(env.DATA_DIR!, 'files'));
    for (const clip of finished.clips) expect(await storage.exists(clip.storageKey)).toBe(true);
  }, 120_000);
});

describe('a dubbing task whose process stalls', () => {
  it('is taken over once the lease has run out; the stalled process stores and settles nothing more', async () => {
    const database = await seededDatabase();
    cleanups.push(() => database.dispose());
    const { db } = database;
    const files = await tempDir();
    cleanups.push(files.remove);
    const clock = new ManualClock();
    const org = await demoOrganisation(db);
    const template = await insertVoiceTemplate(db, { orgId: org.id, name: '租约配音', speechVoice: '租约配音' });
    const scenario = (await findScenarioByName(db, org.id, 'SUV展厅接待'))!;
    const task = await queueDubbingTask({ db, clock }, { template, scope: 'scenario', scenario, creatorId: null });

    // Every file a job stores, by key.
    const puts: string[] = [];
    const storage = new LocalFileStorage(files.dir);
    const put = storage.put.bind(storage);
    storage.put = (local, key) => {
      puts.push(key);
      return put(local, key);
    };
    const logger = createLogger('silent');
    const job = (espeak: GatedEspeak) =>
      createDubbingJob({ db, clock, logger, storage, tts: new EspeakTtsProvider({ espeakPath: espeak.path, timeoutMs: 60_000 }), tickMs: 0 });
    const held = await espeakFor({ holdAfter: 2 });
    const free = await espeakFor();
    const stalled = job(held);
    const taker = job(free);
    cleanups.push(
      () => stalled.stop(),
      () => taker.stop(),
    );

    const stalledTick = stalled.tick();
    await until(async () => (await held.calls()).length === 3, 'the stalled process is on its third line');
    // The stalled process still holds its lease: nobody else takes the task.
    expect(await taker.tick()).toEqual([]);
    clock.advance(DUBBING_LEASE_MS / 1000 + 1);
    expect(await taker.tick()).toEqual([task.id]);
    // The stalled synthesis ends after all: its lease is gone, so it stores and settles nothing.
    await held.open();
    expect(await stalledTick).toEqual([]);

    const finished = await stored(db, { orgId: org.id, id: task.id, templateId: template.id });
    expect(finished.task).toMatchObject({ status: 'done', done: task.total, failed: 0 });
    // Each line was settled once and each clip stored once, whoever synthesised it.
    expectEachLineOnce(finished, [...(await held.voiced()).slice(0, 2), ...(await free.voiced())]);
    expect([...puts].sort()).toEqual(finished.clips.map((clip) => clip.storageKey).sort());
    expect(await held.voiced()).toHaveLength(3);
  }, 60_000);
});
