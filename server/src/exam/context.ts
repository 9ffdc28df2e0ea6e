import { createTranslator, type Translate } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../auth/middleware.js';
import type { UserRow } from '../db/schema/index.js';
import type { AppDeps } from '../http/context.js';
import type { Logger } from '../logger.js';
import { requestLanguage } from '../errors/index.js';

/** Who is asking, with the services an exam command needs; everything happens inside their organisation. */
export interface ExamRequest {
  deps: AppDeps;
  log: Logger;
  caller: UserRow;
  /** Texts in the caller's language, for what is written into files (templates, error reasons). */
  t: Translate;
}

export const examRequest = (ctx: Context): ExamRequest => ({
  deps: ctx.deps,
  log: ctx.log,
  caller: authOf(ctx).user,
  t: createTranslator(requestLanguage(ctx)),
});
