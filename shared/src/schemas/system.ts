import { z } from 'zod';

/** `GET /api/health`: what monitoring and the clients' "about" view read. */
export const healthResponseSchema = z
  .object({
    successed: z.literal(true),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    /** Seconds since the process started serving. */
    uptime: z.number().nonnegative(),
    edition: z.enum(['hosted', 'private']),
  })
  .strict();

/**
 * `GET /api/ready`: the process serves and what it depends on answers — the database, and the Redis
 * server linking the processes where there is one (`unused` without `REDIS_URL`). Otherwise 503
 * with `errors.databaseUnreachable` or `errors.redisUnreachable`.
 */
export const readyResponseSchema = z.object({ successed: z.literal(true), database: z.literal('ok'), redis: z.enum(['ok', 'unused']) }).strict();

/** `GET /api/admin/system/version`. */
export const versionResponseSchema = z.object({ successed: z.literal(true), version: z.string() }).strict();

/** `GET /api/locales/:language/:namespace`: one namespace of a language's strings (sections of the typed resource). */
export const localeResponseSchema = z.object({ successed: z.literal(true), messages: z.record(z.string(), z.record(z.string(), z.unknown())) }).strict();

/**
 * The named public lists of `GET api/common/{name}` (learner §7; docs/identity-web.md "Common
 * lists"): the enterprise registration's business types and the languages the product speaks.
 */
export const COMMON_LISTS = ['businesstype', 'language'] as const;
export type CommonList = (typeof COMMON_LISTS)[number];
/** One entry: the value a form sends and its label in the caller's language. */
export const commonListResponseSchema = z
  .object({ successed: z.literal(true), name: z.enum(COMMON_LISTS), rows: z.array(z.object({ value: z.string(), label: z.string() }).strict()) })
  .strict();
