import { practiceSessionReplySchema, type ClientToServerEvents, type PracticeSessionReply, type ServerToClientEvents } from '@peilian/shared';
import { io as connect, type Socket } from 'socket.io-client';

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
