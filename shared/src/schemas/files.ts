import { z } from 'zod';
import { imageFiletypeSchema } from './library.js';

/** `POST api/file/upload?filetype&animate=true`: the image kind decides the folder and the size limit. */
export const uploadQuerySchema = z.object({ filetype: imageFiletypeSchema, animate: z.string().max(8).optional() });

/** `POST api/file/upload?filetype&animate=true` (spec §3 "Upload result: path, size"). */
export const uploadResponseSchema = z.object({ successed: z.literal(true), path: z.string(), size: z.number().int() }).strict();

/** A file the server answers as bytes (an import template, an export): fetched by its URL, never parsed as JSON. */
export const fileDownloadSchema = z.unknown();
