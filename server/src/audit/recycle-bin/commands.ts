import { RECYCLE_DAYS, type RecycleBinQuery, type RecycledItem, type RecycleKind } from '@peilian/shared';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';
import {
  deleteSoftDeleted,
  dropRecycled,
  filesOfRecycled,
  findRecycled,
  listRecycleBin,
  restoreBlocker,
  writeBack,
  type ListedRecycled,
} from '../../data/recycleBin.js';
import type { Db } from '../../db/client.js';
import type { RecycleBinRow, RecycledFiles } from '../../db/schema/index.js';
import { afterCommit } from '../../db/operationScope.js';
import { uniqueViolation } from '../../db/errors.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import { daysSetting } from '../../lib/daysSetting.js';
import type { Logger } from '../../logger.js';
import type { FileStorage } from '../../storage/files.js';
import { removeFiles } from '../../storage/recycledFiles.js';

/**
 * The recycle bin (admin §4 "Recycle bin: restore or delete permanently"; the `recyclebin` function,
 * isadmin 100 only; docs/decisions.md "The recycle bin"): every deletion of the back office as one
 * entry, restored whole or deleted for good with its files, and purged after the organisation's days.
 */

const DAY_MS = 86_400_000;

/** The organisation's keeping period in days (`settings.recycleBinDays`), or the default. */
const recycleDaysOf = (settings: Readonly<Record<string, unknown>> | null | undefined): number => daysSetting(settings, 'recycleBinDays', RECYCLE_DAYS);

function presentRecycled(entry: ListedRecycled, days: number): RecycledItem {
  return {
    id: entry.id,
    kind: entry.kind as RecycleKind,
    title: entry.title,
    count: entry.count,
    deletedate: entry.deletedAt.toISOString(),
    deleter: entry.deleterName ?? '',
    purgedate: new Date(entry.deletedAt.getTime() + days * DAY_MS).toISOString(),
  };
}

/** `GET api/admin/system/recyclebin`: one page of the organisation's bin, with its keeping period. */
export async function recycleBinPage({ deps, caller }: Caller, query: RecycleBinQuery): Promise<{ rows: RecycledItem[]; total: number; days: number }> {
  const days = recycleDaysOf((await findOrganisationById(deps.db, caller.orgId))?.settings);
  const { rows, total } = await listRecycleBin(deps.db, caller.orgId, query.kind, { offset: (query.page - 1) * query.rows, limit: query.rows });
  return { rows: rows.map((row) => presentRecycled(row, days)), total, days };
}

/** `PUT api/admin/system/recyclebin/setting`. */
export async function setRecycleDays({ deps, caller, log }: Caller, days: number): Promise<void> {
  await setOrganisationSetting(deps.db, caller.orgId, 'recycleBinDays', days);
  log.info({ orgId: caller.orgId, by: caller.id, days }, 'recycle bin keeping period set');
}

async function entryOf({ deps, caller }: Caller, id: string): Promise<RecycleBinRow> {
  const entry = isUuid(id) ? await findRecycled(deps.db, caller.orgId, id) : undefined;
  if (!entry) throw appError('errors.recycleBin.notFound');
  return entry;
}

/**
 * The row a failed foreign key names (`Key (org_id, department_id)=(…, …) is not present in table
 * "departments"`): references go through the organisation, so the row's id is the key's last value.
 */
function missingParent(error: unknown): { table: string; id: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; detail?: unknown; cause?: unknown };
    if (candidate.code === '23503' && typeof candidate.detail === 'string') {
      const match = /=\((.+)\) is not present in table "(.+)"/.exec(candidate.detail);
      return match ? { id: (match[1] ?? '').split(', ').at(-1) ?? '', table: match[2] ?? '' } : { id: '', table: '' };
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * `POST api/admin/system/recyclebin/{id}/restore`: the deletion's rows written back (in a savepoint,
 * so a refusal leaves the bin as it was): what it deleted, the references it cleared, the soft
 * delete undone. Refused when a record it belongs to is gone: in the bin (restore that first) or for good.
 */
export async function restoreRecycled(request: Caller, id: string): Promise<void> {
  const { deps, caller, log } = request;
  const entry = await entryOf(request, id);
  try {
    await deps.db.transaction(async (tx) => {
      await writeBack(tx as Db, entry);
      await dropRecycled(tx as Db, entry);
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw appError('errors.recycleBin.taken');
    const missing = missingParent(error);
    if (!missing) throw error;
    const blocker = await restoreBlocker(deps.db, caller.orgId, missing);
    if (blocker) throw appError('errors.recycleBin.restoreFirst', { title: blocker.title });
    throw appError('errors.recycleBin.belongsToGone');
  }
  log.info({ orgId: caller.orgId, kind: entry.kind, records: entry.count, by: caller.id }, 'restored from the recycle bin');
}

/**
 * Deletes an entry for good in `db`'s transaction: what it soft-deleted is deleted now, its rows go.
 * Answers its files (built-in ones are never removed), to remove once that has committed.
 */
export async function purgeEntry(db: Db, storage: FileStorage, entry: RecycleBinRow): Promise<RecycledFiles> {
  await deleteSoftDeleted(db, entry);
  const { keys, prefixes, paths } = await filesOfRecycled(db, entry);
  await dropRecycled(db, entry);
  const chosen = paths.map((path) => storage.keyOf(path)).filter((key): key is string => key !== undefined);
  return { keys: [...keys, ...chosen], prefixes };
}

/** Removes purged entries' files, a failure logged (the entries are gone: the files are orphans then). */
export function removePurgedFiles(storage: FileStorage, logger: Logger, files: RecycledFiles): Promise<void> {
  return removeFiles(storage, files).catch((error: unknown) => logger.error({ err: error }, 'files of a purged recycle-bin entry not removed'));
}

/** `DELETE api/admin/system/recyclebin/{id}`: deleted for good. */
export async function purgeRecycled(request: Caller, id: string): Promise<void> {
  const { deps, caller, log } = request;
  const entry = await entryOf(request, id);
  const files = await purgeEntry(deps.db, deps.storage, entry);
  afterCommit(() => void removePurgedFiles(deps.storage, log, files));
  log.info({ orgId: caller.orgId, kind: entry.kind, records: entry.count, by: caller.id }, 'deleted for good from the recycle bin');
}
