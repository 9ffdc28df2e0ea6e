import type { Server as HttpServer } from 'node:http';
import {
  createTranslator,
  type ClientToServerEvents,
  type HandshakeErrorData,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@peilian/shared';
import { Server, type ServerOptions } from 'socket.io';
import { authenticateToken, endOfUse } from './auth/session.js';
import { settingsTimeZone } from './lib/orgClock.js';
import { settingsDataPermission } from './auth/dataPermission.js';
import { appError, pickLanguage, socketRefusal } from './errors/index.js';
import type { Logger } from './logger.js';
import type { AppDeps, RealtimeHub } from './http/context.js';
import { securityHeadersForNode } from './http/securityHeaders.js';
import type { UserRow } from './db/schema/index.js';
import { socketCaller } from './auth/caller.js';
import { registerSocketRoutes } from './socketRoutes.js';
import { endWithSession, sessionRoom, userRoom } from './realtime/sessionEnd.js';
import type { RealtimeSocket } from './realtime/socketCalls.js';
import { attachVoiceprintSocket } from './identity/voiceprint/socket.js';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** The user each socket's handshake authenticated: every call of the socket runs as them. */
const handshakeUsers = new WeakMap<RealtimeSocket, UserRow>();
/** Each open socket's way to check its session again on its next event (`endWithSession`). */
const rechecks = new WeakMap<RealtimeSocket, () => void>();

/**
 * The language the client asked for: `auth.language` (a browser's WebSocket cannot set headers), else
 * its Accept-Language (the mini-program's socket sets it).
 */
function handshakeLanguageHeader(socket: RealtimeSocket): string | undefined {
  const fromAuth = (socket.handshake.auth as { language?: unknown }).language;
  return typeof fromAuth === 'string' && fromAuth ? fromAuth : socket.handshake.headers['accept-language'];
}

function handshakeToken(socket: RealtimeSocket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const fromQuery = socket.handshake.query.token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/** The handshake's `connect_error`: the refusal HTTP would answer, in `data`. */
function handshakeRefusal(error: unknown, language: SocketData['language'], log: Logger): Error & { data: HandshakeErrorData } {
  const { errcode, errmsg } = socketRefusal(error, createTranslator(language), log);
  return Object.assign(new Error(errmsg), { data: { errcode, errmsg } });
}

/**
 * socket.io on the app's HTTP server (path `/socket.io`). The handshake must carry a live session
 * token (`auth.token`, or `?token=` for clients that cannot set auth); otherwise `connect_error`
 * carries `{ errcode, errmsg }` as HTTP would.
 */
export function attachRealtime(httpServer: HttpServer, deps: AppDeps, adapter?: ServerOptions['adapter']): { io: RealtimeServer; hub: RealtimeHub } {
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 1_000_000,
    // WebSocket only: any process may take a client's next connection, with no sticky sessions
    // (docs/deploy.md, "Several processes"); clients name their language in `auth.language`.
    transports: ['websocket'],
    ...(adapter ? { adapter } : {}),
  });
  // socket.io answers outside Koa (the WebSocket handshake, its refusals); they carry the same headers.
  io.engine.use(securityHeadersForNode({ ...deps.config.securityHeaders, trustProxy: deps.config.trustProxy }));

  io.use(async (socket, next) => {
    const header = handshakeLanguageHeader(socket);
    const language = pickLanguage(header);
    if (deps.isDraining()) return next(handshakeRefusal(appError('errors.shuttingDown'), language, deps.logger));
    try {
      const token = handshakeToken(socket);
      // No cache: a handshake always asks the database whether the session still stands.
      const sessionDeps = { db: deps.db, clock: deps.clock, config: deps.config };
      const found = await authenticateToken(sessionDeps, token);
      const { session, user } = found;
      handshakeUsers.set(socket, user);
      socket.data = {
        userId: user.id,
        orgId: session.orgId,
        sessionId: session.id,
        language: pickLanguage(header, user.language),
        timeZone: settingsTimeZone(found.orgSettings),
        dataPermission: settingsDataPermission(found.orgSettings),
      };
      await socket.join([sessionRoom(session.id), userRoom(user.id)]);
      rechecks.set(socket, endWithSession(socket, sessionDeps, token, endOfUse(deps.config, found), deps.logger));
      next();
    } catch (error) {
      next(handshakeRefusal(error, language, deps.logger));
    }
  });

  io.on('connection', (socket) => {
    const user = handshakeUsers.get(socket);
    if (user) registerSocketRoutes(socket, socketCaller(deps, user, socket));
  });

  const voiceprintSockets = attachVoiceprintSocket(io, deps);

  const hub: RealtimeHub = {
    disconnectSession: (sessionId) => {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
      voiceprintSockets.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    recheckOrganisation: (orgId) => {
      for (const socket of io.of('/').sockets.values()) if (socket.data.orgId === orgId) rechecks.get(socket)?.();
    },
    pushToUser: (userId, event, ...args) => {
      (io.to(userRoom(userId)).emit as (name: string, ...payload: unknown[]) => boolean)(event, ...args);
    },
  };
  return { io, hub };
}
