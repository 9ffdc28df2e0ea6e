import { createTranslator, type Translate } from '@peilian/shared';
import type { Context } from 'koa';
import { settingsDataPermission, viewerOf } from './dataPermission.js';
import { authOf } from './middleware.js';
import type { Viewer } from '../data/dataScope.js';
import type { UserRow } from '../db/schema/index.js';
import { requestLanguage } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';
import { settingsTimeZone } from '../lib/orgClock.js';

/**
 * Who is calling, with the services a command needs: the one context every command of a signed-in
 * user takes, built alike by an HTTP request (`httpCaller`) and by a socket from its handshake
 * (`socketCaller`). Everything happens inside the caller's organisation.
 */
export interface Caller {
  deps: AppDeps;
  log: Logger;
  /** The signed-in user (learner or administrator): the session's row, or the socket handshake's. */
  caller: UserRow;
  /** The caller's organisation (`caller.orgId`). */
  orgId: string;
  /** The caller's user id (`caller.id`). */
  userId: string;
  /** The organisation's time zone, its one clock (`lib/orgClock.ts`): the day a report counts, a time a message quotes. */
  zone: string;
  /** Whose people the caller sees (admin §6 data permission): every read of people or their results selects through it. */
  viewer: Viewer;
  /** Texts in the caller's language, for what is written into files (templates, error reasons) and refusals. */
  t: Translate;
}

/** The caller of a signed-in HTTP request (behind the learner or admin router's session check). */
export function httpCaller(ctx: Context): Caller {
  const { user, orgSettings } = authOf(ctx);
  return {
    deps: ctx.deps,
    log: ctx.log,
    caller: user,
    orgId: user.orgId,
    userId: user.id,
    zone: settingsTimeZone(orgSettings),
    viewer: viewerOf(user, settingsDataPermission(orgSettings)),
    t: createTranslator(requestLanguage(ctx)),
  };
}

/** The caller of an authenticated socket: the handshake's user, in the handshake's language. */
export function socketCaller(
  deps: AppDeps,
  user: UserRow,
  socket: { id: string; data: { orgId: string; timeZone: string; dataPermission: 0 | 1; language: Parameters<typeof createTranslator>[0] } },
): Caller {
  return {
    deps,
    log: deps.logger.child({ socket: socket.id, userId: user.id }),
    caller: user,
    orgId: socket.data.orgId,
    userId: user.id,
    zone: socket.data.timeZone,
    viewer: viewerOf(user, socket.data.dataPermission),
    t: createTranslator(socket.data.language),
  };
}
