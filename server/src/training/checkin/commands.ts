import {
  CATALOG_TYPES,
  CHILD_TASK_TYPES,
  zonedDay,
  type CheckinGridQuery,
  type CheckinListQuery,
  type CheckinRequest,
  type PublishRange,
} from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { findCatalogueInOrg } from '../../data/catalogues.js';
import { checkinDaysOf, checkinMembersPage, type CheckinMember } from '../../data/checkinDays.js';
import {
  checkinRangeOf,
  deleteCheckinTask,
  findCheckinListRow,
  findCheckinTaskInOrg,
  insertCheckinTask,
  listCheckinTasks,
  replaceCheckinRange,
  updateCheckinTask,
  type CheckinTaskListRow,
} from '../../data/checkins.js';
import { existingRangeTargets } from '../../data/packages.js';
import { findScenarioInOrg } from '../../data/practice/scenarios.js';
import type { CheckinTaskRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { recordLoader } from '../../http/records.js';
import { isUuid } from '../../http/request.js';
import { catalogueAccess } from '../../library/index.js';

/** A check-in task of the caller's organisation, else `errors.checkin.notFound`; its routes load it for `:id`. */
export const checkinRecord = recordLoader('errors.checkin.notFound', (db, orgId, id) => findCheckinTaskInOrg(db, orgId, id));

/** Today in the organisation's time zone: the day check-ins count on. */
export const todayOf = (request: Caller): string => zonedDay(request.deps.clock.now().getTime(), request.zone);

/**
 * The practice a task names exists in the organisation: a scenario, or a quick Q&A catalogue the
 * caller may open (a task hands its content to everyone in its range, as a package does).
 */
async function practiceColumns(request: Caller, input: CheckinRequest): Promise<{ scenarioId: string | null; catalogueId: string | null }> {
  const { db } = request.deps;
  if (!isUuid(input.refid)) throw appError('errors.checkin.contentNotFound');
  if (input.kind === CHILD_TASK_TYPES.scenario) {
    if (!(await findScenarioInOrg(db, request.orgId, input.refid))) throw appError('errors.checkin.contentNotFound');
    return { scenarioId: input.refid, catalogueId: null };
  }
  const catalogue = await findCatalogueInOrg(db, request.orgId, input.refid);
  if (!catalogue || catalogue.type !== CATALOG_TYPES.faq) throw appError('errors.checkin.contentNotFound');
  const refusal = (await catalogueAccess(request, CATALOG_TYPES.faq)).refusal(catalogue.id, 'access');
  if (refusal) throw appError(refusal);
  return { scenarioId: null, catalogueId: catalogue.id };
}

/** Every department, position and user of the range is the organisation's (else `errors.tasks.rangeUnknown`, as for packages). */
async function checkRange(request: Caller, range: PublishRange): Promise<void> {
  const all = [...range.departments, ...range.positions, ...range.users];
  if (!all.every(isUuid)) throw appError('errors.tasks.rangeUnknown');
  const found = await existingRangeTargets(request.deps.db, request.orgId, range);
  if (!(['departments', 'positions', 'users'] as const).every((kind) => found[kind].length === range[kind].length)) throw appError('errors.tasks.rangeUnknown');
}

async function taskFields(request: Caller, input: CheckinRequest) {
  await checkRange(request, input.range);
  return {
    title: input.title,
    startDay: input.startday,
    endDay: input.endday,
    kind: input.kind,
    ...(await practiceColumns(request, input)),
    minScore: input.minscore,
    enabled: input.enabled,
  };
}

/** The task as the list shows it, after a write. */
export async function checkinListRow(request: Caller, id: string): Promise<CheckinTaskListRow> {
  const row = await findCheckinListRow(request.deps.db, request.viewer, id, todayOf(request));
  if (!row) throw appError('errors.checkin.notFound');
  return row;
}

export function checkinRangeNames(request: Caller, id: string) {
  return checkinRangeOf(request.deps.db, request.orgId, id);
}

export function checkinList(request: Caller, query: CheckinListQuery) {
  return listCheckinTasks(request.deps.db, request.viewer, { ...query, today: todayOf(request) });
}

export async function createCheckin(request: Caller, input: CheckinRequest): Promise<CheckinTaskListRow> {
  const { deps, orgId, userId, log } = request;
  const fields = await taskFields(request, input);
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertCheckinTask(tx, { orgId, ...fields, creatorId: userId });
    await replaceCheckinRange(tx, orgId, row.id, input.range);
    return row;
  });
  log.info({ orgId, checkinId: created.id, by: userId }, 'check-in task created');
  return checkinListRow(request, created.id);
}

/** Saves the whole form; days already checked in stay (a changed rule counts from the next practice on). */
export async function changeCheckin(request: Caller, row: CheckinTaskRow, input: CheckinRequest): Promise<CheckinTaskListRow> {
  const { deps, orgId, userId, log } = request;
  const fields = await taskFields(request, input);
  await deps.db.transaction(async (tx) => {
    if (!(await updateCheckinTask(tx, orgId, row.id, fields))) throw appError('errors.checkin.notFound');
    await replaceCheckinRange(tx, orgId, row.id, input.range);
  });
  log.info({ orgId, checkinId: row.id, by: userId }, 'check-in task changed');
  return checkinListRow(request, row.id);
}

export async function setCheckinEnabled(request: Caller, row: CheckinTaskRow, enabled: 0 | 1): Promise<CheckinTaskListRow> {
  if (!(await updateCheckinTask(request.deps.db, request.orgId, row.id, { enabled }))) throw appError('errors.checkin.notFound');
  request.log.info({ orgId: request.orgId, checkinId: row.id, by: request.userId, enabled }, 'check-in task status set');
  return checkinListRow(request, row.id);
}

export async function removeCheckin(request: Caller, row: CheckinTaskRow): Promise<void> {
  if (!(await deleteCheckinTask(request.deps.db, request.orgId, row.id))) throw appError('errors.checkin.notFound');
  request.log.info({ orgId: request.orgId, checkinId: row.id, by: request.userId }, 'check-in task deleted');
}

export function checkinGrid(request: Caller, row: CheckinTaskRow, query: CheckinGridQuery) {
  return checkinMembersPage(request.deps.db, request.viewer, row.id, {
    departmentId: query.departmentid,
    keyword: query.keyword,
    page: query.page,
    rows: query.rows,
  });
}

/** One learner the task reaches (and the caller sees), with their days; else `errors.checkin.learnerNotFound`. */
export async function checkinLearner(request: Caller, row: CheckinTaskRow, userId: string) {
  const { rows } = await checkinMembersPage(request.deps.db, request.viewer, row.id, { departmentId: '', keyword: '', page: 1, rows: 1, userId });
  const member: CheckinMember | undefined = rows[0];
  if (!member) throw appError('errors.checkin.learnerNotFound');
  return { member, days: await checkinDaysOf(request.deps.db, request.orgId, row.id, userId) };
}
