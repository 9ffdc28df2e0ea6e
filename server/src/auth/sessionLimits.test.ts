import type { ClientToServerEvents, HandshakeErrorData, ServerToClientEvents } from '@peilian/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/clock.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
/** `last_seen_at` is written at most once a minute: idleness is measured from up to a minute earlier. */
const MINUTE_S = 60;

const clock = new ManualClock();
let server: TestServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  // The defaults of docs/security.md: learners 7 days idle and 30 days in all, the back office 2 hours and 12.
  server = await startTestServer({ clock });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server?.close());

/** A signed-in call (the stored user's refresh): its status and errcode. */
async function use(token: string, language = 'zh-CN') {
  const response = await server.fetch('/api/trainning/user/logininfo', { headers: { token, 'Accept-Language': language } });
  const body = (await response.json()) as { errcode: number; errmsg: string };
  return { status: response.status, errcode: body.errcode, errmsg: body.errmsg };
}

const ended = { status: 401, errcode: 10000, errmsg: '登录已失效，请重新登录' };

function open(token: string): ClientSocket {
  const socket: ClientSocket = connect(server.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
  sockets.push(socket);
  return socket;
}

function outcome(socket: ClientSocket): Promise<'connected' | HandshakeErrorData> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve((error as Error & { data: HandshakeErrorData }).data));
  });
}

describe('a learner session', () => {
  it('ends after 7 days without use, and use keeps it going', async () => {
    const token = await server.login('learner01');
    clock.advance(6 * DAY_S);
    expect(await use(token)).toMatchObject({ status: 200 });
    clock.advance(7 * DAY_S - MINUTE_S - 1);
    expect(await use(token)).toMatchObject({ status: 200 });
    clock.advance(7 * DAY_S);
    expect(await use(token)).toEqual(ended);
    expect(await use(token, 'en')).toMatchObject({ errcode: 10000, errmsg: 'Your session has expired, please log in again' });
    // Nothing else about the account changed: signing in again works.
    expect(await use(await server.login('learner01'))).toMatchObject({ status: 200 });
  });

  it('counts the heartbeat as use, and ends 30 days after the sign-in however much it is used', async () => {
    const token = await server.login('learner02');
    for (let step = 0; step < 4; step += 1) {
      clock.advance(6 * DAY_S);
      const beat = await server.fetch('/api/trainning/system/online', { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: '{}' });
      expect(beat.status).toBe(200);
    }
    clock.advance(6 * DAY_S - 1);
    expect(await use(token)).toMatchObject({ status: 200 });
    clock.advance(1);
    expect(await use(token)).toEqual(ended);
  });
});

describe('a back-office session', () => {
  it('ends after 2 hours without use', async () => {
    const token = await server.login('admin01');
    clock.advance(2 * HOUR_S - MINUTE_S);
    expect(await use(token)).toMatchObject({ status: 200 });
    clock.advance(2 * HOUR_S);
    expect(await use(token)).toEqual(ended);
    const admin = await server.fetch('/api/admin/system/keepalive', { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: '{}' });
    expect(admin.status).toBe(401);
  });

  it('ends 12 hours after the sign-in however much it is used', async () => {
    const token = await server.login('owner01');
    for (let step = 0; step < 6; step += 1) {
      clock.advance(110 * MINUTE_S);
      expect(await use(token)).toMatchObject({ status: 200 });
    }
    clock.advance(HOUR_S - 1);
    expect(await use(token)).toMatchObject({ status: 200 });
    clock.advance(1);
    expect(await use(token)).toEqual(ended);
  });
});

describe('a socket of a session', () => {
  it('is refused at the handshake once the session has ended', async () => {
    const token = await server.login('learner01', undefined, { from: 'mini' });
    expect(await outcome(open(token))).toBe('connected');
    clock.advance(7 * DAY_S);
    expect(await outcome(open(token))).toEqual({ errcode: 10000, errmsg: '登录已失效，请重新登录' });
  });

  it('stops working when its session ends while it is open, and carries on while the session is used', async () => {
    const token = await server.login('admin01');
    const socket = open(token);
    expect(await outcome(socket)).toBe('connected');
    // Used over HTTP past the handshake's end time: the socket's next event finds the session going on.
    clock.advance(HOUR_S);
    expect(await use(token)).toMatchObject({ status: 200 });
    clock.advance(HOUR_S + MINUTE_S);
    expect(await socket.timeout(5000).emitWithAck('ping', { sentAt: 1 })).toMatchObject({ ok: true, sentAt: 1 });
    clock.advance(2 * HOUR_S);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(await socket.timeout(5000).emitWithAck('ping', { sentAt: 2 })).toEqual({ ok: false, errcode: 10000, errmsg: '登录已失效，请重新登录' });
    expect(await disconnected).toBe('io server disconnect');
  });
});
