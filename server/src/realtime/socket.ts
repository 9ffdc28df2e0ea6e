import type { Server as HttpServer } from 'node:http';
import {
  ERRORS,
  createTranslator,
  SYSTEM_CALLS,
  type ClientToServerEvents,
  type ErrorKey,
  type HandshakeErrorData,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@peilian/shared';
import { Server, type Socket } from 'socket.io';
import { authenticateToken } from '../auth/session.js';
import { AppError, pickLanguage } from '../errors/index.js';
import type { AppDeps, RealtimeHub } from '../http/context.js';
import { registerPracticeHandlers } from '../practice/session/socket.js';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

function handshakeToken(socket: RealtimeSocket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const fromQuery = socket.handshake.query.token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

function refusal(key: ErrorKey, language: SocketData['language']): Error & { data: HandshakeErrorData } {
  const errmsg = createTranslator(language)(key);
  return Object.assign(new Error(errmsg), { data: { errcode: ERRORS[key].errcode, errmsg } });
}

function registerHandlers(socket: RealtimeSocket): void {
  socket.on(SYSTEM_CALLS.ping.event, (payload, ack) => {
    if (typeof ack !== 'function') return;
    const parsed = SYSTEM_CALLS.ping.payload.safeParse(payload);
    if (!parsed.success) {
      const t = createTranslator(socket.data.language);
      ack({ ok: false, errcode: ERRORS['errors.invalidInput'].errcode, errmsg: t('errors.invalidInput', { detail: 'sentAt' }) });
      return;
    }
    ack({ ok: true, sentAt: parsed.data.sentAt, serverTime: Date.now() });
  });
}

/**
 * socket.io on the app's HTTP server (path `/socket.io`). The handshake must carry a live session
 * token (`auth.token`, or `?token=` for clients that cannot set auth); otherwise `connect_error`
 * carries `{ errcode, errmsg }` as HTTP would.
 */
export function attachRealtime(httpServer: HttpServer, deps: AppDeps): { io: RealtimeServer; hub: RealtimeHub } {
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 1_000_000,
  });

  io.use(async (socket, next) => {
    const header = socket.handshake.headers['accept-language'];
    const language = pickLanguage(header);
    if (deps.isDraining()) return next(refusal('errors.shuttingDown', language));
    try {
      const { session, user } = await authenticateToken(deps.db, handshakeToken(socket));
      socket.data = {
        userId: user.id,
        orgId: session.orgId,
        sessionId: session.id,
        language: pickLanguage(header, user.language),
      };
      await socket.join(sessionRoom(session.id));
      next();
    } catch (error) {
      if (error instanceof AppError) return next(refusal(error.key, language));
      deps.logger.error({ err: error }, 'socket handshake failed');
      next(refusal('errors.unknown', language));
    }
  });

  io.on('connection', (socket) => {
    registerHandlers(socket);
    registerPracticeHandlers(socket, deps);
  });

  const hub: RealtimeHub = {
    disconnectSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
  };
  return { io, hub };
}
