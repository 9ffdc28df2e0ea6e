import { z } from 'zod';

/** A failed response as every server route writes it (spec §7 / admin §7). */
export const apiFailureSchema = z.object({
  successed: z.literal(false),
  errcode: z.number().int(),
  errmsg: z.string(),
  /** For invalid input: one translated message per failed field. */
  detail: z.array(z.string()).optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** The answer of a call that answers nothing but success (a delete, a toggle, a sent code). */
export const okResponseSchema = z.object({ successed: z.literal(true) }).strict();
export type OkResponse = z.infer<typeof okResponseSchema>;

/** The answer of a call whose body is bytes (audio, an SVG): read by the platform's download adapter, not parsed. */
export const bytesResponseSchema = z.unknown();

/** A successful response: the flag plus the payload's own fields at the top level. */
export type ApiSuccess<T extends object = object> = { successed: true } & T;

/** Wraps a payload in the success envelope. */
export function ok<T extends object>(payload: T): ApiSuccess<T> {
  return { successed: true, ...payload };
}

/**
 * The spec's success rule: HTTP 200 and `successed` true, or — for calls that answer with a bare
 * object or array — HTTP 200 and no `successed` field at all.
 */
export function isSuccessResponse(status: number, body: unknown): boolean {
  if (status !== 200) return false;
  if (Array.isArray(body)) return true;
  if (typeof body !== 'object' || body === null) return false;
  if (!('successed' in body)) return true;
  return (body as { successed: unknown }).successed === true;
}
