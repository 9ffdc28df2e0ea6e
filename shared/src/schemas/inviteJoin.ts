import { z } from 'zod';
import { REGISTRATION_NAME_MAX } from '../limits.js';
import { plainName } from '../validators/plainText.js';
import { mobileSchema } from '../validators/schemas.js';
import { sealedPassword } from './auth.js';

/**
 * The join page's side of invite codes (docs/people.md, "Invite codes"): what a phone looks up and
 * sends before there is a session. Kept apart from the back office's `invites.ts` (which builds on the
 * people admin's schemas) so the learner apps' sign-in calls do not carry those.
 */

/** The code itself: eight letters and digits, printed under the QR code and typed on the join page. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;

/**
 * `GET api/invite/{code}`: what the join page shows before anyone signs up, and whether the
 * organisation strengthens passwords (`strongpassword` 1), so the form checks the first password
 * by the rule the server will.
 */
export const invitePreviewResponseSchema = z
  .object({
    successed: z.literal(true),
    invite: z
      .object({
        code: z.string(),
        title: z.string(),
        orgname: z.string(),
        departmentname: z.string(),
        validdate: z.string(),
        strongpassword: z.literal([0, 1]),
      })
      .strict(),
  })
  .strict();
export type InvitePreview = z.infer<typeof invitePreviewResponseSchema>['invite'];

/**
 * `POST api/invite/{code}/join`: the mobile number (the new account), its SMS code
 * (`registrationCode`), the person's name, and the first password they choose with its
 * confirmation, both sealed under one key of `GET api/login/randomcode` as every password form
 * sends them (`sealPasswordPair`).
 */
export const inviteJoinRequestSchema = z.object({
  mobile: mobileSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, { error: 'validation.codeRequired' }),
  name: plainName(z.string().trim().min(1, { error: 'validation.nameRequired' }).max(REGISTRATION_NAME_MAX, { error: 'validation.tooLong' })),
  password: sealedPassword,
  confirmpassword: sealedPassword,
  randomkey: z.string().min(1).max(64),
});
export type InviteJoinRequest = z.input<typeof inviteJoinRequestSchema>;

/** The account made (the mobile number); it signs in with the password the invitee chose. */
export const inviteJoinResponseSchema = z.object({ successed: z.literal(true), account: z.string() }).strict();
