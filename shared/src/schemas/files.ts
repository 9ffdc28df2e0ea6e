import { z } from 'zod';
import { isArrayBuffer, type DownloadedFile } from '../api/download.js';

/**
 * Image kinds of `POST api/file/upload?filetype=` (admin §3 upload folders): the registration logo,
 * avatars (10 MB from the personal centre, 2 MB elsewhere), file and video covers, package covers
 * (`mission`), banners (20:3) and the personalisation's logos and login background (`individuate`),
 * level icons (`level`) and badge icons and images (`medal`).
 */
export const IMAGE_FILETYPES = ['logo', 'avatar', 'filecover', 'videocover', 'mission', 'banner', 'individuate', 'level', 'medal'] as const;
export type ImageFiletype = (typeof IMAGE_FILETYPES)[number];

/**
 * What `POST api/file/upload` takes: the image kinds, plus the mini-program registration's avatar,
 * uploaded before its account exists (like the enterprise registration's `logo`).
 */
export const UPLOAD_FILETYPES = [...IMAGE_FILETYPES, 'registrationavatar'] as const;
export type UploadFiletype = (typeof UPLOAD_FILETYPES)[number];

/** `POST api/file/upload?filetype&animate=true`: the kind decides the folder, who may upload and the size limit. */
export const uploadQuerySchema = z.object({ filetype: z.enum(UPLOAD_FILETYPES), animate: z.string().max(8).optional() });

/** `POST api/file/upload?filetype&animate=true` (spec §3 "Upload result: path, size"). */
export const uploadResponseSchema = z.object({ successed: z.literal(true), path: z.string(), size: z.number().int() }).strict();

/**
 * The answer of a download (an endpoint marked `binary`: an import template, an export, a recording):
 * the file the client read from the bytes and headers, never the JSON envelope. The server writes the
 * file itself (`download`, `ANSWERED`), so its answers are not checked against this.
 */
export const fileDownloadSchema: z.ZodType<DownloadedFile> = z.object({
  bytes: z.custom<ArrayBuffer>(isArrayBuffer, 'not bytes'),
  type: z.string(),
  name: z.string().optional(),
});
