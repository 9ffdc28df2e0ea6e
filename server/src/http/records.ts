import type { ErrorKey } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { appError } from '../errors/index.js';
import type { Caller } from '../auth/caller.js';
import { isUuid } from './request.js';

/**
 * How a record named by an id is loaded in the caller's organisation: `find` answers the row of
 * that organisation (or undefined, also for what the caller may not see), and a miss is the
 * record's own 404, `notFound`. A route names the loader of each path parameter (`load`), so the
 * record is resolved before the handler runs; commands load ids of other places with `loadRecord`.
 */
export interface RecordLoader<Row> {
  readonly notFound: ErrorKey;
  readonly find: (db: Db, orgId: string, id: string, caller: Caller) => Promise<Row | undefined>;
}

/** A record loader: `find` in the organisation, else `notFound`. */
export function recordLoader<Row>(notFound: ErrorKey, find: RecordLoader<Row>['find']): RecordLoader<Row> {
  return { notFound, find };
}

/** The row `loader` finds for `id` in the caller's organisation; a malformed id or a miss is its 404. */
export async function loadRecord<Row>(loader: RecordLoader<Row>, caller: Caller, id: string): Promise<Row> {
  const row = isUuid(id) ? await loader.find(caller.deps.db, caller.orgId, id, caller) : undefined;
  if (row === undefined || row === null) throw appError(loader.notFound);
  return row;
}

/** The loaders of a route's path parameters, by parameter name. */
export type RecordLoads = Readonly<Record<string, RecordLoader<unknown>>>;

/** The rows a route's loaders loaded, by parameter name. */
export type LoadedRecords<L> = { [Name in keyof L]: L[Name] extends RecordLoader<infer Row> ? Row : never };

/** Loads every record the path names, one after the other (the embedded database runs one statement at a time). */
export async function loadRecords<L extends RecordLoads>(loads: L, params: Readonly<Record<string, unknown>>, caller: Caller): Promise<LoadedRecords<L>> {
  const records: Record<string, unknown> = {};
  for (const [name, loader] of Object.entries(loads)) records[name] = await loadRecord(loader, caller, String(params[name] ?? ''));
  return records as LoadedRecords<L>;
}
