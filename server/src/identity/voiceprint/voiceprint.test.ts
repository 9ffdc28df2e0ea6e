import { VOICEPRINT_CALLS, VOICEPRINT_STATUS } from '@peilian/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSpeakerEmbedding, type FakeSpeakerEmbedding } from '../../../test/fakes/speakerEmbedding.js';
import { speechAudio, type SpeechAudio } from '../../../test/fakes/speechWav.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { voiceprintSockets } from '../../../test/voiceprintClient.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { loginLogs } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

/**
 * Voiceprints over the `/vpr` socket (docs/voiceprint.md) against the fake speaker-embedding
 * service, espeak-ng's male and female Mandarin voices as two speakers: registration confirmed by
 * password, voice sign-in through the device's recent accounts and a typed account, a mismatch's
 * code, the chooser when two accounts match, re-registration to the audit, and unbinding.
 */

const MALE = 'cmn';
const FEMALE = 'cmn+f3';
let server: TestServer;
let fake: FakeSpeakerEmbedding;
let male: SpeechAudio;
let maleAgain: SpeechAudio;
let female: SpeechAudio;
const vpr = voiceprintSockets(() => server.url);

beforeAll(async () => {
  fake = await startFakeSpeakerEmbedding();
  server = await startTestServer({ env: { VOICEPRINT_PROVIDER: 'embedding', VOICEPRINT_EMBEDDING_URL: fake.url } });
  const owner = adminCaller(server.fetch, await server.login('owner01'));
  const set = await owner('PUT', '/api/admin/system/setting/voiceprint', { login: 1, practicecheck: 0, threshold: 80, autopass: 0 });
  expect(set.status).toBe(200);
  male = speechAudio('我是本人，正在使用声纹登录陪练平台，请验证我的声音。', MALE);
  maleAgain = speechAudio('今天天气很好，我准备开始今天的销售陪练。', MALE);
  female = speechAudio('今天天气很好，我准备开始今天的销售陪练。', FEMALE);
});
afterEach(() => closeAll());
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const { open, call, closeAll } = vpr;

/** Sends a recording in chunks of 4096 samples and closes it. */
const read = (socket: Parameters<typeof vpr.read>[0], audio: SpeechAudio, compareusers: string[] = []) => vpr.read(socket, audio.pcm, compareusers);
const register = async (account: string, audio: SpeechAudio) => vpr.register(await server.login(account), audio.pcm);

describe('voiceprints', () => {
  it('registers a voice confirmed by the password, and signs in by it from the recent accounts', async () => {
    const wrong = await open('register', await server.login('learner01'));
    await call(wrong, VOICEPRINT_CALLS.init, {});
    await read(wrong, male);
    expect(await call(wrong, VOICEPRINT_CALLS.validate, { pwd: 'not-the-password' })).toMatchObject({ ok: false, errmsg: '账号或密码错误' });
    expect(await register('learner01', male)).toEqual({ ok: true, outcome: 'registered' });

    const login = await open('login');
    const result = await read(login, maleAgain, ['learner01']);
    expect(result).toMatchObject({ ok: true, status: VOICEPRINT_STATUS.normal, users: [{ username: expect.any(String) }] });
    const userid = (result as { users: { id: string }[] }).users[0]!.id;
    const signedIn = await call(login, VOICEPRINT_CALLS.login, { userid });
    expect(signedIn).toMatchObject({ ok: true, login: { successed: true, user: [{ account: 'learner01' }] } });
    const token = (signedIn as { login: { user: { token: string }[] } }).login.user[0]!.token;
    expect((await server.fetch('/api/trainning/user/voiceprint', { headers: { token } })).status).toBe(200);
    const logged = await server.database.db.select().from(loginLogs).where(eq(loginLogs.method, 'voiceprint'));
    expect(logged).toMatchObject([{ account: 'learner01', success: 1, client: 'pc' }]);
  });

  it("refuses another speaker's voice with the score, and signs in nobody the voice did not match", async () => {
    const login = await open('login');
    expect(await read(login, female, ['learner01'])).toMatchObject({ ok: true, status: VOICEPRINT_STATUS.noMatch });
    const compared = await call(login, VOICEPRINT_CALLS.compare, { account: 'learner01' });
    expect(compared).toMatchObject({ ok: true, status: VOICEPRINT_STATUS.scoreLow, required: 80 });
    expect((compared as { msg: string }).msg).toMatch(/^声纹验证失败，请重试（得分\d+，需要80）$/);
    const me = await server.fetch('/api/trainning/user/voiceprint', { headers: { token: await server.login('learner01') } });
    const { id } = (await me.json()) as { id?: string };
    expect(await call(login, VOICEPRINT_CALLS.login, { userid: id ?? 'anyone' })).toMatchObject({ ok: false, errcode: 40391 });
    expect(await call(login, VOICEPRINT_CALLS.compare, { account: '' })).toMatchObject({ ok: false, errmsg: expect.stringContaining('请先输入账号') });
  });

  it('says a recording too short to register in the spec code, and offers the chooser when two accounts match', async () => {
    const socket = await open('register', await server.login('learner02'));
    expect(await read(socket, speechAudio('好的', MALE))).toMatchObject({ ok: true, status: VOICEPRINT_STATUS.tooShort, msg: '语音太短，请完整朗读提示文字' });
    expect(await call(socket, VOICEPRINT_CALLS.validate, { pwd: DEMO_PASSWORD })).toMatchObject({ ok: false, errcode: 40994 });
    expect(await register('learner02', male)).toEqual({ ok: true, outcome: 'registered' });

    const login = await open('login');
    const result = await read(login, maleAgain, ['learner02', 'learner01']);
    expect(result).toMatchObject({ ok: true, status: 0 });
    expect((result as { users: unknown[] }).users).toHaveLength(2);
  });

  it('sends a re-registration to the audit, signs in by the new voice once the audit passes it, and forgets everything on unbinding', async () => {
    expect(await register('learner01', female)).toEqual({ ok: true, outcome: 'pending' });
    const token = await server.login('learner01');
    const mine = async () => (await server.fetch('/api/trainning/user/voiceprint', { headers: { token } })).json();
    expect(await mine()).toMatchObject({ enabled: true, registered: true, pending: true });
    // The registered voice still signs in until the audit passes the new one.
    const login = await open('login');
    const before = await read(login, maleAgain, ['learner01']);
    expect(before).toMatchObject({ status: 0, users: [{ id: expect.any(String) }] });
    const userid = (before as { users: { id: string }[] }).users[0]!.id;
    const superadmin = adminCaller(server.fetch, await server.login('superadmin'));
    expect((await superadmin('PUT', `/api/admin/organization/user/checkvoiceflag/${userid}`, { status: 1 })).status).toBe(200);
    expect(await mine()).toMatchObject({ registered: true, pending: false });
    const after = await open('login');
    expect(await read(after, female, ['learner01'])).toMatchObject({ status: 0, users: [{ id: userid }] });
    const old = await open('login');
    expect(await read(old, maleAgain, ['learner01'])).toMatchObject({ status: VOICEPRINT_STATUS.noMatch });

    expect((await server.fetch('/api/trainning/user/unbind/voice', { method: 'PUT', headers: { token } })).status).toBe(200);
    expect(await mine()).toMatchObject({ registered: false, pending: false, createdate: 0 });
    const again = await open('login');
    expect(await read(again, maleAgain, ['learner01'])).toMatchObject({ status: VOICEPRINT_STATUS.notExist });
  });

  it('verifies the signed-in user, and refuses the sockets that may not open', async () => {
    const verify = await open('verify', await server.login('learner02'));
    expect(await read(verify, maleAgain)).toMatchObject({ ok: true, status: 0, required: 80 });
    await expect(open('register')).rejects.toMatchObject({ data: { errcode: 10000 } });
    // Signed out, the user's voiceprint socket goes with the session.
    const token = await server.login('learner02');
    const socket = await open('verify', token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await server.fetch('/api/admin/system/online/logout', { method: 'POST', headers: { token } })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(open('nonsense' as never)).rejects.toMatchObject({ data: { errcode: 40002 } });
  });
});
