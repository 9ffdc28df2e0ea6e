import { z } from 'zod';

/** `POST api/file/upload?filetype&animate=true` (spec §3 "Upload result: path, size"). */
export const uploadResponseSchema = z.object({ successed: z.literal(true), path: z.string(), size: z.number().int() }).strict();
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
