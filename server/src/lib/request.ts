import { createTranslator, type Translate } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../auth/middleware.js';
import type { UserRow } from '../db/schema/index.js';
import { requestLanguage } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';

/**
 * Who is asking, with the services a command needs: the one request context every command of a
 * signed-in caller takes. Everything happens inside the caller's organisation.
 */
export interface CallerRequest {
  deps: AppDeps;
  log: Logger;
  /** The signed-in user (learner or administrator). */
  caller: UserRow;
  /** Texts in the caller's language, for what is written into files (templates, error reasons). */
  t: Translate;
}

/** The request context of a signed-in call (behind the learner or admin router's session check). */
export function callerRequest(ctx: Context): CallerRequest {
  return { deps: ctx.deps, log: ctx.log, caller: authOf(ctx).user, t: createTranslator(requestLanguage(ctx)) };
}
