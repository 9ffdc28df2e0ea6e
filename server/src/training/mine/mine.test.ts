import { avatarResponseSchema, mineResponseSchema, sessionUserResponseSchema, uploadResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLearnerTotals, setLearnerExperience } from '../../data/learnerStats.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { PNG_BYTES, uploadFile } from '../../../test/uploads.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the personal centre', () => {
  it('shows profile, department, position and the first level of the demo ladder before any learning', async () => {
    const learner01 = adminCaller(server.fetch, await server.login('learner01'));
    const { user } = mineResponseSchema.parse((await learner01('GET', '/api/trainning/v3/mine')).body);
    expect(user).toMatchObject({
      name: '张伟',
      account: 'learner01',
      departmentname: '华东销售组',
      positionname: '销售代表',
      rolename: '学员',
      levelname: '见习',
      experience: 0,
      nextlevelexperience: 100,
      stars: 0,
      learningseconds: 0,
      completedpackages: 0,
    });
  });

  it('reads level, stars and totals from the learner totals', async () => {
    const { db } = server.database;
    const learner = await createUser(db);
    await addLearnerTotals(db, { orgId: learner.orgId, userId: learner.id, seconds: 18_000, completedPackages: 3, stars: 7 }, new Date());
    await setLearnerExperience(db, learner.orgId, learner.id, 330);
    const call = adminCaller(server.fetch, await server.login(learner.account));
    const { user } = mineResponseSchema.parse((await call('GET', '/api/trainning/v3/mine')).body);
    expect(user).toMatchObject({ levelname: '骨干', experience: 330, nextlevelexperience: 1000, stars: 7, learningseconds: 18_000, completedpackages: 3 });
  });
});

describe('the avatar', () => {
  it('takes an avatar uploaded into the organisation and shows it at once', async () => {
    const learner = await createUser(server.database.db);
    const token = await server.login(learner.account);
    const call = adminCaller(server.fetch, token);
    const uploaded = uploadResponseSchema.parse(await (await uploadFile(server.fetch, PNG_BYTES, { filetype: 'avatar', headers: { token } })).json());
    const answer = await call('PUT', '/api/trainning/user/avatar', { avatar: uploaded.path });
    expect(avatarResponseSchema.parse(answer.body).avatar).toBe(uploaded.path);
    expect(mineResponseSchema.parse((await call('GET', '/api/trainning/v3/mine')).body).user.avatar).toBe(uploaded.path);
    expect(sessionUserResponseSchema.parse((await call('GET', '/api/trainning/user/logininfo')).body).user[0]?.avatar).toBe(uploaded.path);
  });

  it('refuses a path that is not an avatar of the organisation, or no longer stored, changing nothing', async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    const stranger = await createUser(db, { orgId: other.id });
    const strangerToken = await server.login(stranger.account);
    const foreign = uploadResponseSchema.parse(
      await (await uploadFile(server.fetch, PNG_BYTES, { filetype: 'avatar', headers: { token: strangerToken } })).json(),
    );
    const learner = await createUser(db);
    const call = adminCaller(server.fetch, await server.login(learner.account));
    for (const avatar of [foreign.path, 'https://example.com/a.png', '']) {
      const answer = await call('PUT', '/api/trainning/user/avatar', { avatar });
      expect(answer).toMatchObject({ status: 400, body: { errcode: 40002, detail: ['头像地址无效，请重新上传头像'] } });
    }
    const missing = `/files/${learner.orgId}/avatar/20260101/doesnotexist.png`;
    expect(await call('PUT', '/api/trainning/user/avatar', { avatar: missing }, 'en')).toMatchObject({
      status: 400,
      body: { errcode: 40054, errmsg: 'The avatar file does not exist; please upload it again' },
    });
    expect(mineResponseSchema.parse((await call('GET', '/api/trainning/v3/mine')).body).user.avatar).toBe('');
  });
});
