import { randomInt } from 'node:crypto';
import { checkInvitePassword, INVITE_CODE_PATTERN, zonedDay, type inviteCodeRequestSchema } from '@peilian/shared';
import type { z } from 'zod';
import { hashPassword } from '../../auth/password.js';
import { assertOrganisationOpen } from '../../auth/session.js';
import { HELD_NAME_KEY } from '../../data/heldNames.js';
import { uniqueViolation } from '../../db/errors.js';
import {
  countInvitee,
  findInviteByCode,
  findInviteCodeInOrg,
  insertInviteCode,
  listInviteCodes,
  updateInviteCode,
  type InviteCodeRecord,
} from '../../data/inviteCodes.js';
import { findOrganisationById } from '../../data/organisations.js';
import { setUserPosition } from '../../data/positions.js';
import { findRoleInOrg } from '../../data/roles.js';
import { consumeSmsCode } from '../../data/smsCodes.js';
import { findUserByAccount, insertUser } from '../../data/users.js';
import type { OrganisationRow } from '../../db/schema/index.js';
import { appError, invalidInput } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import { loadRecord, recordLoader } from '../../http/records.js';
import { checkSmsCode, openSealedPasswordPair } from '../../identity/index.js';
import { identitySettings } from '../../organisation/index.js';
import type { Caller } from '../../auth/caller.js';
import { settingsTimeZone } from '../../lib/orgClock.js';
import type { Logger } from '../../logger.js';
import { roleGrants } from '../grants.js';
import { positionRecord } from '../positions/commands.js';
import { roleRecord } from '../roles/commands.js';
import { accountTaken } from '../users/commands.js';
import { assertAssignable, departmentRecord } from '../users/placement.js';
import { creatorStillGrants, inviteHandOut, type InvitePlacement } from './handOut.js';
import { inviteStatus } from './status.js';
import { assertSeats } from '../../usage/capacity.js';

type InviteInput = z.output<typeof inviteCodeRequestSchema>;

/** An invite code of the caller's organisation by id, else 404; its routes load it for `:id`. */
export const inviteRecord = recordLoader('errors.notFound', findInviteCodeInOrg);

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/l). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Where a code places people, checked inside the caller's organisation: a role only one the caller
 * may grant, and what the caller may hand out at all (`inviteHandOut`: under data permission, a
 * place where it still sees them).
 */
async function placement(request: Caller, input: InviteInput) {
  const department = await loadRecord(departmentRecord, request, input.departmentid);
  const position = input.positionid ? await loadRecord(positionRecord, request, input.positionid) : null;
  const role = input.roleid ? await loadRecord(roleRecord, request, input.roleid) : null;
  await assertAssignable(request, role);
  const values = { departmentId: department.id, positionId: position?.id ?? null, roleId: role?.id ?? null };
  await assertMayHandOut(request, values);
  return { title: input.title, validUntil: input.validdate || null, maxCount: input.maxcount, ...values };
}

/** Refuses a code's placement the caller could not give itself (its role, or a place out of its sight): 403, nothing changed. */
async function assertMayHandOut(request: Caller, code: InvitePlacement): Promise<void> {
  const refusal = (await inviteHandOut(request))(code);
  if (refusal) throw appError(refusal);
}

/** The organisation's today, the day a code's state is read on. */
const today = ({ deps, zone }: Caller) => zonedDay(deps.clock.now().getTime(), zone);

/** A code with whether the caller may hand it out (see, edit and revoke it). */
export interface ListedInvite {
  invite: InviteCodeRecord;
  manageable: boolean;
}

/**
 * `GET invitecode`: every code of the organisation with the day its states are read on; a code
 * whose placement the caller could not give itself is listed without its code, for it to see that
 * it exists, never to use it.
 */
export async function inviteList(request: Caller): Promise<{ rows: ListedInvite[]; day: string }> {
  const refusal = await inviteHandOut(request);
  const rows = await listInviteCodes(request.deps.db, request.orgId);
  return { rows: rows.map((invite) => ({ invite, manageable: refusal(invite) === null })), day: today(request) };
}

/** `POST invitecode`: a new code (drawn again in the rare case it is taken). */
export async function createInvite(request: Caller, input: InviteInput): Promise<{ invite: InviteCodeRecord; day: string }> {
  const { deps, log, orgId, userId } = request;
  const values = await placement(request, input);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await insertInviteCode(deps.db, { orgId, code: newCode(), createdBy: userId, ...values });
      log.info({ orgId, inviteId: row.id, by: userId }, 'invite code created');
      return { invite: await loadRecord(inviteRecord, request, row.id), day: today(request) };
    } catch (error) {
      if (uniqueViolation(error) !== HELD_NAME_KEY || attempt >= 3) throw error;
    }
  }
}

/** `PUT invitecode/{id}`: what it places people in, its title, validity and maximum (never below those who joined). */
export async function changeInvite(request: Caller, invite: InviteCodeRecord, input: InviteInput): Promise<{ invite: InviteCodeRecord; day: string }> {
  const { deps, log, orgId, userId } = request;
  if (invite.revokedAt) throw appError('errors.inviteNotFound');
  await assertMayHandOut(request, invite);
  if (input.maxcount < invite.usedCount) throw appError('errors.inviteMaxBelowUsed', { used: invite.usedCount });
  await updateInviteCode(deps.db, orgId, invite.id, await placement(request, input));
  log.info({ orgId, inviteId: invite.id, by: userId }, 'invite code changed');
  return { invite: await loadRecord(inviteRecord, request, invite.id), day: today(request) };
}

/** `POST invitecode/{id}/revoke`: the code stops for good; those who joined stay. Revoking twice changes nothing. */
export async function revokeInvite(request: Caller, invite: InviteCodeRecord): Promise<{ invite: InviteCodeRecord; day: string }> {
  const { deps, log, orgId, userId } = request;
  await assertMayHandOut(request, invite);
  if (!invite.revokedAt) {
    await updateInviteCode(deps.db, orgId, invite.id, { revokedAt: deps.clock.now() });
    log.info({ orgId, inviteId: invite.id, by: userId }, 'invite code revoked');
  }
  return { invite: await loadRecord(inviteRecord, request, invite.id), day: today(request) };
}

/**
 * A code the join page may use: it exists in an approved organisation whose account has not ended
 * (organisationExpired, as at its sign-in), is neither revoked, expired nor full, and its creator
 * may still give the role it places (else it is answered as unknown).
 */
async function openInvite(deps: AppDeps, code: string): Promise<{ invite: InviteCodeRecord; org: OrganisationRow }> {
  const invite = INVITE_CODE_PATTERN.test(code) ? await findInviteByCode(deps.db, code) : undefined;
  const org = invite && (await findOrganisationById(deps.db, invite.orgId));
  if (!invite || !org || org.reviewStatus !== 'approved') throw appError('errors.inviteNotFound');
  assertOrganisationOpen({ orgExpiresAt: org.expiresAt, orgSettings: org.settings }, deps.clock.now(), true);
  const status = inviteStatus(invite, zonedDay(deps.clock.now().getTime(), settingsTimeZone(org.settings)));
  if (status === 'revoked') throw appError('errors.inviteNotFound');
  if (status === 'expired') throw appError('errors.inviteExpired');
  if (status === 'full') throw appError('errors.inviteFull');
  if (!(await creatorStillGrants(deps, org, invite))) throw appError('errors.inviteNotFound');
  return { invite, org };
}

/** `GET api/invite/{code}`: what the join page shows. */
export async function previewInvite(deps: AppDeps, code: string) {
  const { invite, org } = await openInvite(deps, code);
  const strongpassword = identitySettings(org.settings).strongPassword ? (1 as const) : (0 as const);
  return {
    code: invite.code,
    title: invite.title,
    orgname: org.name,
    departmentname: invite.departmentName,
    validdate: invite.validUntil ?? '',
    strongpassword,
  };
}

export interface InviteJoin {
  mobile: string;
  code: string;
  name: string;
  /** The first password the invitee chose and its confirmation, sealed under the one-time key `randomkey`. */
  sealed: { randomkey: string; password: string; confirmpassword: string };
}

/**
 * `POST api/invite/{code}/join`: with the SMS code of the mobile number, a user of the code's
 * organisation whose account is the mobile number and whose password is the one the invitee chose
 * (the organisation's rule, never the mobile number, which others may know; not to be changed at
 * once), placed in the code's department, position and role, approved at once (the administrator
 * vouched for the code). The password is checked before the SMS code, so a refused one leaves the
 * code unspent. The invitee is counted in the same transaction, so a full code lets nobody more in.
 */
export async function joinWithInvite(deps: AppDeps, log: Logger, code: string, input: InviteJoin): Promise<{ account: string }> {
  const { invite, org } = await openInvite(deps, code);
  await assertSeats({ deps, orgId: invite.orgId }, 1);
  const { password, confirm } = await openSealedPasswordPair(deps, log, input.sealed);
  const refused = checkInvitePassword({ mobile: input.mobile, password, confirm }, identitySettings(org.settings).strongPassword);
  if (refused) throw invalidInput(refused.issue.key, refused.issue.params, refused.field === 'confirm' ? 'confirmpassword' : 'password');
  const codeId = await checkSmsCode(deps, log, { mobile: input.mobile, purpose: 'register', code: input.code });
  if (await findUserByAccount(deps.db, input.mobile)) throw appError('errors.accountExists');
  const role = invite.roleId ? await findRoleInOrg(deps.db, invite.orgId, invite.roleId) : undefined;
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  const userId = await deps.db
    .transaction(async (tx) => {
      if (!(await consumeSmsCode(tx, codeId, now))) throw appError('errors.smsCodeWrong');
      if (!(await countInvitee(tx, invite))) throw appError('errors.inviteFull');
      const user = await insertUser(tx, {
        orgId: invite.orgId,
        departmentId: invite.departmentId,
        account: input.mobile,
        mobile: input.mobile,
        name: input.name,
        passwordHash,
        passwordChangedAt: now,
        needChangePassword: 0,
        roleId: role?.id ?? null,
        ...(role ? roleGrants(role) : {}),
      });
      if (invite.positionId) await setUserPosition(tx, invite.orgId, user.id, invite.positionId);
      return user.id;
    })
    .catch(accountTaken);
  log.info({ orgId: invite.orgId, inviteId: invite.id, userId }, 'joined with an invite code');
  return { account: input.mobile };
}
