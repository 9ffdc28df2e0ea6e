import { z } from 'zod';
import { plainName } from '../validators/plainText.js';
import { CATALOG_TYPES, MEDIA_KINDS, PREVIEW_STATUSES, type MediaKind } from '../domain/training.js';
import type { MessageKey } from '../i18n/messages.js';
import {
  BANNER_TITLE_MAX,
  FILE_FORMATS,
  FILE_UPLOAD_BYTES,
  FILE_UPLOAD_SMALL_BYTES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZES,
  TASK_SORT,
  VIDEO_FORMATS,
  VIDEO_UPLOAD_BYTES,
} from '../limits.js';
import { FILE_REFERENCE_RULES, fileReferenceIssue } from '../validators/fileReferences.js';
import type { ValidationIssue } from '../validators/rules.js';
import { fileReferenceSchema } from '../validators/schemas.js';
import { flagSchema } from './fields.js';
import { IMAGE_FILETYPES } from './files.js';

/**
 * The content library (admin-back-office §2 studysystem/editfile/editvideo, image chooser, banner;
 * §3 Banner and upload folders; §9 upload limits and formats; learner §7 viewkey): catalogues,
 * resumable uploads, files and videos, viewing keys, the image chooser and banners. Calls and the
 * limits the spec leaves open are in docs/training.md.
 */

const key = (value: MessageKey) => value;

export const CATALOG_NAME_MAX = 32;
export const MEDIA_NAME_MAX = 100;
export const FILENAME_MAX = 255;
export const BANNER_URL_MAX = 512;
export const MEDIA_SEARCH_MAX = 50;

// ---------------------------------------------------------------- shared pieces

/** An id of an organisation-owned record; '' means none. Resolved inside the caller's organisation. */
const optionalId = z.string().trim().max(64).default('');

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const rows = z.coerce
  .number()
  .int()
  .default(PAGE_SIZE_DEFAULT)
  .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), {
    error: key('library.rules.pageSize'),
    params: { sizes: PAGE_SIZES.join('/') },
  });

const sort = z.coerce.number().int().min(TASK_SORT.min).max(TASK_SORT.max);

/** A required name, trimmed, at most `max` characters; `required` is the message for an empty one. */
const requiredText = (max: number, required: MessageKey) =>
  plainName(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(max, { error: key('validation.tooLong') }),
  );

// ---------------------------------------------------------------- catalogues

/** Catalogue types of the content library and its pickers (5 files, 6 videos, 7 images, 11 questions, 12 papers). */
export const catalogTypeSchema = z.coerce
  .number()
  .int()
  .refine((value) => (Object.values(CATALOG_TYPES) as number[]).includes(value), { error: key('library.rules.catalogType') });

/** `GET api/admin/material/catalog?type&extend`. */
export const catalogQuerySchema = z.object({ type: catalogTypeSchema, extend: z.string().max(16).optional() });

/** A catalogue of a tree; `count` is the content placed directly in it (files, videos, …). */
export interface CatalogNode {
  id: string;
  name: string;
  /** '' at the top level. */
  parentid: string;
  type: number;
  sort: number;
  count: number;
  children: CatalogNode[];
}
export const catalogNodeSchema: z.ZodType<CatalogNode> = z.lazy(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      parentid: z.string(),
      type: z.number().int(),
      sort: z.number().int(),
      count: z.number().int().nonnegative(),
      children: z.array(catalogNodeSchema),
    })
    .strict(),
);
export const catalogTreeResponseSchema = z.object({ successed: z.literal(true), rows: z.array(catalogNodeSchema) }).strict();
export const catalogResponseSchema = z.object({ successed: z.literal(true), catalog: catalogNodeSchema }).strict();

const catalogName = requiredText(CATALOG_NAME_MAX, 'library.rules.catalogNameRequired');

/** `POST api/admin/material/catalog`: '' parent = top level. */
export const createCatalogRequestSchema = z.object({ type: catalogTypeSchema, name: catalogName, parentid: optionalId, sort: sort.optional() });
export type CreateCatalogRequest = z.infer<typeof createCatalogRequestSchema>;
/** `PUT api/admin/material/catalog/{id}`: rename and/or move (absent = unchanged, '' parent = top level). */
export const updateCatalogRequestSchema = z.object({
  name: catalogName.optional(),
  parentid: z.string().trim().max(64).optional(),
  sort: sort.optional(),
});
export type UpdateCatalogRequest = z.infer<typeof updateCatalogRequestSchema>;

// ---------------------------------------------------------------- upload rules (client and server)

/** The lower-case extension of a file name ('' when it has none). */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 || dot === filename.length - 1 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The formats a kind accepts (admin §9). */
export function formatsOf(kind: MediaKind): readonly string[] {
  return kind === 'video' ? VIDEO_FORMATS : FILE_FORMATS;
}

/**
 * The largest upload of a kind and format (admin §9 "files 2G general, 200M; video 5G"): videos 5 GB;
 * PDF 2 GB; Office documents (pptx, ppt, doc, wps, docx, xls, xlsx) 200 MB, because they are
 * converted to PDF for preview and a converter cannot render larger ones in reasonable time.
 */
export function uploadLimitOf(kind: MediaKind, format: string): { bytes: number; label: string } {
  if (kind === 'video') return { bytes: VIDEO_UPLOAD_BYTES, label: '5G' };
  return format === 'pdf' ? { bytes: FILE_UPLOAD_BYTES, label: '2G' } : { bytes: FILE_UPLOAD_SMALL_BYTES, label: '200M' };
}

/**
 * The check every library upload passes before a byte is sent or stored: a supported extension for
 * the kind ('Unsupported format'), not empty, and within the size limit ('File size exceeds 2G/200M/5G').
 */
export function checkLibraryUpload(kind: MediaKind, filename: string, size: number): ValidationIssue | null {
  const format = fileExtension(filename);
  if (!formatsOf(kind).includes(format)) return { key: 'library.rules.unsupportedFormat' };
  if (size <= 0) return { key: 'library.rules.emptyFile' };
  const limit = uploadLimitOf(kind, format);
  return size > limit.bytes ? { key: 'library.rules.fileTooLarge', params: { limit: limit.label } } : null;
}

// ---------------------------------------------------------------- resumable uploads

export const mediaKindSchema = z.enum(MEDIA_KINDS);

/** `POST api/admin/v3/upload`: announce a file; nothing is stored unless kind, format and size pass. */
export const createUploadRequestSchema = z
  .object({
    kind: mediaKindSchema,
    filename: requiredText(FILENAME_MAX, 'library.rules.fileNameRequired'),
    size: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .superRefine((value, ctx) => {
    const issue = checkLibraryUpload(value.kind, value.filename, value.size);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params, path: ['filename'] });
  });
export type CreateUploadRequest = z.infer<typeof createUploadRequestSchema>;

/** `PUT api/admin/v3/upload/{id}?offset=`: the chunk's first byte; it must equal what the server has. */
export const uploadChunkQuerySchema = z.object({ offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });

/** Where an upload stands: create, progress and each chunk answer with it. */
export const uploadStatusResponseSchema = z
  .object({
    successed: z.literal(true),
    id: z.string(),
    kind: mediaKindSchema,
    filename: z.string(),
    size: z.number().int().nonnegative(),
    received: z.number().int().nonnegative(),
    /** The chunk size the client should send (the server refuses chunks larger than `maxchunk`). */
    chunksize: z.number().int().positive(),
    maxchunk: z.number().int().positive(),
    /** `direct`: send parts of `chunksize` straight to storage (`POST …/parts` hands out their addresses); absent or `chunks`: PUT chunks here. */
    mode: z.enum(['chunks', 'direct']).optional(),
  })
  .strict();
export type UploadStatusResponse = z.infer<typeof uploadStatusResponseSchema>;

/** `POST api/admin/v3/upload/{id}/complete`: the media's name ('' = the file name), catalogue, cover. */
export const completeUploadRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .max(MEDIA_NAME_MAX, { error: key('validation.tooLong') })
    .default(''),
  catalogid: optionalId,
  cover: fileReferenceSchema(FILE_REFERENCE_RULES.mediaCover).default(''),
});
export type CompleteUploadRequest = z.infer<typeof completeUploadRequestSchema>;

// ---------------------------------------------------------------- media

/** A file or video as the back office sees it. */
export const adminMediaSchema = z
  .object({
    id: z.string(),
    kind: mediaKindSchema,
    name: z.string(),
    format: z.string(),
    size: z.number().int().nonnegative(),
    catalogid: z.string(),
    catalogname: z.string(),
    cover: z.string(),
    /** Seconds of a video, when known. */
    duration: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
    /** Video status of admin §3: 0 processing, 1 passed, 100 failed (files are 1). */
    status: z.number().int(),
    /** Why a video's processing failed (status 100): `library.video.reasons.*`, then ffmpeg's own line after ': '; '' otherwise. */
    statusreason: z.string(),
    /** How far a processing video (status 0) got, 0–100. */
    progress: z.number().int().min(0).max(100),
    disabled: z.number().int(),
    previewstatus: z.enum(PREVIEW_STATUSES),
    viewcount: z.number().int().nonnegative(),
    creator: z.string(),
    createdate: z.string(),
  })
  .strict();
export type AdminMedia = z.infer<typeof adminMediaSchema>;

/** `GET api/admin/v3/media`. `catalogid` includes the catalogues below it. */
export const mediaListQuerySchema = z.object({
  kind: mediaKindSchema,
  catalogid: optionalId,
  text: z.string().trim().max(MEDIA_SEARCH_MAX).default(''),
  disabled: z.union([z.literal(''), flagSchema]).default(''),
  /** Ids to leave out (a picker's already-chosen rows), comma-separated. */
  excludeid: z.string().max(4000).default(''),
  page,
  rows,
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaListResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(adminMediaSchema), total: z.number().int().nonnegative() })
  .strict();
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;
export const mediaResponseSchema = z.object({ successed: z.literal(true), media: adminMediaSchema }).strict();

/** `PUT api/admin/v3/media/{id}` (editfile, editvideo): absent fields stay as they are. */
export const updateMediaRequestSchema = z.object({
  name: requiredText(MEDIA_NAME_MAX, 'library.rules.nameRequired').optional(),
  catalogid: z.string().trim().max(64).optional(),
  cover: fileReferenceSchema(FILE_REFERENCE_RULES.mediaCover).optional(),
});
export type UpdateMediaRequest = z.infer<typeof updateMediaRequestSchema>;

/** `POST api/admin/v3/media/{id}/disable` and `.../banner/{id}/disable`. */
export { disableRequestSchema as libraryDisableRequestSchema } from './fields.js';

/** `POST api/admin/v3/media/{id}/status`: video status verification (0 processing, 1 passed, 100 failed). */
export const mediaStatusRequestSchema = z.object({
  status: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(100)])),
});

// ---------------------------------------------------------------- images (upload folders, chooser)

export const imageFiletypeSchema = z.enum(IMAGE_FILETYPES);

/** `GET api/admin/basic/catalog?type`: the chooser's folders for an image kind. */
export const imageCatalogQuerySchema = z.object({ type: imageFiletypeSchema.default('filecover') });

export const imageFolderSchema = z
  .object({
    id: z.string(),
    /** Text to show (the folder's i18n key is `library.chooser.folders.<id>`). */
    name: z.string(),
    /** `builtin` folders ship with the product; `uploaded` holds the organisation's own images. */
    source: z.enum(['builtin', 'uploaded']),
    count: z.number().int().nonnegative(),
  })
  .strict();
export type ImageFolder = z.infer<typeof imageFolderSchema>;
export const imageCatalogResponseSchema = z.object({ successed: z.literal(true), rows: z.array(imageFolderSchema) }).strict();

/** `GET api/admin/basic/catalog/{id}/images?path&type`: `path` narrows to a sub-folder of uploads (a day). */
export const imageListQuerySchema = z.object({
  type: imageFiletypeSchema.default('filecover'),
  path: z.string().trim().max(64).default(''),
});
export const imageItemSchema = z.object({ name: z.string(), path: z.string(), size: z.number().int().nonnegative() }).strict();
export type ImageItem = z.infer<typeof imageItemSchema>;
export const imageListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(imageItemSchema) }).strict();

// ---------------------------------------------------------------- banners

export const BANNER_RATIO_TOLERANCE = 0.02;

/** True when an image's size is 20:3 within 2 %. */
export function isBannerRatio(width: number, height: number): boolean {
  if (width <= 0 || height <= 0) return false;
  return Math.abs(width / height / (20 / 3) - 1) <= BANNER_RATIO_TOLERANCE;
}

/** `POST api/admin/system/banner`, `PUT .../banner/{id}` (admin §3 Banner, §5 "banner title 64"). */
export const bannerRequestSchema = z
  .object({
    title: requiredText(BANNER_TITLE_MAX, 'library.rules.titleRequired'),
    /** A path handed out by `POST api/file/upload?filetype=banner`, or a built-in banner. */
    image: fileReferenceSchema(FILE_REFERENCE_RULES.bannerImage, 'library.rules.imageRequired'),
    platform: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
    click: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .default(1),
    clicktype: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .default(1),
    /** The task package to open (clicktype 1 or 2). */
    clickid: z.string().trim().max(64).default(''),
    clickurl: z
      .string()
      .trim()
      .max(BANNER_URL_MAX, { error: key('validation.tooLong') })
      .default(''),
    sort: sort.default(0),
  })
  .superRefine((value, ctx) => {
    if (value.click !== 2) return;
    const urlIssue = value.clicktype === 3 ? fileReferenceIssue(value.clickurl, FILE_REFERENCE_RULES.bannerClickUrl) : null;
    if (urlIssue) ctx.addIssue({ code: 'custom', message: urlIssue.key, path: ['clickurl'] });
    if (value.clicktype !== 3 && !value.clickid) {
      ctx.addIssue({ code: 'custom', message: key('library.rules.clickidRequired'), path: ['clickid'] });
    }
  });
export type BannerRequest = z.infer<typeof bannerRequestSchema>;

export const bannerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    image: z.string(),
    platform: z.number().int(),
    click: z.number().int(),
    clicktype: z.number().int(),
    clickid: z.string(),
    /** The title of the package `clickid` names ('' when none). */
    clickname: z.string(),
    clickurl: z.string(),
    sort: z.number().int(),
    disabled: z.number().int(),
    createdate: z.string(),
  })
  .strict();
export type Banner = z.infer<typeof bannerSchema>;

/** `GET api/admin/system/banner?platform&title&page&rows`. */
export const bannerListQuerySchema = z.object({
  platform: z.union([z.literal(''), z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]))]).default(''),
  title: z.string().trim().max(BANNER_TITLE_MAX).default(''),
  page,
  rows,
});
export type BannerListQuery = z.infer<typeof bannerListQuerySchema>;
export const bannerListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(bannerSchema), total: z.number().int().nonnegative() }).strict();
export type BannerListResponse = z.infer<typeof bannerListResponseSchema>;
export const bannerResponseSchema = z.object({ successed: z.literal(true), banner: bannerSchema }).strict();
