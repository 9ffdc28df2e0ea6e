import { execFile } from 'node:child_process';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  createTranslator,
  mediaItemResponseSchema,
  mediaResponseSchema,
  mediaTaskResponseSchema,
  viewKeyResponseSchema,
  type AdminMedia,
} from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoOrganisation } from '../../test/factories.js';
import { processDatabaseEnv, startTestServer, tempDir, testConfig, type TestServer } from '../../test/harness.js';
import { postPasswordLogin } from '../../test/identityClient.js';
import { uploadMedia } from '../../test/libraryClient.js';
import { adminCaller } from '../../test/peopleClient.js';
import { fileChildBody, publishedPackage, type Caller } from '../../test/tasksClient.js';
import { systemClock } from '../clock.js';
import { claimVideo } from '../data/videoProcessing.js';
import { openDatabase } from '../db/client.js';
import { media, usageRecords } from '../db/schema/index.js';
import { createLogger } from '../logger.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { startServer, type RunningServer } from '../server.js';
import { LocalFileStorage } from '../storage/files.js';
import { processVideoNow, VIDEO_MAX_ATTEMPTS, VIDEO_REASONS, type VideoEnv } from './videoJob.js';

/**
 * Video processing (docs/media.md "Video processing"): an uploaded video is processing until the
 * job has made its H.264/AAC MP4 with ffmpeg; learners get that rendition, admins keep the
 * original; a file ffmpeg cannot read fails with the reason; a job cut off by a stopping or dying
 * process is taken up again.
 */

const run = promisify(execFile);
const en = createTranslator('en');
const work = await tempDir('peilian-video-');
/** A 2 s, 160×120 AVI (MPEG-4 Part 2 video, MP3 audio): nothing a phone plays as it is. */
const avi = path.join(work.dir, 'clip.avi');
await run('ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=15'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'mpeg4', '-c:a', 'mp3', '-shortest', avi],
]);
const aviBytes = await readFile(avi);
/** The same file cut after its header: an AVI by its first bytes that nothing can decode. */
const broken = aviBytes.subarray(0, 4000);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => work.remove());

/** What ffprobe finds in a file: container and codecs. */
async function probeFile(file: string) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  const parsed = JSON.parse(stdout) as { format: { format_name: string }; streams: { codec_type: string; codec_name: string; pix_fmt?: string }[] };
  return {
    container: parsed.format.format_name,
    video: parsed.streams.find((s) => s.codec_type === 'video'),
    audio: parsed.streams.find((s) => s.codec_type === 'audio'),
  };
}

async function until(holds: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('processing an uploaded video', () => {
  let server: TestServer;
  let owner: Caller;
  let token: string;
  let env: VideoEnv;
  let orgId: string;
  const keyOf = (uploaded: AdminMedia) => ({ orgId, id: uploaded.id });

  beforeAll(async () => {
    // The job's loop stays off here: each video is processed in the test's own time (processVideoNow).
    server = await startTestServer();
    token = await server.login('owner01');
    owner = adminCaller(server.fetch, token);
    env = {
      db: server.database.db,
      clock: systemClock,
      logger: createLogger('silent'),
      storage: new LocalFileStorage(path.join(server.config.dataDir, 'files')),
      paths: server.config.video,
      dataDir: server.config.dataDir,
    };
    orgId = (await demoOrganisation(server.database.db)).id;
  });
  afterAll(() => server?.close());

  const read = async (id: string): Promise<AdminMedia> => mediaResponseSchema.parse((await owner('GET', `/api/admin/v3/media/${id}`)).body).media;

  it('turns an AVI into a faststart H.264/AAC MP4 learners play, with duration and cover; admins keep the original', async () => {
    const uploaded = await uploadMedia(server.fetch, token, { kind: 'video', filename: '产品演示.avi', bytes: aviBytes });
    expect(uploaded).toMatchObject({ status: 0, progress: 0, statusreason: '', duration: 0, cover: '' });

    const learner = await createUser(server.database.db);
    const call = adminCaller(server.fetch, await server.login(learner.account));
    const now = Date.now();
    const pkg = await publishedPackage(owner, now, {
      range: { users: [learner.id] },
      children: [fileChildBody(now, uploaded.id, { type: 5, title: '产品演示', refs: [{ mediaid: uploaded.id, seconds: 1 }] })],
    });
    const child = pkg.childIds[0]!;
    // While it processes, the task shows it as not yet available and opening it says why.
    const listed = mediaTaskResponseSchema.parse((await call('GET', `/api/trainning/v3/mediatask/${child}`)).body);
    expect(listed.media).toEqual([expect.objectContaining({ id: uploaded.id, available: 0 })]);
    const early = await call('GET', `/api/trainning/v3/mediatask/${child}/${uploaded.id}`, undefined, 'en');
    expect(early).toMatchObject({ status: 409, body: { errcode: 40920, errmsg: en('errors.library.videoProcessing') } });
    // Nobody marks it passed by hand before it is processed.
    expect((await owner('POST', `/api/admin/v3/media/${uploaded.id}/status`, { status: 1 })).body).toMatchObject({ errcode: 40920 });

    const processed = await processVideoNow(env, keyOf(uploaded));
    expect(processed).toMatchObject({ status: 1, processProgress: 100, processClaimToken: null });
    const passed = await read(uploaded.id);
    expect(passed).toMatchObject({ status: 1, progress: 100, statusreason: '', duration: 2, previewstatus: 'native', format: 'avi' });
    expect(passed.cover).toMatch(new RegExp(`^/files/${processed!.orgId}/videocover/\\d{8}/[\\w-]+\\.jpg$`));
    expect((await server.fetch(passed.cover)).headers.get('content-type')).toBe('image/jpeg');

    expect(mediaTaskResponseSchema.parse((await call('GET', `/api/trainning/v3/mediatask/${child}`)).body).media[0]).toMatchObject({ available: 1 });
    const item = mediaItemResponseSchema.parse((await call('GET', `/api/trainning/v3/mediatask/${child}/${uploaded.id}`)).body);
    const served = await server.fetch(item.media.url);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await served.arrayBuffer());
    // The index comes first: a phone starts playing before the whole file arrives.
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const played = path.join(work.dir, 'played.mp4');
    await writeFile(played, bytes);
    const found = await probeFile(played);
    expect(found.container).toContain('mp4');
    expect(found.video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
    expect(found.audio).toMatchObject({ codec_name: 'aac' });
    expect((await server.fetch(item.media.url, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);

    // The administrator still downloads what was uploaded.
    const key = viewKeyResponseSchema.parse((await owner('GET', `/api/trainning/v3/media/viewkey?fileid=${uploaded.id}`)).body);
    const original = Buffer.from(await (await server.fetch(`${key.contenturl}&original=1`)).arrayBuffer());
    expect(original.equals(aviBytes)).toBe(true);
    // The seconds processed are the organisation's usage, for whoever uploaded it.
    const [used] = await server.database.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.subjectId, uploaded.id), eq(usageRecords.service, 'video')));
    expect(used).toMatchObject({ service: 'video', provider: 'ffmpeg', subject: 'video' });
    expect(used!.quantity).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('fails a file ffmpeg cannot read with the reason and no paths; it cannot be passed, only processed again', async () => {
    const uploaded = await uploadMedia(server.fetch, token, { kind: 'video', filename: '坏文件.avi', bytes: broken });
    const failed = await processVideoNow(env, keyOf(uploaded));
    expect(failed).toMatchObject({ status: 100, renditionKey: '' });
    const shown = await read(uploaded.id);
    expect(shown.statusreason.startsWith(`${VIDEO_REASONS.unreadable}: `)).toBe(true);
    expect(shown.statusreason).not.toContain('/');
    expect(shown.statusreason).not.toContain(server.config.dataDir);

    const pass = await owner('POST', `/api/admin/v3/media/${uploaded.id}/status`, { status: 1 }, 'en');
    expect(pass).toMatchObject({ status: 409, body: { errcode: 40922, errmsg: en('errors.library.videoNotProcessed') } });
    const retried = await owner('POST', `/api/admin/v3/media/${uploaded.id}/status`, { status: 0 });
    expect(mediaResponseSchema.parse(retried.body).media).toMatchObject({ status: 0, statusreason: '', progress: 0 });
    expect(await processVideoNow(env, keyOf(uploaded))).toMatchObject({ status: 100 });
  }, 60_000);

  it('gives up on a video claimed too often (a process dying on it each time)', async () => {
    const uploaded = await uploadMedia(server.fetch, token, { kind: 'video', filename: '反复中断.avi', bytes: aviBytes });
    await server.database.db
      .update(media)
      .set({ processAttempts: VIDEO_MAX_ATTEMPTS })
      .where(and(eq(media.orgId, orgId), eq(media.id, uploaded.id)));
    expect(await processVideoNow(env, keyOf(uploaded))).toMatchObject({ status: 100, statusReason: VIDEO_REASONS.attempts });
  });
});

describe('a video processing across a restart', () => {
  it('is let go by a server that stops mid-way, and finished by the next one; a dead claim is taken over after its lease', async () => {
    const data = await processDatabaseEnv();
    cleanups.push(data.dispose);
    // An ffmpeg that says it started and then never ends (until it is killed).
    const started = path.join(work.dir, 'started');
    const hanging = path.join(work.dir, 'hanging-ffmpeg');
    await writeFile(hanging, `#!/bin/sh\ntouch '${started}'\nexec tail -f /dev/null\n`);
    await chmod(hanging, 0o755);
    const env: Record<string, string> = { ...data.env, WEB_DIST: path.join(data.env.DATA_DIR!, 'no-web'), DEMO_HISTORY: 'off', VIDEO_TICK_MS: '50' };
    const start = async (ffmpeg: string): Promise<{ server: RunningServer; owner: Caller; token: string }> => {
      const server = await startServer({ config: testConfig({ ...env, VIDEO_FFMPEG_PATH: ffmpeg }) });
      cleanups.push(() => server.close());
      const fetchPath = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);
      const login = await postPasswordLogin(fetchPath, { account: 'owner01', password: DEMO_PASSWORD });
      const token = ((await login.json()) as { user: { token: string }[] }).user[0]!.token;
      return { server, owner: adminCaller(fetchPath, token), token };
    };
    const first = await start(hanging);
    const fetchFirst = (pathname: string, init?: RequestInit) => fetch(`${first.server.url}${pathname}`, init);
    const uploaded = await uploadMedia(fetchFirst, first.token, { kind: 'video', filename: '重启.avi', bytes: aviBytes });
    await until(async () => Boolean(await stat(started).catch(() => undefined)), 'ffmpeg runs');
    await first.server.close();

    const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
    const key = { orgId: (await demoOrganisation(database.db)).id, id: uploaded.id };
    const [left] = await database.db
      .select()
      .from(media)
      .where(and(eq(media.orgId, key.orgId), eq(media.id, key.id)));
    // Let go at once, the attempt not counted.
    expect(left).toMatchObject({ status: 0, processClaimToken: null, processClaimedUntil: null, processAttempts: 0 });
    // A process claims it and dies: its lease (here already run out) keeps nobody else waiting for long.
    expect(await claimVideo(database.db, new Date(), 0, 'a-process-that-died', key)).toMatchObject({ processAttempts: 1 });
    await database.close();

    const second = await start('ffmpeg');
    const read = async () => mediaResponseSchema.parse((await second.owner('GET', `/api/admin/v3/media/${uploaded.id}`)).body).media;
    await until(async () => (await read()).status !== 0, 'the next server processes the video');
    expect(await read()).toMatchObject({ status: 1, progress: 100, duration: 2 });
    const [done] = await second.server.database.db
      .select()
      .from(media)
      .where(and(eq(media.orgId, key.orgId), eq(media.id, key.id)));
    expect(done).toMatchObject({ processAttempts: 2, processClaimToken: null });
  }, 120_000);
});
