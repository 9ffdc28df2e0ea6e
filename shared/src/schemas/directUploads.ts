import { z } from 'zod';

/**
 * Direct library uploads (docs/media.md "Direct uploads"): on object storage the browser sends each
 * part of a file straight to the bucket with a presigned PUT, then tells the server the part's ETag.
 */

/** How an upload's bytes travel: `chunks` through the server (local disk), `direct` to the bucket. */
export const UPLOAD_MODES = ['chunks', 'direct'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

/** The most part addresses one call hands out. */
export const DIRECT_PARTS_MAX = 8;

/** A part the bucket acknowledged: its number (1-based) and the ETag the bucket answered. */
export const sentPartSchema = z.object({
  partnumber: z.number().int().min(1).max(10_000),
  etag: z.string().trim().min(1).max(200),
});
export type SentPart = z.infer<typeof sentPartSchema>;

/** `POST api/admin/v3/upload/{id}/parts`: the parts sent since the last call, and how many addresses to hand out next. */
export const directPartsRequestSchema = z.object({
  sent: z.array(sentPartSchema).max(DIRECT_PARTS_MAX).default([]),
  count: z.number().int().min(1).max(DIRECT_PARTS_MAX).default(1),
});
export type DirectPartsRequest = z.infer<typeof directPartsRequestSchema>;

/** Where to PUT one part: its bytes are `offset .. offset + size - 1` of the file. */
export const directPartSchema = z.object({
  partnumber: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  url: z.string(),
});
export type DirectPart = z.infer<typeof directPartSchema>;

/** The bytes the server has recorded (whole parts from the first on) and the next parts to send ([] once all arrived). */
export const directPartsResponseSchema = z
  .object({
    successed: z.literal(true),
    received: z.number().int().nonnegative(),
    size: z.number().int().nonnegative(),
    parts: z.array(directPartSchema),
  })
  .strict();
export type DirectPartsResponse = z.infer<typeof directPartsResponseSchema>;
