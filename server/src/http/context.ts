import type { ServerToClientEvents } from '@peilian/shared';
import type { SessionCache } from '../auth/sessionCache.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db, DatabaseKind } from '../db/client.js';
import type { ActiveSession } from '../data/sessions.js';
import type { Logger } from '../logger.js';
import type { ProcessBus } from '../realtime/processBus.js';
import type { SmsProvider } from '../providers/sms/index.js';
import type { VoiceProviders } from '../providers/index.js';
import type { WechatClient } from '../providers/wechat/index.js';
import type { FileStorage } from '../storage/files.js';

/** What a socket layer exposes to HTTP handlers (e.g. logout drops the session's sockets). */
export interface RealtimeHub {
  disconnectSession(sessionId: string): void;
  /** The organisation's end changed: each of its open sockets checks its session again on its next event. */
  recheckOrganisation(orgId: string): void;
  /**
   * Sends a push to every open socket of one user, in every process (the socket.io adapter carries
   * it): the room each handshake joins (`userRoom`).
   */
  pushToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

/** Process-wide services reachable from every request as `ctx.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  logger: Logger;
  clock: Clock;
  sms: SmsProvider;
  wechat: WechatClient;
  /** Speech synthesis, recognition and the LLM, built once from the configuration. */
  providers: VoiceProviders;
  storage: FileStorage;
  /** New captcha answers (tests replace it to know the answer; default random). */
  captchaText: () => string;
  /** The address users reach this server at: PUBLIC_URL, else the listening URL. */
  publicUrl: string;
  /** `performance.now()` at start, for the uptime figure. */
  startedAt: number;
  /** Resolved session tokens, kept for `SESSION_CACHE_MS`; dropped when a session ends or its user changes here. */
  sessionCache: SessionCache;
  /** The notices this process sends the others of the installation and applies from them (docs/deploy.md). */
  processes: ProcessBus;
  /** Every path that ends a session calls `disconnectSession`, which also drops it from the cache. */
  realtime: RealtimeHub;
  /** True once shutdown has begun: new requests are refused with 503. */
  isDraining(): boolean;
  /** Resolves when the Redis server linking the processes answers; absent without `REDIS_URL`. */
  pingProcessLink?: () => Promise<void>;
}

/** The authenticated caller, set once by the auth middleware of the learner and admin routers. */
export interface AuthState extends ActiveSession {
  /** The raw token from the request header, echoed back in the stored user. */
  token: string;
}

declare module 'koa' {
  interface DefaultState {
    auth?: AuthState;
  }
  interface DefaultContext {
    deps: AppDeps;
    log: Logger;
    requestId: string;
  }
}
