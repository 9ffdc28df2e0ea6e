import { describe, expect, it } from 'vitest';
import { TransportError } from '../api/transport.js';
import { createTranslator } from '../i18n/bundled.js';
import type { MineResponse } from '../schemas/learnerTasks.js';
import { createSessionStore } from '../session/sessionStore.js';
import { createMemoryStorage } from '../session/storage.js';
import { aStoredUser } from '../testing/storedUser.js';
import { scriptedLearnerApi, type ScriptedAnswer } from '../testing/scriptedApi.js';
import { createProfileStore, profileRows, profileSummary } from './profileStore.js';

const MINE: MineResponse = {
  successed: true,
  user: {
    id: 'u1',
    name: '张伟',
    account: 'learner01',
    avatar: '/files/o1/avatar/20261120/a.png',
    sex: 1,
    mobile: '13800000001',
    departmentname: '华东大区',
    positionname: '销售顾问',
    rolename: '学员',
    levelname: '青铜',
    experience: 120,
    nextlevelexperience: 200,
    stars: 3,
    learningseconds: 3725,
    completedpackages: 2,
    levelicon: '/files/o1/level/20261120/l.png',
    badges: [{ id: 'b1', name: '学习先锋', icon: '', image: '', awardeddate: '2026-11-20' }],
  },
};

const user = aStoredUser({ name: '张三', levelname: '新手', userstars: 1, trainningtime: 60, rolename: '学员' });

function setUp(...answers: ScriptedAnswer[]) {
  const { api, requests } = scriptedLearnerApi(() => ({ status: 200, data: MINE }), ...answers);
  const session = createSessionStore({ storage: createMemoryStorage() });
  session.getState().signIn(user);
  const store = createProfileStore({ fetchMine: api.training.mine, saveAvatar: api.training.avatar, session });
  return { store, session, requests };
}

const zh = createTranslator('zh-CN');

describe('the personal centre profile store', () => {
  it('loads the profile from the personal centre call', async () => {
    const { store, requests } = setUp();
    await store.getState().load();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET https://peilian.test/api/trainning/v3/mine']);
    expect(store.getState()).toMatchObject({ status: 'ready', failure: null, profile: { name: '张伟', completedpackages: 2 } });
  });

  it("carries the level's icon and the badges the learner holds", async () => {
    const { store } = setUp();
    await store.getState().load();
    expect(store.getState().profile).toMatchObject({
      levelname: '青铜',
      levelicon: MINE.user.levelicon,
      badges: [{ name: '学习先锋', awardeddate: '2026-11-20' }],
    });
  });

  it('shows the profile lines in order, the experience with what the next level needs', async () => {
    const { store } = setUp();
    await store.getState().load();
    const { profile } = store.getState();
    expect(profileSummary(profile, user)).toEqual({ name: '张伟', avatar: MINE.user.avatar, organisation: '演示企业 · 华东大区', learningTime: '01:02:05' });
    expect(profileRows(zh, profile, user).map((row) => `${row.label} ${row.value}`)).toEqual([
      '账号 learner01',
      '岗位 销售顾问',
      '角色 学员',
      '等级 青铜',
      '经验值 120 · 距下一等级还需 80',
      '经验星 ★ 3',
      '已完成任务包 2',
    ]);
    const top = { ...MINE.user, nextlevelexperience: 0 };
    expect(profileRows(zh, top, user).find((row) => row.id === 'experience')?.value).toBe('120');
  });

  it("offline, keeps the stored user's summary and leaves out what only the server knows", async () => {
    const { store } = setUp(new TransportError('network'));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'failed', profile: null });
    expect(profileSummary(null, user)).toMatchObject({ name: '张三', organisation: '演示企业 · 销售部', learningTime: '00:01:00' });
    expect(profileRows(zh, null, user).map((row) => row.id)).toEqual(['account', 'role', 'level', 'stars']);
  });

  it('saves an uploaded avatar: the profile and the stored user both show it', async () => {
    const saved = '/files/o1/avatar/20261122/b.png';
    const { store, session, requests } = setUp({ status: 200, data: MINE }, { status: 200, data: { successed: true, avatar: saved } });
    await store.getState().load();
    await expect(store.getState().saveAvatar(saved)).resolves.toBe(saved);
    expect(requests[1]).toMatchObject({ method: 'PUT', url: 'https://peilian.test/api/trainning/user/avatar' });
    expect(store.getState().profile?.avatar).toBe(saved);
    expect(session.getState().user?.avatar).toBe(saved);
  });

  it('leaves everything as it was when the server refuses the avatar', async () => {
    const refusal = { status: 400, data: { successed: false, errcode: 40002, errmsg: '头像路径无效' } };
    const { store, session } = setUp({ status: 200, data: MINE }, refusal);
    await store.getState().load();
    await expect(store.getState().saveAvatar('/files/o1/avatar/20261122/c.png')).rejects.toMatchObject({ errcode: 40002, errmsg: '头像路径无效' });
    expect(store.getState().profile?.avatar).toBe(MINE.user.avatar);
    expect(session.getState().user?.avatar).toBe('');
  });

  it('does not write an avatar into the record of a learner who signed in meanwhile', async () => {
    let answer: (response: { status: number; data: unknown }) => void = () => undefined;
    const slow = new Promise<{ status: number; data: unknown }>((resolve) => (answer = resolve));
    const { store, session } = setUp(slow);
    const saving = store.getState().saveAvatar('/files/o1/avatar/20261122/d.png');
    session.getState().signIn(aStoredUser({ token: 'token-2', id: 'u2' }));
    answer({ status: 200, data: { successed: true, avatar: '/files/o1/avatar/20261122/d.png' } });
    await saving;
    expect(session.getState().user).toMatchObject({ id: 'u2', avatar: '' });
  });
});
