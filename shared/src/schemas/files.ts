import { z } from 'zod';
import { imageFiletypeSchema } from './library.js';

/** The query of `POST api/file/upload`: which kind of image, and the spec's `animate` flag (unused). */
export const uploadQuerySchema = z.object({ filetype: imageFiletypeSchema, animate: z.string().max(8).optional() });

/** `POST api/file/upload?filetype&animate=true` (spec §3 "Upload result: path, size"). */
export const uploadResponseSchema = z.object({ successed: z.literal(true), path: z.string(), size: z.number().int() }).strict();
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
