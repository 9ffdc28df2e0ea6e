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

/** The answer of a call the server answers with a redirect (a page the browser is sent to): nothing a client reads. */
export const redirectResponseSchema = z.unknown();
