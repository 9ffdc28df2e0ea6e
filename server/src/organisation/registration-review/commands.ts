import { zonedDayStart, type Registration, type RegistrationExpiryRequest, type RegistrationListQuery } from '@peilian/shared';
import { findClearance, pendingClearances, platformOrganisationIds, setOrganisationExpiry } from '../../data/lifecycle.js';
import { decideRegistration, findRegistration, listRegistrations, type RegistrationRecord } from '../../data/organisations.js';
import { appError, invalidInput } from '../../errors/index.js';
import { settingsTimeZone } from '../../lib/orgClock.js';
import type { Caller } from '../../auth/caller.js';
import { sendRegistrationReviewSms } from './notices.js';
import { presentRegistration } from './presenter.js';

/**
 * The provider's review of enterprise self-registrations (docs/security.md "Enterprise
 * registration review"): a registered organisation waits, its owner unable to sign in, until the
 * platform's top administrator approves it — then it is in use — or rejects it with a reason. Either
 * way the registrant is told by SMS at the mobile the registration gave. A rejected registration
 * may still be approved later (after the registrant called, say); an approved one is final.
 */

/** `GET api/admin/system/registrations`: one page of the registrations waiting for review, or of those refused. */
export async function registrationPage(request: Caller, query: RegistrationListQuery): Promise<{ rows: Registration[]; total: number }> {
  const { db } = request.deps;
  const found = await listRegistrations(db, query.status, { offset: (query.page - 1) * query.rows, limit: query.rows });
  const orgIds = found.rows.map(({ org }) => org.id);
  const clearances = new Map((await pendingClearances(db, orgIds)).map((row) => [row.orgId, row]));
  const platform = await platformOrganisationIds(db, orgIds);
  return {
    rows: found.rows.map((record) => presentRegistration(record, request.deps.clock.now(), clearances.get(record.org.id), platform.has(record.org.id))),
    total: found.total,
  };
}

/** The calendar day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `PUT registrations/{id}/expiry`: the organisation's account ends after `expiresat` (its last day,
 * in the organisation's zone), or never (''). A new end in the future renews an ended account
 * (docs/decisions.md "An organisation's account ends"). The platform's own organisation is given
 * no last day (platformOrganisationEnds): once it ended, nobody could sign in to renew it.
 */
export async function setRegistrationExpiry(request: Caller, id: string, { expiresat }: RegistrationExpiryRequest): Promise<Registration> {
  const { deps, log, caller } = request;
  const { org, owner } = await registrationOf(request, id);
  const ends = expiresat ? zonedDayStart(nextDay(expiresat), settingsTimeZone(org.settings)) : null;
  if (expiresat && ends === null) throw invalidInput('people.registrations.expiryInvalid', {}, 'expiresat');
  const platform = (await platformOrganisationIds(deps.db, [org.id])).has(org.id);
  if (platform && ends !== null) throw appError('errors.platformOrganisationEnds');
  const changed = await setOrganisationExpiry(deps.db, org.id, ends === null ? null : new Date(ends), deps.clock.now());
  // Its sessions are checked against the new end from the next request on, its open sockets from their next event.
  deps.sessionCache.dropOrganisation(org.id);
  deps.realtime.recheckOrganisation(org.id);
  log.info({ orgId: org.id, by: caller.id, expiresat }, 'organisation account end set');
  return presentRegistration({ org: changed ?? org, owner }, deps.clock.now(), await findClearance(deps.db, org.id), platform);
}

async function registrationOf(request: Caller, id: string): Promise<RegistrationRecord> {
  const found = await findRegistration(request.deps.db, id);
  if (!found) throw appError('errors.notFound');
  return found;
}

async function decide(
  request: Caller,
  id: string,
  status: 'approved' | 'rejected',
  reason: string,
): Promise<{ registration: Registration; notified: boolean }> {
  const { deps, log, caller } = request;
  const { owner } = await registrationOf(request, id);
  const org = await decideRegistration(deps.db, id, { status, reason, at: deps.clock.now() });
  if (!org) throw appError('errors.registrationDecided');
  const notified = await sendRegistrationReviewSms(deps, log, {
    orgId: org.id,
    orgname: org.name,
    mobile: org.contactMobile,
    account: owner?.account ?? '',
    language: owner?.language ?? '',
    decision: status,
    reason,
  });
  log.info({ orgId: org.id, by: caller.id, decision: status, notified }, 'enterprise registration reviewed');
  return { registration: presentRegistration({ org, owner }, deps.clock.now()), notified };
}

/** `POST registrations/{id}/approve`: the organisation is in use from now on; its owner may sign in. */
export function approveRegistration(request: Caller, id: string): Promise<{ registration: Registration; notified: boolean }> {
  return decide(request, id, 'approved', '');
}

/** `POST registrations/{id}/reject`: the organisation stays unusable; the reason goes to the registrant. */
export function rejectRegistration(request: Caller, id: string, reason: string): Promise<{ registration: Registration; notified: boolean }> {
  return decide(request, id, 'rejected', reason);
}
