import { createTranslator, type Translate } from '@peilian/shared';
import type { Context } from 'koa';
import { authOf } from '../auth/middleware.js';
import type { UserRow } from '../db/schema/index.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import { isUuid } from '../http/request.js';
import { requestLanguage } from '../errors/index.js';

/** Who is asking, with the services a practice command needs; everything happens inside their organisation. */
export interface PracticeRequest {
  deps: AppDeps;
  caller: UserRow;
  t: Translate;
}

export const practiceRequest = (ctx: Context): PracticeRequest => ({
  deps: ctx.deps,
  caller: authOf(ctx).user,
  t: createTranslator(requestLanguage(ctx)),
});

type NotFoundKey = Parameters<typeof appError>[0];

/**
 * A row of the caller's organisation by id, else the given not-found error: ids of other
 * organisations and malformed ids answer the same, so nothing outside the organisation shows.
 */
export async function inOrg<T>(
  request: PracticeRequest,
  id: string,
  find: (orgId: string, id: string) => Promise<T | undefined>,
  notFound: NotFoundKey,
): Promise<T> {
  const found = isUuid(id) ? await find(request.caller.orgId, id) : undefined;
  if (!found) throw appError(notFound);
  return found;
}

/** An optional reference ('' = none) that must name a row of the caller's organisation. */
export async function optionalRef<T extends { id: string }>(
  request: PracticeRequest,
  id: string,
  find: (orgId: string, id: string) => Promise<T | undefined>,
  notFound: NotFoundKey,
): Promise<T | null> {
  return id ? inOrg(request, id, find, notFound) : null;
}
