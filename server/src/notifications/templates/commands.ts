import type { NotifyPeriod, NotifyTemplateListQuery, NotifyTemplateRequest } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import {
  deleteNotifyTemplate,
  findNotifyTemplateInOrg,
  insertNotifyTemplate,
  lastSendsOf,
  listNotifyTemplates,
  updateNotifyTemplate,
  type NewNotifyTemplate,
} from '../../data/notifications.js';
import type { NotifyTemplateRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { recordLoader } from '../../http/records.js';
import { attachmentWorkbook, isAttachmentScope } from '../../reports/index.js';
import { nextDueOf } from '../planning.js';
import { countedPeriod } from '../schedule.js';
import { rendered, variableValues } from '../variables.js';

/** A template of the caller's organisation, else `errors.notify.notFound`; its routes load it for `:id`. */
export const templateRecord = recordLoader('errors.notify.notFound', (db, orgId, id) => findNotifyTemplateInOrg(db, orgId, id));

/** The attachment scopes asked are ones the data centre can fill (else `errors.notify.scopeUnavailable`). */
function checkedScopes(input: NotifyTemplateRequest): string[] {
  if (!input.attachments.every(isAttachmentScope)) throw appError('errors.notify.scopeUnavailable');
  return [...new Set(input.attachments)];
}

/** The columns of the form; the next occurrence follows from them in the organisation's time zone. */
function templateFields(request: Caller, input: NotifyTemplateRequest) {
  const fields = {
    subject: input.subject,
    method: input.method,
    period: input.period,
    sendTime: input.sendtime,
    weekday: input.weekday,
    monthday: input.monthday,
    recipients: input.recipients,
    cc: input.cc,
    content: input.content,
    attachments: checkedScopes(input),
    enabled: input.enabled,
  } satisfies Partial<NewNotifyTemplate>;
  return { ...fields, nextDueAt: nextDueOf(fields, request.deps.clock.now(), request.zone), claimedUntil: null };
}

/** The template with its last send, for an answer. */
export async function withLastSend(request: Caller, row: NotifyTemplateRow) {
  return { row, last: (await lastSendsOf(request.deps.db, request.orgId, [row.id])).get(row.id) };
}

export async function templateList(request: Caller, query: NotifyTemplateListQuery) {
  const { rows, total } = await listNotifyTemplates(request.deps.db, request.orgId, query);
  const last = await lastSendsOf(
    request.deps.db,
    request.orgId,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => ({ row, last: last.get(row.id) })), total };
}

export async function createTemplate(request: Caller, input: NotifyTemplateRequest): Promise<NotifyTemplateRow> {
  const { deps, orgId, userId, log } = request;
  const row = await insertNotifyTemplate(deps.db, { orgId, kind: 'custom', ...templateFields(request, input), creatorId: userId });
  log.info({ orgId, templateId: row.id, by: userId }, 'notification template created');
  return row;
}

/** Saves the whole form (the kind stays); the next occurrence is counted again. */
export async function changeTemplate(request: Caller, row: NotifyTemplateRow, input: NotifyTemplateRequest): Promise<NotifyTemplateRow> {
  const changed = await updateNotifyTemplate(request.deps.db, request.orgId, row.id, templateFields(request, input));
  if (!changed) throw appError('errors.notify.notFound');
  request.log.info({ orgId: request.orgId, templateId: row.id, by: request.userId }, 'notification template changed');
  return changed;
}

export async function setTemplateEnabled(request: Caller, row: NotifyTemplateRow, enabled: 0 | 1): Promise<NotifyTemplateRow> {
  const nextDueAt = nextDueOf({ ...row, enabled }, request.deps.clock.now(), request.zone);
  const changed = await updateNotifyTemplate(request.deps.db, request.orgId, row.id, { enabled, nextDueAt, claimedUntil: null });
  if (!changed) throw appError('errors.notify.notFound');
  request.log.info({ orgId: request.orgId, templateId: row.id, by: request.userId, enabled }, 'notification template status set');
  return changed;
}

export async function removeTemplate(request: Caller, row: NotifyTemplateRow): Promise<void> {
  if (!(await deleteNotifyTemplate(request.deps.db, request.orgId, row.id))) throw appError('errors.notify.notFound');
  request.log.info({ orgId: request.orgId, templateId: row.id, by: request.userId }, 'notification template deleted');
}

/** The form rendered with the values a send now would use: the period before today, the attachments' names and rows. */
export async function previewTemplate(request: Caller, input: NotifyTemplateRequest) {
  const { db, clock } = request.deps;
  const scopes = checkedScopes(input).filter(isAttachmentScope);
  const period = countedPeriod(input.period as NotifyPeriod, clock.now(), request.zone);
  const values = await variableValues(db, request.orgId, period, request.zone);
  const files = await Promise.all(scopes.map((scope) => attachmentWorkbook({ db, orgId: request.orgId, zone: request.zone, t: request.t }, scope, period)));
  return {
    ...rendered(input, values),
    periodstart: period.start,
    periodend: period.end,
    values,
    attachments: files.map((file) => ({ scope: file.scope, filename: file.filename, rows: file.rows })),
  };
}
