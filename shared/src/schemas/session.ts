import { z } from 'zod';
import { STORED_USER_FIELDS, type StoredUser } from '../domain/user.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.js';
import { LANGUAGES } from '../i18n/languages.js';
import { waterConfigSchema } from './watermark.js';

const KIND_SCHEMAS = {
  string: z.string(),
  int: z.int(),
  language: z.enum(LANGUAGES),
  zone: z.string().min(1).max(64).default(DEFAULT_TIME_ZONE),
  flag: z.int().min(0).max(1).default(0),
};
type StoredUserShape = { [Field in keyof typeof STORED_USER_FIELDS]: (typeof KIND_SCHEMAS)[(typeof STORED_USER_FIELDS)[Field]] };

/** The stored user as the wire carries it (learner-and-session §3), built from its field table. */
export const storedUserSchema = z.object(
  Object.fromEntries(Object.entries(STORED_USER_FIELDS).map(([field, kind]) => [field, KIND_SCHEMAS[kind]])) as StoredUserShape,
) satisfies z.ZodType<StoredUser>;

/** Login and logininfo answer with the stored user in a one-element array (spec §3 "Login response"). */
export const sessionUserResponseSchema = z.object({
  successed: z.literal(true),
  user: z.array(storedUserSchema).length(1),
});

/** `POST api/trainning/system/online` heartbeat body. */
export const onlineHeartbeatRequestSchema = z.object({
  animate: z.coerce.boolean().optional(),
  checkonline: z.coerce.boolean().optional(),
});

/** `POST api/trainning/user/changelanguage`. */
export const changeLanguageRequestSchema = z.object({ language: z.enum(LANGUAGES) });

/** `POST api/trainning/user/changelanguage`: the language now kept for the user. */
export const changeLanguageResponseSchema = z.object({ successed: z.literal(true), language: z.enum(LANGUAGES) }).strict();

/** `GET api/login/{id}`: whether the caller's token is a live session of that user. */
export const loginCheckResponseSchema = z.object({ successed: z.literal(true), online: z.boolean() });

/** `GET api/common/setting/waterconfig`. */
export const waterConfigResponseSchema = z.object({
  successed: z.literal(true),
  waterconfig: waterConfigSchema,
});
