import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOICEPRINT_HEARTBEAT_MS } from '../limits.js';
import { choice, fakeStoredUser, fakeVoiceprintWorld, type FakeVoiceprintWorld } from './fakeVoiceprintSocket.js';
import { VoiceprintMicrophoneError } from './voiceprintPort.js';
import { createVoiceprintStore } from './voiceprintStore.js';
import type { VoiceprintStore } from './voiceprintTypes.js';

const result = (status: number, extra: object = {}) => ({ ok: true, status, msg: '', ...extra });
const signedInAnswer = { successed: true, user: [fakeStoredUser] };

let world: FakeVoiceprintWorld;
let store: VoiceprintStore;

async function openFlow(flow: 'login' | 'register') {
  store = createVoiceprintStore(world.options(flow));
  await store.getState().open();
}

/** Records one chunk and ends the recording; answers with the close's result. */
async function record() {
  await store.getState().startRecording();
  world.speak(new Uint8Array([1, 2]));
  await store.getState().stopRecording();
}

const events = () => world.calls.map((call) => call.event);

beforeEach(() => {
  vi.useFakeTimers();
  world = fakeVoiceprintWorld();
  world.recent = ['newest', 'older'];
});
afterEach(() => {
  store.getState().close();
  vi.useRealTimers();
});

describe('voice sign-in', () => {
  it('welcomes the one match, counts down and signs in with the login answer', async () => {
    world.answers['vpr:close'] = [result(0, { users: [choice('u1', 'Li Lei')] })];
    world.answers['vpr:login'] = [{ ok: true, login: signedInAnswer }];
    await openFlow('login');
    expect(store.getState()).toMatchObject({ phase: 'ready', text: '请朗读' });
    await record();
    expect(world.calls.find((call) => call.event === 'vpr:close')?.payload).toEqual({ compareusers: ['newest', 'older'] });
    expect(events().filter((event) => event === 'vpr:record')).toHaveLength(2);
    expect(store.getState()).toMatchObject({ phase: 'welcome', countdown: 3, chosen: { username: 'Li Lei' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getState().countdown).toBe(1);
    expect(events()).not.toContain('vpr:login');
    await vi.advanceTimersByTimeAsync(1000);
    expect(world.calls.at(-1)).toEqual({ event: 'vpr:login', payload: { userid: 'u1' } });
    expect(store.getState()).toMatchObject({ phase: 'signedIn', login: signedInAnswer });
    expect(world.closed).toBe(1);
  });

  it('offers several matches, then welcomes the chosen one', async () => {
    world.answers['vpr:close'] = [result(0, { users: [choice('u1'), choice('u2', 'Han Meimei')] })];
    await openFlow('login');
    await record();
    expect(store.getState().phase).toBe('choose');
    expect(store.getState().users.map((user) => user.id)).toEqual(['u1', 'u2']);
    store.getState().choose('u2');
    expect(store.getState()).toMatchObject({ phase: 'welcome', chosen: { username: 'Han Meimei' } });
  });

  it.each([1, 2])('asks for the account on status %i and compares with it', async (status) => {
    world.answers['vpr:close'] = [result(status, { msg: '声纹验证失败，请重试（得分40，需要60）' })];
    world.answers['vpr:compare'] = [result(0, { users: [choice('u7')] })];
    await openFlow('login');
    await record();
    expect(store.getState()).toMatchObject({ phase: 'account', notice: { text: '声纹验证失败，请重试（得分40，需要60）' }, recent: ['newest', 'older'] });
    await store.getState().compare('  someone  ');
    expect(world.calls.at(-1)).toEqual({ event: 'vpr:compare', payload: { account: 'someone' } });
    expect(store.getState()).toMatchObject({ phase: 'welcome', chosen: { id: 'u7' } });
  });

  it('warns about a blank account without calling', async () => {
    world.answers['vpr:close'] = [result(1)];
    await openFlow('login');
    await record();
    const sent = world.calls.length;
    await store.getState().compare('   ');
    expect(store.getState()).toMatchObject({ phase: 'account', notice: { key: 'validation.accountRequired' } });
    expect(world.calls).toHaveLength(sent);
  });

  it('shows the message of status 2 from the §8 catalogue when the server sends none', async () => {
    world.answers['vpr:close'] = [result(2, { score: 41, required: 60 })];
    await openFlow('login');
    await record();
    expect(store.getState().notice).toEqual({ key: 'voiceprint.status.2', params: { score: 41, required: 60 } });
  });

  it('returns to the recording with a quality code’s message', async () => {
    world.answers['vpr:close'] = [result(200003, { msg: '音量太小' })];
    await openFlow('login');
    await record();
    expect(store.getState()).toMatchObject({ phase: 'ready', notice: { text: '音量太小' } });
    expect(events().filter((event) => event === 'vpr:init')).toHaveLength(1);
  });

  it('resets the recording on status 5: a fresh text', async () => {
    world.answers['vpr:close'] = [result(5)];
    world.answers['vpr:init'] = [
      { ok: true, flow: 'login', text: 'first', audioformat: 'pcm_s16le_16000_mono', heartbeatms: 10_000, registered: false },
      { ok: true, flow: 'login', text: 'second', audioformat: 'pcm_s16le_16000_mono', heartbeatms: 10_000, registered: false },
    ];
    await openFlow('login');
    await record();
    expect(store.getState()).toMatchObject({ phase: 'ready', text: 'second', notice: { key: 'voiceprint.status.5' } });
  });

  it('fails on a refusal and starts again on restart', async () => {
    world.answers['vpr:close'] = [{ ok: false, errcode: 40391, errmsg: '声纹服务暂时不可用' }];
    await openFlow('login');
    await record();
    expect(store.getState()).toMatchObject({ phase: 'failed', failure: { text: '声纹服务暂时不可用' } });
    expect(world.closed).toBe(1);
    await store.getState().restart();
    expect(store.getState()).toMatchObject({ phase: 'ready', failure: null });
  });

  it('fails with the handshake’s refusal', async () => {
    await openFlow('login');
    world.emitEvent({ type: 'connectError', message: '声纹功能未开启，请联系管理员' });
    expect(store.getState()).toMatchObject({ phase: 'failed', failure: { text: '声纹功能未开启，请联系管理员' } });
  });

  it('stays on the recording step with the microphone’s message when it is refused', async () => {
    world.micError = new VoiceprintMicrophoneError('microphone.denied');
    await openFlow('login');
    await store.getState().startRecording();
    expect(store.getState()).toMatchObject({ phase: 'ready', notice: { key: 'microphone.denied' } });
  });

  it('beats every heartbeat period and stops everything on close', async () => {
    await openFlow('login');
    await store.getState().startRecording();
    await vi.advanceTimersByTimeAsync(VOICEPRINT_HEARTBEAT_MS * 2);
    expect(events().filter((event) => event === 'vpr:heartbeat')).toHaveLength(2);
    store.getState().close();
    expect(world.recording).toBe(false);
    expect(world.closed).toBe(1);
    expect(store.getState().phase).toBe('idle');
    await vi.advanceTimersByTimeAsync(VOICEPRINT_HEARTBEAT_MS * 2);
    expect(events().filter((event) => event === 'vpr:heartbeat')).toHaveLength(2);
  });
});

describe('registration', () => {
  it.each([['registered'], ['pending'], ['autopassed']] as const)('confirms the passed recording and ends %s', async (outcome) => {
    world.answers['vpr:close'] = [result(0)];
    world.answers['vpr:validate'] = [{ ok: true, outcome }];
    await openFlow('register');
    await record();
    expect(world.calls.find((call) => call.event === 'vpr:close')?.payload).toEqual({});
    expect(store.getState().phase).toBe('confirm');
    await store.getState().validate({ mobile: '13800000000', code: '1234', msgtype: 'sms' });
    expect(world.calls.at(-1)?.event).toBe('vpr:validate');
    expect(store.getState()).toMatchObject({ phase: 'done', outcome });
  });

  it('stays on the confirmation with a refused password', async () => {
    world.answers['vpr:close'] = [result(0)];
    world.answers['vpr:validate'] = [{ ok: false, errcode: 40309, errmsg: '密码验证失败' }];
    await openFlow('register');
    await record();
    await store.getState().validate({ pwd: 'wrong' });
    expect(store.getState()).toMatchObject({ phase: 'confirm', notice: { text: '密码验证失败' } });
  });

  it('waits for a recorder that hands over its last chunk after being stopped before closing', async () => {
    world.answers['vpr:close'] = [result(0)];
    const options = world.options('register');
    let handOver: ((chunk: Uint8Array) => void) | null = null;
    store = createVoiceprintStore({
      ...options,
      microphone: {
        start(onChunk) {
          handOver = onChunk;
          // As WeChat's RecorderManager: the last frame arrives after stop, then the stop resolves.
          return Promise.resolve({ stop: () => Promise.resolve().then(() => handOver?.(new Uint8Array([7, 7]))) });
        },
      },
    });
    await store.getState().open();
    await store.getState().startRecording();
    await store.getState().stopRecording();
    const sent = world.calls.filter((call) => call.event === 'vpr:record' || call.event === 'vpr:close');
    expect(sent.map((call) => call.event)).toEqual(['vpr:record', 'vpr:close']);
    expect(store.getState().phase).toBe('confirm');
  });

  it('goes back to the recording when the quality check fails', async () => {
    world.answers['vpr:close'] = [result(200005)];
    await openFlow('register');
    await record();
    expect(store.getState()).toMatchObject({ phase: 'ready', notice: { key: 'voiceprint.status.200005' } });
  });
});
