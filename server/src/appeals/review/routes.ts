import { ok } from '@peilian/shared';
import { z } from 'zod';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, ANSWERED } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sendStoredFile } from '../../http/storedFile.js';
import {
  acceptAppeal,
  appealDetail,
  appealRecord,
  appealRecording,
  listAppealsPage,
  readCalendar,
  rejectAppeal,
  resolveAppeal,
  saveCalendar,
} from './commands.js';

const { appeals } = ADMIN_ENDPOINTS;
/** The appeal pages (`complain`, with the hidden `complain-detail`). */
const COMPLAIN = { functions: 'complain' };
/** An appeal the caller sees, by `:id`. */
const APPEAL = { ...COMPLAIN, targets: ['params.id'], load: { id: appealRecord } };
/** A line of the appeal's record by its key (`turn-3`, `a-2`). */
const LINE = { ...APPEAL, params: z.object({ id: z.uuid(), key: z.string().regex(/^[a-z]+-[0-9a-f-]{1,40}$/) }) };

/** Appeals in the back office (docs/appeals.md). */
export function registerAppealReviewRoutes(routers: Routers): void {
  adminRoute(routers, appeals.list, COMPLAIN, async ({ query }, request) => ok(await listAppealsPage(request, query())));
  adminRoute(routers, appeals.calendar, COMPLAIN, async (_input, request) => ok(await readCalendar(request)));
  adminRoute(routers, appeals.saveCalendar, COMPLAIN, async ({ body }, request) => ok(await saveCalendar(request, body())));
  adminRoute(routers, appeals.read, APPEAL, async ({ records }, request) => ok(await appealDetail(request, records.id)));
  adminRoute(routers, appeals.audio, LINE, async ({ params, records }, request, ctx) => {
    const key = await appealRecording(request, records.id, params.key);
    const format = key.split('.').pop() ?? 'mp3';
    await sendStoredFile(ctx, request.deps.storage, key, format, `appeal-${params.key}.${format}`);
    return ANSWERED;
  });
  adminRoute(routers, appeals.accept, APPEAL, async ({ records }, request) => ok(await acceptAppeal(request, records.id)));
  adminRoute(routers, appeals.resolve, APPEAL, async ({ records, body }, request) => ok(await resolveAppeal(request, records.id, body())));
  adminRoute(routers, appeals.reject, APPEAL, async ({ records, body }, request) => ok(await rejectAppeal(request, records.id, body())));
}
