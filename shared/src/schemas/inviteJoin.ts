import { z } from 'zod';
import { REGISTRATION_NAME_MAX } from '../limits.js';
import { plainName } from '../validators/plainText.js';
import { mobileSchema } from '../validators/schemas.js';

/**
 * The join page's side of invite codes (docs/people.md, "Invite codes"): what a phone looks up and
 * sends before there is a session. Kept apart from the back office's `invites.ts` (which builds on the
 * people admin's schemas) so the learner apps' sign-in calls do not carry those.
 */

/** The code itself: eight letters and digits, printed under the QR code and typed on the join page. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;

/** `GET api/invite/{code}`: what the join page shows before anyone signs up. */
export const invitePreviewResponseSchema = z
  .object({
    successed: z.literal(true),
    invite: z.object({ code: z.string(), title: z.string(), orgname: z.string(), departmentname: z.string(), validdate: z.string() }).strict(),
  })
  .strict();
export type InvitePreview = z.infer<typeof invitePreviewResponseSchema>['invite'];

/**
 * `POST api/invite/{code}/join`: the mobile number (the new account, and its first password, as in
 * the mini-program registration), its SMS code (`registrationCode`) and the person's name.
 */
export const inviteJoinRequestSchema = z.object({
  mobile: mobileSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, { error: 'validation.codeRequired' }),
  name: plainName(z.string().trim().min(1, { error: 'validation.nameRequired' }).max(REGISTRATION_NAME_MAX, { error: 'validation.tooLong' })),
});
export type InviteJoinRequest = z.input<typeof inviteJoinRequestSchema>;

/** The account made: the mobile number, with the mobile number as its first password (changed at the first sign-in). */
export const inviteJoinResponseSchema = z.object({ successed: z.literal(true), account: z.string() }).strict();
