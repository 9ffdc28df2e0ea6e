import { z } from 'zod';
import { userListQuerySchema } from './users.js';

/**
 * The provider's review of enterprise self-registrations (learner-and-session §2 "provider review
 * (an SMS follows on approval; approval states are not shown)"): the back-office list of
 * registrations waiting for review or refused, and the approve and reject calls. Only the platform's
 * top administrator (isadmin 100) reaches them (function `registrationreview`).
 */

/**
 * The states a registration can be listed by: waiting for review, refused, or approved — the
 * organisations in use, whose account's end the provider sets (admin §4 "Account").
 */
export const REGISTRATION_LIST_STATUSES = ['pending', 'rejected', 'approved'] as const;
export type RegistrationListStatus = (typeof REGISTRATION_LIST_STATUSES)[number];

/** The longest reason a refusal gives; it travels in an SMS. */
export const REGISTRATION_REJECT_REASON_MAX = 100;

/** `GET api/admin/system/registrations?page&rows&status`: oldest first, so the longest waiting is on top. */
export const registrationListQuerySchema = z.object({
  page: userListQuerySchema.shape.page,
  rows: userListQuerySchema.shape.rows,
  status: z.enum(REGISTRATION_LIST_STATUSES).default('pending'),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;

export const registrationSchema = z
  .object({
    /** The organisation's id. */
    id: z.string(),
    orgname: z.string(),
    /** The business type chosen on the form (1-based index of `register.businessTypes`). */
    business: z.number().int(),
    logo: z.string(),
    contact: z.string(),
    mobile: z.string(),
    /** The owner's account. */
    account: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    /** Why it was refused; '' otherwise. */
    reason: z.string(),
    /** When it was registered and when it was decided (ISO; '' while waiting). */
    createdate: z.string(),
    reviewdate: z.string(),
    /** The last day of the organisation's account (in its zone), '' for no end. */
    expiresat: z.string(),
    /** Its account has ended (its last day is past): nobody of it signs in. */
    expired: z.boolean(),
    /** The platform's own organisation (its top administrator's): its account never ends, so it is given no last day. */
    platform: z.boolean(),
    /**
     * The dry-run report of its clearing, made 3 months after its account ended (docs/decisions.md
     * "An organisation's account ends"): when, how many rows and files it will take; null before.
     */
    clearance: z.object({ reportedat: z.string(), rows: z.number().int(), files: z.number().int() }).strict().nullable(),
  })
  .strict();
export type Registration = z.infer<typeof registrationSchema>;

export const registrationListResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(registrationSchema), total: z.number().int().nonnegative() })
  .strict();

/** `POST api/admin/system/registrations/{id}/reject`: the reason, told to the registrant by SMS. */
export const registrationRejectRequestSchema = z.object({
  reason: z
    .string({ error: 'people.registrations.reasonRequired' })
    .trim()
    .min(1, { error: 'people.registrations.reasonRequired' })
    .max(REGISTRATION_REJECT_REASON_MAX, { error: 'validation.tooLong' }),
});
export type RegistrationRejectRequest = z.infer<typeof registrationRejectRequestSchema>;

/** The decided registration, and whether the SMS provider accepted the message to the registrant. */
export const registrationDecisionResponseSchema = z.object({ successed: z.literal(true), registration: registrationSchema, notified: z.boolean() }).strict();

/** `PUT api/admin/system/registrations/{id}/expiry`: the last day of the organisation's account (YYYY-MM-DD), '' for no end. */
export const registrationExpiryRequestSchema = z
  .object({
    expiresat: z.union([z.literal(''), z.iso.date({ error: 'people.registrations.expiryInvalid' })], { error: 'people.registrations.expiryInvalid' }),
  })
  .strict();
export type RegistrationExpiryRequest = z.infer<typeof registrationExpiryRequestSchema>;

export const registrationResponseSchema = z.object({ successed: z.literal(true), registration: registrationSchema }).strict();
