import type { Context } from 'koa';
import { authOf } from '../auth/middleware.js';
import type { UserRow } from '../db/schema/index.js';
import type { AppDeps } from '../http/context.js';
import { DAY_OFFSET_MS } from '../identity/policy.js';
import type { Logger } from '../logger.js';

/** Who is asking, with the services a library command needs; everything happens inside their organisation. */
export interface LibraryRequest {
  deps: AppDeps;
  log: Logger;
  caller: UserRow;
}

export const libraryRequest = (ctx: Context): LibraryRequest => ({ deps: ctx.deps, log: ctx.log, caller: authOf(ctx).user });

/** `yyyymmdd` in China time, the day folder of a stored upload. */
export const dayFolder = (now: Date) => new Date(now.getTime() + DAY_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
