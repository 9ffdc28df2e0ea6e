import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { z } from 'zod';
import { adminRoute, learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import type { Caller } from '../../auth/caller.js';
import type { CheckinTaskListRow } from '../../data/checkins.js';
import {
  changeCheckin,
  checkinGrid,
  checkinLearner,
  checkinList,
  checkinListRow,
  checkinRangeNames,
  checkinRecord,
  createCheckin,
  removeCheckin,
  setCheckinEnabled,
  todayOf,
} from './commands.js';
import { myCheckin, myCheckins } from './learner.js';
import { presentCheckinItem, presentDay, presentGridRow, taskDays } from './presenter.js';

const { checkins } = ADMIN_ENDPOINTS;
const { training } = LEARNER_ENDPOINTS;

/**
 * Check-in tasks (admin §2 /admin/train clockinout, clockinout-detail; docs/checkin.md): the hidden
 * detail page shares its parent's function, as every hidden page does.
 */
const CLOCKINOUT = { functions: 'clockinout' };
const ID = { ...CLOCKINOUT, targets: ['params.id'], load: { id: checkinRecord } };
const LEARNER_PARAMS = z.object({ id: z.uuid(), userid: z.uuid() });

async function answered(request: Caller, row: CheckinTaskListRow) {
  return ok({ task: presentCheckinItem(row), range: await checkinRangeNames(request, row.task.id) });
}

export function registerCheckinRoutes(routers: Routers): void {
  adminRoute(routers, checkins.list, CLOCKINOUT, async ({ query }, request) => {
    const { rows, total } = await checkinList(request, query());
    return ok({ today: todayOf(request), rows: rows.map(presentCheckinItem), total });
  });
  adminRoute(routers, checkins.read, ID, async ({ records: { id: row } }, request) => {
    return answered(request, await checkinListRow(request, row.id));
  });
  adminRoute(routers, checkins.create, CLOCKINOUT, async ({ body }, request) => answered(request, await createCheckin(request, body())));
  adminRoute(routers, checkins.update, ID, async ({ body, records: { id: row } }, request) => answered(request, await changeCheckin(request, row, body())));
  adminRoute(routers, checkins.enable, ID, async ({ body, records: { id: row } }, request) =>
    answered(request, await setCheckinEnabled(request, row, body().enabled)),
  );
  adminRoute(routers, checkins.remove, { ...ID, recycles: 'checkin' }, async ({ records: { id: row } }, request) => {
    await removeCheckin(request, row);
    return ok({});
  });
  adminRoute(routers, checkins.grid, ID, async ({ query, records: { id: row } }, request) => {
    const today = todayOf(request);
    const [item, page] = await Promise.all([checkinListRow(request, row.id), checkinGrid(request, row, query())]);
    return ok({
      task: presentCheckinItem(item),
      today,
      days: taskDays(row),
      rows: page.rows.map((member) => presentGridRow(row, member, today)),
      total: page.total,
    });
  });
  adminRoute(routers, checkins.learner, { ...ID, params: LEARNER_PARAMS }, async ({ params, records: { id: row } }, request) => {
    const today = todayOf(request);
    const [item, { member, days }] = await Promise.all([checkinListRow(request, row.id), checkinLearner(request, row, params.userid)]);
    const summary = presentGridRow(row, member, today);
    return ok({
      task: presentCheckinItem(item),
      today,
      learner: { userid: member.userId, name: member.name, account: member.account, departmentname: member.departmentName },
      days: days.map(presentDay),
      streak: summary.streak,
      todaystar: summary.todaystar,
      stars: summary.stars,
    });
  });

  learnerRoute(routers, training.checkins, {}, async (_, request) => ok(await myCheckins(request)));
  learnerRoute(routers, training.checkin, { params: z.object({ id: z.string() }) }, async ({ params }, request) => ok(await myCheckin(request, params.id)));
}
