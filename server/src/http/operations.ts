import { randomUUID } from 'node:crypto';
import type { Endpoint, RecycleKind } from '@peilian/shared';
import type { Context } from 'koa';
import { ANY_ADMIN } from '../auth/functions.js';
import { seesAnyOf, unseenUsers } from '../data/dataScope.js';
import { beginOperation, setOperationRecord, setOperationSummary, summarizeOperation } from '../data/operationLogs.js';
import { appError } from '../errors/index.js';
import { recycling } from '../data/recycleBin.js';
import { inOperation, withOperationOpener } from '../db/operationScope.js';
import type { Caller } from '../auth/caller.js';
import type { Db } from '../db/client.js';
import { clientIp, isUuid } from './request.js';

/**
 * The operation log of the back office's writes (docs/security.md "Operation log"): every admin
 * route whose method writes runs its handler inside one transaction that opens with the operation's
 * row and names the operation, so the audited tables' triggers record what changed under it. A
 * write that fails rolls back with its row; no route can leave it out, because the route contract
 * does it (`adminRoute`).
 */

/** Whether a route of this method is a write, logged as an operation. */
export const isWrite = (endpoint: Endpoint): boolean => endpoint.method !== 'GET';

/** What the operation's row says about the route: the function that opened it and the route itself. */
export interface OperationRoute {
  functions: readonly string[];
  method: string;
  route: string;
}

/** One call of a write route: its caller, request, route and path parameters. */
export interface OperationCall {
  request: Caller;
  ctx: Context;
  route: OperationRoute;
  params: Readonly<Record<string, unknown>>;
}

/** The `id` of an object, if it is one. */
const idIn = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined);

/**
 * The id of the record a write names: the path's first id, else the answer's or that of the record
 * it answers with (a created record: `{ hotword: { id } }`), else the body's.
 */
function recordIdOf(params: Readonly<Record<string, unknown>>, answer: unknown, body: unknown): string {
  const answered = typeof answer === 'object' && answer !== null ? Object.values(answer).map(idIn) : [];
  // A path naming several ids (`user/{id,id}/batchset`) is named by its first.
  return [...Object.values(params).flat(), idIn(answer), ...answered, idIn(body)].find(isUuid) ?? '';
}

/**
 * Runs `handler` as one operation of `request`'s caller: in a transaction, opened by the operation's
 * row, that the handler is given and that every query of its async context reaches through
 * `deps.db` as well (`db/operationScope.ts`); a record created by the write is named on the row once
 * the answer gives its id.
 */
export async function asOperation<A>({ request, ctx, route, params }: OperationCall, handler: (tx: Db) => Promise<A>): Promise<A> {
  const { db } = request.deps;
  const row = {
    id: randomUUID(),
    orgId: request.orgId,
    userId: request.userId,
    account: request.caller.account,
    name: request.caller.name,
    function: route.functions.find((key) => key !== ANY_ADMIN) ?? ANY_ADMIN,
    method: route.method,
    route: route.route,
    recordId: recordIdOf(params, undefined, undefined),
    ip: clientIp(ctx),
    at: request.deps.clock.now(),
  };
  let unseen = '{}';
  return inOperation(
    db,
    async (tx) => {
      await beginOperation(tx, row);
      if (request.viewer.narrowed) unseen = await unseenUsers(tx, request.viewer);
    },
    async (tx) => {
      const answer = await handler(tx);
      await assertScopeNotWidened(request, unseen);
      const recordId = recordIdOf(params, answer, ctx.request.body);
      if (recordId !== row.recordId) await setOperationRecord(tx, row, recordId);
      await setOperationSummary(tx, row, await summarizeOperation(tx, row));
      return answer;
    },
  );
}

/**
 * The narrowed cannot widen their own scope (docs/people.md "Data permission"): data permission
 * walks the department and position trees from the viewer's own place, and an administrator it
 * narrows may hold the functions that write those trees and its own account. So every write of a
 * narrowed administrator ends, in its transaction, by asking whether it now sees anyone it did not
 * see as it began — by moving itself, a department or a position, or any other way — and is then
 * refused (`dataScopeWidened`) and rolled back. People the write created are not among them.
 */
async function assertScopeNotWidened(request: Caller, unseen: string): Promise<void> {
  if (request.viewer.narrowed && (await seesAnyOf(request.deps.db, request.viewer, unseen))) throw appError('errors.dataScopeWidened');
}

/**
 * Runs `handler`, which opens its operation itself around its writes (`openOperation`, once: the
 * imports); a call that succeeded without opening one (a preview) changed nothing and is not an
 * operation of the log.
 */
export async function withOpenedOperation<A>(call: OperationCall, handler: () => Promise<A>): Promise<A> {
  let opened = false;
  const answer = await withOperationOpener((work) => {
    if (opened) throw new Error(`${call.route.method} ${call.route.route} opened its operation twice`);
    opened = true;
    return asOperation(call, work);
  }, handler);
  return answer;
}

/**
 * Runs a deletion's `handler` (inside its operation) into the recycle bin: an entry of `kind` holds
 * every row it deletes or changes, for the top administrator to restore or delete for good
 * (docs/decisions.md "The recycle bin"); a deletion that took no record of its kind leaves none.
 */
export async function asRecycling<A>(request: Caller, kind: RecycleKind, handler: () => Promise<A>): Promise<A> {
  const { db, clock } = request.deps;
  return recycling(db, { id: randomUUID(), orgId: request.orgId, kind, by: request.userId, at: clock.now() }, handler);
}
