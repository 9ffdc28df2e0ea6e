import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { ClientToServerEvents, HandshakeErrorData, ServerToClientEvents } from '@peilian/shared';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let server: TestServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server?.close());

function open(options: { token?: string; queryToken?: string; language?: string; authLanguage?: string } = {}): ClientSocket {
  const socket: ClientSocket = connect(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { ...(options.token ? { token: options.token } : {}), ...(options.authLanguage ? { language: options.authLanguage } : {}) },
    query: options.queryToken ? { token: options.queryToken } : {},
    extraHeaders: options.language ? { 'Accept-Language': options.language } : {},
  });
  sockets.push(socket);
  return socket;
}

/** Resolves 'connected' or the handshake refusal data. */
function outcome(socket: ClientSocket): Promise<'connected' | HandshakeErrorData> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve((error as Error & { data: HandshakeErrorData }).data));
  });
}

describe('socket.io handshake', () => {
  it('accepts a session token in auth and answers ping with an ack', async () => {
    const socket = open({ token: await server.login('learner01') });
    expect(await outcome(socket)).toBe('connected');
    const reply = await socket.timeout(5000).emitWithAck('ping', { sentAt: 123 });
    expect(reply).toMatchObject({ ok: true, sentAt: 123 });
    expect(reply.ok && typeof reply.serverTime).toBe('number');
  });

  it('accepts the token as a query parameter for clients that cannot set auth', async () => {
    const socket = open({ queryToken: await server.login('learner02') });
    expect(await outcome(socket)).toBe('connected');
  });

  it('acknowledges a malformed ping with errors.invalidInput instead of crashing', async () => {
    const socket = open({ token: await server.login('learner01') });
    await outcome(socket);
    const reply = await socket.timeout(5000).emitWithAck('ping', { sentAt: 'soon' } as unknown as { sentAt: number });
    expect(reply).toMatchObject({ ok: false, errcode: 40002 });
  });

  it('refuses a handshake without a token, translated', async () => {
    expect(await outcome(open())).toEqual({ errcode: 10000, errmsg: '登录已失效，请重新登录' });
    expect(await outcome(open({ language: 'en' }))).toEqual({
      errcode: 10000,
      errmsg: 'Your session has expired, please log in again',
    });
    // A browser's WebSocket sets no headers: the web app names its language in the handshake, first.
    expect(await outcome(open({ authLanguage: 'zh-TW', language: 'en' }))).toEqual({ errcode: 10000, errmsg: '登入已失效，請重新登入' });
  });

  it('refuses an unknown token', async () => {
    expect(await outcome(open({ token: 'A'.repeat(43) }))).toMatchObject({ errcode: 10000 });
  });

  it('disconnects the sockets of a session when it logs out, and refuses its token afterwards', async () => {
    const token = await server.login('learner01');
    const socket = open({ token });
    expect(await outcome(socket)).toBe('connected');
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const logout = await server.fetch('/api/admin/system/online/logout', { method: 'POST', headers: { token } });
    expect(logout.status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(await outcome(open({ token }))).toMatchObject({ errcode: 10000 });
  });
});
