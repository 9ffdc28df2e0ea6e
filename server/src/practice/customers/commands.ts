import { FILE_REFERENCE_RULES, type AdminCustomer, type CustomerBody } from '@peilian/shared';
import { deleteCustomer, findCustomerInOrg, insertCustomer, listCustomers, updateCustomer, voiceTemplateNames } from '../../data/practice/customers.js';
import { findVoiceTemplateInOrg } from '../../data/practice/voiceTemplates.js';
import { scenarioUses } from '../../data/practice/scenarios.js';
import type { CustomerRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { presentCustomer } from '../presenter.js';
import { inOrg, optionalRef } from '../context.js';
import type { Caller } from '../../auth/caller.js';
import { checkStoredFile } from '../../storage/fileReferences.js';

/** Customers (admin §3 "Customer", §5): personas the learner talks to, with a digital human and custom attributes. */

/**
 * The customer's columns from a body. A charged digital human (isfree 0) is refused when it is picked
 * (admin §2: 'this synthesis template is charged, contact the administrator'); one the customer
 * already speaks with (made charged since) is kept, so the customer can still be edited.
 */
async function columns(request: Caller, input: CustomerBody, stored?: CustomerRow) {
  const digitalHuman = await optionalRef(
    request,
    input.digitalhuman,
    (orgId, id) => findVoiceTemplateInOrg(request.deps.db, orgId, id),
    'errors.practice.voiceTemplateNotFound',
  );
  if (digitalHuman && digitalHuman.isfree === 0 && digitalHuman.id !== stored?.digitalHumanId) throw appError('errors.practice.voiceTemplateCharged');
  return {
    name: input.name,
    gender: input.gender,
    avatar: input.avatar ? await checkStoredFile(request.deps.storage, request.caller.orgId, input.avatar, FILE_REFERENCE_RULES.customerAvatar, 'avatar') : '',
    tradeTime: input.tradetime,
    digitalHumanId: digitalHuman?.id ?? null,
    attributes: input.attributes.map((attribute) => ({ label: attribute.label, value: attribute.value })),
  };
}

async function presented(request: Caller, rows: CustomerRow[]): Promise<AdminCustomer[]> {
  const ids = [...new Set(rows.map((row) => row.digitalHumanId).filter((id): id is string => id !== null))];
  const names = await voiceTemplateNames(request.deps.db, request.caller.orgId, ids);
  return rows.map((row) => presentCustomer(row, row.digitalHumanId ? (names.get(row.digitalHumanId) ?? '') : '', request.deps.storage));
}

export async function customerList(request: Caller, query: { name: string; disabled?: number | undefined; page: number; rows: number }) {
  const found = await listCustomers(request.deps.db, request.caller.orgId, query.name, query.disabled, query.page, query.rows);
  return { rows: await presented(request, found.rows), total: found.total };
}

export function customerInOrg(request: Caller, id: string): Promise<CustomerRow> {
  return inOrg(request, id, (orgId, customerId) => findCustomerInOrg(request.deps.db, orgId, customerId), 'errors.practice.customerNotFound');
}

export async function presentedCustomer(request: Caller, id: string): Promise<AdminCustomer> {
  const [customer] = await presented(request, [await customerInOrg(request, id)]);
  return customer!;
}

export async function createCustomer(request: Caller, input: CustomerBody): Promise<AdminCustomer> {
  const row = await insertCustomer(request.deps.db, { orgId: request.caller.orgId, creatorId: request.caller.id, ...(await columns(request, input)) });
  return presentedCustomer(request, row.id);
}

export async function editCustomer(request: Caller, customer: CustomerRow, input: CustomerBody): Promise<AdminCustomer> {
  await updateCustomer(request.deps.db, request.caller.orgId, customer.id, await columns(request, input, customer), request.deps.clock.now());
  return presentedCustomer(request, customer.id);
}

export async function setCustomerDisabled(request: Caller, customer: CustomerRow, disabled: 0 | 1): Promise<AdminCustomer> {
  await updateCustomer(request.deps.db, request.caller.orgId, customer.id, { disabled }, request.deps.clock.now());
  return presentedCustomer(request, customer.id);
}

/** A customer a scenario plays is kept (disable it instead). */
export async function removeCustomer(request: Caller, customer: CustomerRow): Promise<void> {
  if (await scenarioUses(request.deps.db, request.caller.orgId, { customerId: customer.id })) throw appError('errors.practice.inUse');
  await deleteCustomer(request.deps.db, request.caller.orgId, customer.id);
}
