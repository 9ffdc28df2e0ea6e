import { z } from 'zod';
import { INVITE_INVITEES_MAX, INVITE_TITLE_MAX } from '../limits.js';
import { checkedField, checkOptionalDate, checkRequiredName, optionalIdField } from './fields.js';

export * from './inviteJoin.js';

/**
 * Invite codes (admin §3 Invite code: title ≤ 8, validity, maximum invitees, a QR code): an
 * administrator issues a code that places whoever joins with it in a department, and optionally a
 * position and a role; a person joins on the phone with the code, a mobile number and its SMS code
 * (docs/people.md, "Invite codes").
 */

/** What a code's state is, in this order of precedence: revoked, expired, full, else active. */
export const INVITE_STATUSES = ['active', 'expired', 'full', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** `POST api/admin/organization/invitecode`, `PUT .../invitecode/{id}`. */
export const inviteCodeRequestSchema = z.object({
  title: checkedField((value) => checkRequiredName(value, INVITE_TITLE_MAX)),
  /** The last day it may be used (yyyy-MM-dd, in the organisation's time zone); '' = no end. */
  validdate: checkedField(checkOptionalDate, 10),
  maxcount: z.coerce
    .number({ error: 'people.invites.maxCountRange' })
    .int({ error: 'people.invites.maxCountRange' })
    .min(1, { error: 'people.invites.maxCountRange' })
    .max(INVITE_INVITEES_MAX, { error: 'people.invites.maxCountRange' }),
  departmentid: z.string().trim().min(1, { error: 'people.invites.departmentRequired' }).max(64),
  positionid: optionalIdField,
  roleid: optionalIdField,
});
export type InviteCodeRequest = z.input<typeof inviteCodeRequestSchema>;

export const inviteCodeSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    title: z.string(),
    validdate: z.string(),
    maxcount: z.number().int(),
    usedcount: z.number().int(),
    departmentid: z.string(),
    departmentname: z.string(),
    positionid: z.string(),
    positionname: z.string(),
    roleid: z.string(),
    rolename: z.string(),
    status: z.enum(INVITE_STATUSES),
    createdate: z.string(),
    /** 1 when the caller may hand out what the code places (see, edit and revoke it); else its `code` is ''. */
    manageable: z.number().int(),
  })
  .strict();
export type InviteCode = z.infer<typeof inviteCodeSchema>;

export const inviteCodeListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(inviteCodeSchema) }).strict();
export const inviteCodeResponseSchema = z.object({ successed: z.literal(true), invite: inviteCodeSchema }).strict();
