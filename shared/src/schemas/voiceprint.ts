import { z } from 'zod';
import { mobileSchema } from '../validators/schemas.js';
import { accountChoiceSchema, loginResponseSchema } from './auth.js';
import { VOICEPRINT_AUDIO_FORMAT } from './myVoiceprint.js';
import { blankToUndefined, listResponse, page, rows } from './practiceFields.js';

/**
 * Voiceprints (learner-and-session §2.2–2.3, §7 "Voiceprint socket", §8 codes; admin-back-office
 * §3–4 audit; docs/voiceprint.md): registration in the personal centre, voice sign-in and the
 * audit of re-registrations. Audio is 16 kHz mono 16-bit PCM in chunks over the `/vpr` socket.
 */

/** The flows of a voiceprint socket (§2.3): `login` needs no session, the others the user's. */
export const VOICEPRINT_FLOWS = ['register', 'verify', 'login'] as const;
export type VoiceprintFlow = (typeof VOICEPRINT_FLOWS)[number];

/**
 * The voiceprint result codes of §8, answered as `status`. 1 and 2 lead to the account entry, 5
 * resets the recording, the rest back to the recording dialog (§2.6).
 */
export const VOICEPRINT_STATUS = {
  normal: 0,
  notExist: 1,
  scoreLow: 2,
  noMatch: 3,
  registerFirst: 4,
  verifyFailed: 5,
  passwordFailed: 9,
  badParameter: 10,
  failed: 100001,
  qualityFailed: 100006,
  tooQuiet: 200003,
  tooLoud: 200004,
  tooShort: 200005,
  tooNoisy: 200006,
} as const;
export type VoiceprintStatus = (typeof VOICEPRINT_STATUS)[keyof typeof VOICEPRINT_STATUS];

/** The verification check value stored with a checked turn (§8): 0 normal, 1 impersonation, 2 group cheating. */
export const VOICEPRINT_CHECK = { normal: 0, impersonation: 1, groupCheating: 2 } as const;

/** Audit states (admin §4): only a pending record changes; pass and reject are final. */
export const VOICEPRINT_AUDIT_STATUS = { pending: 0, passed: 1, rejected: 2, autoPassed: 3, expired: 4 } as const;
export type VoiceprintAuditStatus = (typeof VOICEPRINT_AUDIT_STATUS)[keyof typeof VOICEPRINT_AUDIT_STATUS];

export {
  VOICEPRINT_AUDIO_FORMAT,
  myVoiceprintResponseSchema,
  vprSocketResponseSchema,
  type MyVoiceprintResponse,
  type VprSocketResponse,
} from './myVoiceprint.js';
// ——— The socket (§2.6 session messages, §7) ———

const refusal = z.object({ ok: z.literal(false), errcode: z.number().int(), errmsg: z.string() }).strict();
const done = z.discriminatedUnion('ok', [z.object({ ok: z.literal(true) }).strict(), refusal]);
const empty = z.object({}).strict();

/** `init`: the text to read (`vprtext`), and where the user stands. */
export const vprInitReplySchema = z.discriminatedUnion('ok', [
  z
    .object({
      ok: z.literal(true),
      flow: z.enum(VOICEPRINT_FLOWS),
      text: z.string(),
      audioformat: z.literal(VOICEPRINT_AUDIO_FORMAT),
      heartbeatms: z.number().int(),
      /** The signed-in user has a voiceprint (false on `login`). */
      registered: z.boolean(),
    })
    .strict(),
  refusal,
]);
export type VprInitReply = z.infer<typeof vprInitReplySchema>;

/** `record`: one chunk of the recording, at most 4096 samples. */
export const vprRecordSchema = z
  .object({ audio: z.custom<unknown>((value) => value !== undefined && value !== null, { error: 'practiceSession.voice.badFrame' }) })
  .strict();

const recentAccount = z.string().trim().min(1).max(50);
/** The accounts signed in on this device, newest first (§9: 20 kept). */
export const VOICEPRINT_RECENT_ACCOUNTS = 20;

/** `close_asr`: the recording ends; on `login` the device's recent accounts are the first to compare with. */
export const vprCloseSchema = z.object({ compareusers: z.array(recentAccount).max(VOICEPRINT_RECENT_ACCOUNTS).default([]) }).strict();

/** `compareuser`: the account to compare the recording with (`input.requireAccount` when empty). */
export const vprCompareSchema = z
  .object({ account: z.string({ error: 'validation.accountRequired' }).trim().min(1, { error: 'validation.accountRequired' }).max(50) })
  .strict();

/** `validate_pwd`: a registration is confirmed by the password, or by the mobile and an SMS code (`msgtype` sms). */
export const vprValidateSchema = z.union([
  z.object({ pwd: z.string({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }).max(64) }).strict(),
  z
    .object({
      mobile: mobileSchema,
      code: z.string({ error: 'validation.codeRequired' }).trim().min(1, { error: 'validation.codeRequired' }).max(8),
      msgtype: z.literal('sms'),
    })
    .strict(),
]);
export type VprValidate = z.infer<typeof vprValidateSchema>;

/** `login`: the user of the matches to sign in as. */
export const vprLoginSchema = z.object({ userid: z.string().trim().min(1).max(64) }).strict();

/**
 * A recording's result (`vprresult`, `verifyresult`): the §8 status with its message in the user's
 * language; on a low score the score and the one needed; on `login` the matched users to welcome
 * (one) or to choose from (several).
 */
export const vprResultSchema = z.discriminatedUnion('ok', [
  z
    .object({
      ok: z.literal(true),
      status: z.number().int(),
      msg: z.string(),
      score: z.number().int().optional(),
      required: z.number().int().optional(),
      users: z.array(accountChoiceSchema).optional(),
    })
    .strict(),
  refusal,
]);
export type VprResult = z.infer<typeof vprResultSchema>;

/** `validate_pwd`'s answer: registered at once, or the re-registration waits for the audit (or passed it automatically). */
export const vprValidateReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), outcome: z.enum(['registered', 'pending', 'autopassed']) }).strict(),
  refusal,
]);

/** The sign-in: the login answer of the other sign-ins. */
export const vprLoginReplySchema = z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), login: loginResponseSchema }).strict(), refusal]);

export const vprEmptySchema = empty;
export const vprDoneSchema = done;
export type VprLoginReply = z.infer<typeof vprLoginReplySchema>;

// ——— The audit (`check`, admin §3–4) ———

/** `GET api/admin/organization/voiceprint/audit?status&name&page&rows` */
export const voiceprintAuditListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(4).optional()),
  name: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  page,
  rows,
});
export type VoiceprintAuditListQuery = z.infer<typeof voiceprintAuditListQuerySchema>;

export const voiceprintAuditSchema = z.object({
  id: z.string(),
  userid: z.string(),
  username: z.string(),
  account: z.string(),
  departmentname: z.string(),
  status: z.number().int(),
  /** The new voice against the registered one (0–100). */
  score: z.number().int(),
  /** Whether the original sample is still kept (the user may have unbound it since). */
  hasoriginal: z.boolean(),
  createdate: z.number().int(),
  handlername: z.string(),
  handledate: z.number().int(),
  /** A pending record older than the expiry is shown expired until the job marks it. */
  overdue: z.boolean(),
});
export type VoiceprintAudit = z.infer<typeof voiceprintAuditSchema>;
export const voiceprintAuditListResponseSchema = listResponse(voiceprintAuditSchema);

/** `GET …/audit/{id}/audio?which=original|new`: one of the two samples. */
export const voiceprintAuditAudioQuerySchema = z.object({ which: z.enum(['original', 'new']).default('new') });

/** `PUT api/admin/organization/user/checkvoiceflag/{id}` ({id} = the user): 1 passes, 2 rejects their pending re-registration. */
export const checkVoiceFlagBodySchema = z.object({
  status: z.union([z.literal(1), z.literal(2)], { error: 'voiceprint.auditStatusInvalid' }),
});
export type CheckVoiceFlagBody = z.infer<typeof checkVoiceFlagBodySchema>;
export const voiceprintAuditResponseSchema = z.object({ successed: z.literal(true), audit: voiceprintAuditSchema });
