import { appError } from '../errors/index.js';
import { isUuid } from '../http/request.js';
import type { Caller } from '../auth/caller.js';

type NotFoundKey = Parameters<typeof appError>[0];

/**
 * A row of the caller's organisation by id, else the given not-found error: ids of other
 * organisations and malformed ids answer the same, so nothing outside the organisation shows.
 */
export async function inOrg<T>(request: Caller, id: string, find: (orgId: string, id: string) => Promise<T | undefined>, notFound: NotFoundKey): Promise<T> {
  const found = isUuid(id) ? await find(request.caller.orgId, id) : undefined;
  if (!found) throw appError(notFound);
  return found;
}

/** An optional reference ('' = none) that must name a row of the caller's organisation. */
export async function optionalRef<T extends { id: string }>(
  request: Caller,
  id: string,
  find: (orgId: string, id: string) => Promise<T | undefined>,
  notFound: NotFoundKey,
): Promise<T | null> {
  return id ? inOrg(request, id, find, notFound) : null;
}
