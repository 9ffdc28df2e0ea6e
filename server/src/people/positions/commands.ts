import type { PositionRow } from '../../db/schema/index.js';
import {
  countUsersByPosition,
  deletePosition,
  findPositionByName,
  findPositionInOrg,
  insertPosition,
  listPositions,
  positionInUse,
  updatePosition,
} from '../../data/positions.js';
import { appError } from '../../errors/index.js';
import { loadRecord, recordLoader } from '../../http/records.js';
import type { Caller } from '../../auth/caller.js';
import { descendantIds } from '../tree.js';

/** A position of the caller's organisation by id, else 404; its routes load it for `:id`. */
export const positionRecord = recordLoader('errors.notFound', (db, orgId, id) => findPositionInOrg(db, orgId, id));

/** The parent named by a request ('' = top level), resolved inside the organisation (unknown → 404). */
async function parentOf(request: Caller, parentid: string): Promise<string | null> {
  return parentid ? (await loadRecord(positionRecord, request, parentid)).id : null;
}

/** `GET positions`: every position with its holder count. */
export async function positionList({ deps, caller }: Caller): Promise<{ rows: PositionRow[]; counts: Map<string, number> }> {
  const [rows, counts] = await Promise.all([listPositions(deps.db, caller.orgId), countUsersByPosition(deps.db, caller.orgId)]);
  return { rows, counts };
}

/** `POST position`: names are unique among siblings. */
export async function createPosition(request: Caller, input: { name: string; parentid: string }): Promise<PositionRow> {
  const { deps, log, caller } = request;
  const parentId = await parentOf(request, input.parentid);
  if (await findPositionByName(deps.db, caller.orgId, parentId, input.name)) throw appError('errors.positionExists');
  const created = await insertPosition(deps.db, { orgId: caller.orgId, parentId, name: input.name });
  log.info({ orgId: caller.orgId, positionId: created.id, by: caller.id }, 'position created');
  return created;
}

/** `PUT position/{id}`: rename and/or move; never under itself or a position below it. */
export async function changePosition(
  request: Caller,
  position: PositionRow,
  input: { name?: string | undefined; parentid?: string | undefined },
): Promise<PositionRow> {
  const { deps, log, caller } = request;
  const parentId = input.parentid === undefined ? position.parentId : await parentOf(request, input.parentid);
  if (parentId && descendantIds(await listPositions(deps.db, caller.orgId), position.id).includes(parentId)) throw appError('errors.positionCycle');
  const name = input.name ?? position.name;
  if (await findPositionByName(deps.db, caller.orgId, parentId, name, position.id)) throw appError('errors.positionExists');
  const changed = await updatePosition(deps.db, caller.orgId, position.id, { name, parentId });
  if (!changed) throw appError('errors.notFound');
  log.info({ orgId: caller.orgId, positionId: position.id, by: caller.id }, 'position changed');
  return changed;
}

/** `DELETE position/{id}`: refused while users hold it or positions sit below it. */
export async function removePosition(request: Caller, position: PositionRow): Promise<void> {
  const { deps, log, caller } = request;
  await deps.db.transaction(async (tx) => {
    if (await positionInUse(tx, caller.orgId, position.id)) throw appError('errors.positionNotEmpty');
    await deletePosition(tx, caller.orgId, position.id);
  });
  log.info({ orgId: caller.orgId, positionId: position.id, by: caller.id }, 'position deleted');
}
