import { z } from 'zod';
import { PREVIEW_STATUSES } from '../domain/training.js';

// The learner's viewing keys, apart from the back office's library schemas: the training area
// (and the mini-program's main package) carries these without the library's.

/** `GET api/trainning/v3/media/viewkey?fileid&time`: `time` is the client's clock (ms), informational. */
export const viewKeyQuerySchema = z.object({
  fileid: z.string().trim().min(1).max(64),
  time: z.coerce.number().int().min(0).optional(),
});

/** A key for `/api/media/{id}/content?key=` (Range requests) and `/api/media/{id}/preview?key=`. */
export const viewKeyResponseSchema = z
  .object({
    successed: z.literal(true),
    key: z.string(),
    /** When the key stops working (ms since the epoch). */
    expires: z.number().int(),
    contenturl: z.string(),
    /** '' when the media has no PDF rendition (videos, PDFs, or no converter). */
    previewurl: z.string(),
    format: z.string(),
    previewstatus: z.enum(PREVIEW_STATUSES),
  })
  .strict();
export type ViewKeyResponse = z.infer<typeof viewKeyResponseSchema>;

/** `GET /api/media/{id}/content?key=` and `/preview?key=`. */
export const mediaContentQuerySchema = z.object({
  key: z.string().min(1).max(256),
  /** `1`: the uploaded file itself rather than a processed video's playable rendition (docs/media.md "Video processing"). */
  original: z.enum(['1']).optional(),
});
