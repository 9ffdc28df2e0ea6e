import {
  badgeListResponseSchema,
  badgeResponseSchema,
  createTranslator,
  levelListResponseSchema,
  levelResponseSchema,
  mineResponseSchema,
  sessionUserResponseSchema,
  uploadResponseSchema,
} from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLearnerTotals, setLearnerExperience } from '../../data/learnerStats.js';
import { insertBadge, insertLevel, insertUserBadge } from '../../data/levels.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { PNG_BYTES, uploadFile } from '../../../test/uploads.js';

const en = createTranslator('en');
let server: TestServer;
let token: string;
let admin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('superadmin');
  admin = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

const LEVEL = '/api/admin/system/level';
const BADGE = '/api/admin/system/badge';

describe('levels (adminlevel)', () => {
  it('adds, lists lowest first, edits and deletes a level with an uploaded icon', async () => {
    const uploaded = uploadResponseSchema.parse(await (await uploadFile(server.fetch, PNG_BYTES, { filetype: 'level', headers: { token } })).json());
    expect(uploaded.path).toMatch(/\/level\/\d{8}\//);
    const created = await admin('POST', LEVEL, { name: '传奇', icon: uploaded.path, experience: 8000 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const level = levelResponseSchema.parse(created.body).level;
    expect(level).toMatchObject({ name: '传奇', icon: uploaded.path, experience: 8000 });
    const list = levelListResponseSchema.parse((await admin('GET', LEVEL)).body).rows;
    expect(list.map((row) => row.experience)).toEqual([...list.map((row) => row.experience)].sort((a, b) => a - b));
    expect(list.at(-1)?.id).toBe(level.id);
    const edited = levelResponseSchema.parse((await admin('PUT', `${LEVEL}/${level.id}`, { name: '传说', experience: 9999 })).body).level;
    expect(edited).toMatchObject({ name: '传说', icon: '', experience: 9999 });
    expect((await admin('DELETE', `${LEVEL}/${level.id}`)).status).toBe(200);
    expect((await admin('PUT', `${LEVEL}/${level.id}`, { name: '传说', experience: 9999 })).status).toBe(404);
  });

  it.each([
    [{ name: ' ', experience: 10 }, 'levels.rules.nameRequired', {}],
    [{ name: '长'.repeat(21), experience: 10 }, 'validation.tooLong', { max: 20 }],
    [{ name: '超限', experience: 10000 }, 'levels.rules.experienceRange', { min: 0, max: 9999 }],
    [{ name: '负数', experience: -1 }, 'levels.rules.experienceRange', { min: 0, max: 9999 }],
    [{ name: '小数', experience: 1.5 }, 'levels.rules.experienceRange', { min: 0, max: 9999 }],
    [{ name: '空', experience: '' }, 'levels.rules.experienceRange', { min: 0, max: 9999 }],
    [{ name: '外链', experience: 10, icon: 'https://evil.example/a.png' }, 'levels.rules.iconInvalid', {}],
  ] as const)('refuses the level %o with a clear message', async (body, key, params) => {
    const answer = await admin('POST', LEVEL, body, 'en');
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual([en(key, params)]);
  });

  it('refuses a second level at the same experience, on add and on edit', async () => {
    const taken = await admin('POST', LEVEL, { name: '重复', experience: 300 }, 'en');
    expect(taken.status).toBe(409);
    expect(taken.body.errmsg).toBe(en('errors.levels.experienceTaken', { experience: 300 }));
    const mine = levelResponseSchema.parse((await admin('POST', LEVEL, { name: '临时', experience: 4321 })).body).level;
    expect((await admin('PUT', `${LEVEL}/${mine.id}`, { name: '临时', experience: 100 }, 'en')).status).toBe(409);
    await admin('DELETE', `${LEVEL}/${mine.id}`);
  });
});

describe('badges (adminlevel)', () => {
  it('adds, edits and deletes a badge; the count is kept only for a counted condition', async () => {
    const uploaded = uploadResponseSchema.parse(await (await uploadFile(server.fetch, PNG_BYTES, { filetype: 'medal', headers: { token } })).json());
    const created = await admin('POST', BADGE, { name: '七日之约', icon: uploaded.path, image: uploaded.path, condition: 'loginStreak', count: 7, sort: 9 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const badge = badgeResponseSchema.parse(created.body).badge;
    expect(badge).toMatchObject({ name: '七日之约', condition: 'loginStreak', count: 7, sort: 9, enabled: 1, awarded: 0 });
    const edited = badgeResponseSchema.parse(
      (await admin('PUT', `${BADGE}/${badge.id}`, { name: '资料', condition: 'profileComplete', count: 5, enabled: 0 })).body,
    ).badge;
    expect(edited).toMatchObject({ name: '资料', condition: 'profileComplete', count: 0, enabled: 0, icon: '' });
    expect(badgeListResponseSchema.parse((await admin('GET', BADGE)).body).rows.map((row) => row.id)).toContain(badge.id);
    expect((await admin('DELETE', `${BADGE}/${badge.id}`)).status).toBe(200);
    expect((await admin('DELETE', `${BADGE}/${badge.id}`)).status).toBe(404);
  });

  it.each([
    [{ name: '', condition: 'profileComplete' }, 'levels.rules.nameRequired', {}],
    [{ name: '无条件', condition: 'birthday' }, 'levels.rules.conditionInvalid', {}],
    [{ name: '无天数', condition: 'loginStreak' }, 'levels.rules.countRange', { min: 1, max: 9999 }],
    [{ name: '太多', condition: 'trainingCompleted', count: 10000 }, 'levels.rules.countRange', { min: 1, max: 9999 }],
    [{ name: '排序', condition: 'profileComplete', sort: 'x' }, 'levels.rules.sortRange', { min: 0, max: 99999 }],
    [{ name: '图', condition: 'profileComplete', image: '/files/builtin/images/covers/office/office-1.png' }, 'levels.rules.iconInvalid', {}],
  ] as const)('refuses the badge %o with a clear message', async (body, key, params) => {
    const answer = await admin('POST', BADGE, body, 'en');
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual([en(key, params)]);
  });

  it("refuses another organisation's icon", async () => {
    const other = await createOrganisation(server.database.db);
    const answer = await admin('POST', BADGE, { name: '外企', condition: 'profileComplete', icon: `/files/${other.id}/medal/20261120/abcdef.png` }, 'en');
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual([en('levels.rules.iconInvalid')]);
  });
});

describe('the learner sees level and badges', () => {
  it("shows the organisation's level with its icon, the next level and the badges held", async () => {
    const { db } = server.database;
    const org = await createOrganisation(db, { settings: { timeZone: 'Asia/Shanghai' } });
    await insertLevel(db, { orgId: org.id, name: '新手', experience: 0 });
    await insertLevel(db, { orgId: org.id, name: '高手', icon: `/files/${org.id}/level/20261120/abcdef.png`, experience: 50 });
    await insertLevel(db, { orgId: org.id, name: '大师', experience: 500 });
    const learner = await createUser(db, { orgId: org.id });
    await addLearnerTotals(db, { orgId: org.id, userId: learner.id, seconds: 3600, completedPackages: 1, stars: 2 }, new Date());
    await setLearnerExperience(db, org.id, learner.id, 70);
    const badge = await insertBadge(db, { orgId: org.id, name: '学习先锋', condition: 'trainingCompleted', count: 1 });
    await insertUserBadge(db, { orgId: org.id, userId: learner.id, badgeId: badge.id });
    const hidden = await insertBadge(db, { orgId: org.id, name: '停用', condition: 'profileComplete', enabled: 0 });
    await insertUserBadge(db, { orgId: org.id, userId: learner.id, badgeId: hidden.id });

    const call = adminCaller(server.fetch, await server.login(learner.account));
    const { user } = mineResponseSchema.parse((await call('GET', '/api/trainning/v3/mine')).body);
    expect(user).toMatchObject({
      levelname: '高手',
      levelicon: `/files/${org.id}/level/20261120/abcdef.png`,
      experience: 70,
      nextlevelexperience: 500,
      stars: 2,
    });
    expect(user.badges.map((row) => row.name)).toEqual(['学习先锋']);
    expect(user.badges[0]?.awardeddate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const info = sessionUserResponseSchema.parse((await call('GET', '/api/trainning/user/logininfo')).body).user[0];
    expect(info).toMatchObject({ levelname: '高手', userstars: 2, trainningtime: 3600 });
  });

  it('keeps the default ladder in an organisation without levels, and never shows another organisation’s', async () => {
    const { db } = server.database;
    const org = await createOrganisation(db);
    const learner = await createUser(db, { orgId: org.id });
    await addLearnerTotals(db, { orgId: org.id, userId: learner.id, seconds: 60, completedPackages: 0, stars: 0 }, new Date());
    await setLearnerExperience(db, org.id, learner.id, 330);
    const call = adminCaller(server.fetch, await server.login(learner.account));
    const { user } = mineResponseSchema.parse((await call('GET', '/api/trainning/v3/mine')).body);
    expect(user).toMatchObject({ levelname: 'LV3', levelicon: '', nextlevelexperience: 600, badges: [] });
  });

  it("refuses an organisation's levels and badges to a learner without adminlevel", async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', LEVEL)).status).toBe(403);
    expect((await learner('POST', BADGE, { name: 'x', condition: 'profileComplete' })).status).toBe(403);
    const upload = await uploadFile(server.fetch, PNG_BYTES, { filetype: 'medal', headers: { token: await server.login('learner02') } });
    expect(upload.status).toBe(403);
  });
});
