import {
  practiceSessionReplySchema,
  scenarioListResponseSchema,
  type ClientToServerEvents,
  type PracticeSessionReply,
  type ServerToClientEvents,
} from '@peilian/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { insertPracticeSession } from '../src/data/practiceSessions.js';
import { createOrganisation, createUser } from './factories.js';
import type { TestServer } from './harness.js';

/** A learner's practice socket as the tests drive it. */
export type PracticeClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Opens an authenticated socket to the server at `url` (websocket, no reconnection) and resolves once connected. */
export async function openPracticeSocket(url: string, token: string, language = 'zh-CN'): Promise<PracticeClientSocket> {
  const socket: PracticeClientSocket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
    extraHeaders: { 'Accept-Language': language },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  } catch (error) {
    socket.close();
    throw error;
  }
  return socket;
}

/** Sends an event and answers its acknowledgement as it came. */
export function emitWithAck(socket: PracticeClientSocket, event: string, payload: unknown): Promise<unknown> {
  const send = socket.timeout(20_000).emitWithAck as unknown as (event: string, payload: unknown) => Promise<unknown>;
  return send.call(socket, event, payload);
}

/** Sends a practice event and checks the acknowledgement has the documented shape. */
export async function practiceCall(socket: PracticeClientSocket, event: string, payload: unknown): Promise<PracticeSessionReply> {
  return practiceSessionReplySchema.parse(await emitWithAck(socket, event, payload));
}

/**
 * The sockets a test file opens on one server: one login per account (a new login of the same
 * client kind would end the earlier session and its sockets), every socket closed by `closeAll`.
 */
export function practiceSockets(server: () => { url: string; login(account: string): Promise<string> }) {
  const tokens = new Map<string, string>();
  const sockets: PracticeClientSocket[] = [];
  const tokenOf = async (account: string): Promise<string> => {
    if (!tokens.has(account)) tokens.set(account, await server().login(account));
    return tokens.get(account)!;
  };
  return {
    tokenOf,
    async open(account: string, language = 'zh-CN'): Promise<PracticeClientSocket> {
      const socket = await openPracticeSocket(server().url, await tokenOf(account), language);
      sockets.push(socket);
      return socket;
    },
    /** Keeps a socket opened elsewhere (another server) to be closed with the rest. */
    keep(socket: PracticeClientSocket): void {
      sockets.push(socket);
    },
    closeAll(): void {
      for (const socket of sockets.splice(0)) socket.close();
    },
  };
}

/** The demo organisation's car-sales scenario (SUV展厅接待), as its owner lists it: its id. */
export async function demoScenarioId(server: {
  login(account: string): Promise<string>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}): Promise<string> {
  const token = await server.login('owner01');
  const response = await server.fetch(`/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`, { headers: { token } });
  return scenarioListResponseSchema.parse(await response.json()).rows[0]!.id;
}

/** A learner of a new organisation with a practice session of their own: their token and that session's id. */
export async function foreignLearnerSession(server: TestServer): Promise<{ token: string; sessionId: string }> {
  const { db } = server.database;
  const org = await createOrganisation(db);
  const stranger = await createUser(db, { orgId: org.id });
  const own = await insertPracticeSession(db, {
    orgId: org.id,
    userId: stranger.id,
    scenarioId: null,
    scenarioName: '外部',
    document: {},
    seed: 1,
    engineState: {},
  });
  return { token: await server.login(stranger.account), sessionId: own.id };
}
