import { examPaperResponseSchema, examStartResponseSchema, examTokenResponseSchema, openPaper } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.js';
import { examChildBody, examQuestions, publishedPaper } from '../../../test/examClient.js';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { users } from '../../db/schema/index.js';

// A start without a spike (docs/exam.md): the paper kept on the device ahead of the window, sealed,
// and a start that answers the key instead of the questions.

const clock = new ManualClock();
const HOUR = 3_600_000;
const BASE = '/api/trainning/v3/exampaper';
let server: TestServer;
let owner: Caller;
let learner: Caller;
let outsider: Caller;
let childId: string;
let questionIds: string[];

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  learner = adminCaller(server.fetch, await server.login('learner01'));
  outsider = adminCaller(server.fetch, await server.login('learner02'));
  const { db } = server.database;
  const org = await demoOrganisation(db);
  const learnerId = (await db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, 'learner01')) }))!.id;
  questionIds = await examQuestions(owner);
  const paperId = await publishedPaper(owner, questionIds, { minute: 30, score: 60 });
  const now = clock.now().getTime();
  // The exam opens in an hour: the learner opens it before.
  const pkg = await publishedPackage(owner, now, {
    range: { users: [learnerId] },
    children: [examChildBody(now, paperId, { starttime: now + HOUR, endtime: now + 3 * HOUR })],
  });
  childId = pkg.childIds[0]!;
});
afterAll(() => server?.close());

const cover = async (caller = learner) => examTokenResponseSchema.parse((await caller('GET', `${BASE}/token/${childId}`)).body);
const sealed = async (caller = learner) => examPaperResponseSchema.parse((await caller('GET', `${BASE}/${childId}/paper`)).body);
const start = async (key: string, paperversion?: string) =>
  examStartResponseSchema.parse(
    (await learner('GET', `${BASE}/${childId}/start?key=${key}${paperversion === undefined ? '' : `&paperversion=${paperversion}`}`)).body,
  );

describe('the paper kept ahead of the window', () => {
  it('is given sealed before the window opens, naming the version the cover names, and shows nothing without the key', async () => {
    const before = await cover();
    expect(before).toMatchObject({ canStart: false, blocked: 'errors.exam.notOpen' });
    expect(before.paperversion).toMatch(/^[\w-]{22}$/);
    const kept = await sealed();
    expect(kept.version).toBe(before.paperversion);
    // Every learner of a version gets the same sealed copy.
    expect((await sealed()).sealed).toBe(kept.sealed);
    const raw = Buffer.from(kept.sealed, 'base64url').toString('utf8');
    expect(raw).not.toContain('题');
    expect(openPaper(kept, Buffer.alloc(32, 1).toString('base64url'))).toBeNull();
    // The learner may not start yet: there is no key to be had.
    const refused = await learner('GET', `${BASE}/${childId}/start?key=n1&paperversion=${kept.version}`);
    expect(refused.body).toMatchObject({ successed: false, errcode: expect.any(Number) });
    expect(JSON.stringify(refused.body)).not.toContain('paperkey');
  });

  it('is refused to a learner outside the task’s range, as the cover is', async () => {
    const refused = await outsider('GET', `${BASE}/${childId}/paper`);
    const coverRefused = await outsider('GET', `${BASE}/token/${childId}`);
    expect(refused.status).toBe(coverRefused.status);
    expect(refused.body).toEqual(coverRefused.body);
  });

  it('opens with the key of a start that names its version, and holds the questions a full start gives', async () => {
    const kept = await sealed();
    clock.advance(HOUR / 1000 + 1);
    const light = await start('n1', kept.version);
    expect(light.paper.questions).toEqual([]);
    expect(light.paperkey).not.toBe('');
    expect(light.paper.questioncount).toBe(questionIds.length);
    const questions = openPaper(kept, light.paperkey);
    expect(questions).toHaveLength(questionIds.length);
    // Resuming without a kept copy gives the questions themselves: the same ones.
    const full = await start(light.key);
    expect(full.paperkey).toBe('');
    expect(full.paper.questions).toEqual(questions);
    expect(JSON.stringify(questions)).not.toMatch(/iscorrect|answer/);
  });

  it('gives the questions themselves to a start that names another version (a paper changed since it was kept)', async () => {
    const { key } = await cover();
    const stale = await start(key, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(stale.paperkey).toBe('');
    expect(stale.paper.questions).toHaveLength(questionIds.length);
  });

  it('refuses a version that is no version with the spec’s message and changes nothing', async () => {
    const { key } = await cover();
    const answer = await learner('GET', `${BASE}/${childId}/start?key=${key}&paperversion=${'x'.repeat(65)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ successed: false });
    expect((await start(key)).key).toBe(key);
  });
});
