import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { directPartsRequestSchema, directPartsResponseSchema } from '../../schemas/directUploads.js';
import {
  bannerListQuerySchema,
  bannerListResponseSchema,
  bannerRequestSchema,
  bannerResponseSchema,
  catalogQuerySchema,
  catalogResponseSchema,
  catalogTreeResponseSchema,
  completeUploadRequestSchema,
  createCatalogRequestSchema,
  createUploadRequestSchema,
  imageCatalogQuerySchema,
  imageCatalogResponseSchema,
  imageListQuerySchema,
  imageListResponseSchema,
  libraryDisableRequestSchema,
  mediaListQuerySchema,
  mediaListResponseSchema,
  mediaResponseSchema,
  mediaStatusRequestSchema,
  updateCatalogRequestSchema,
  updateMediaRequestSchema,
  uploadChunkQuerySchema,
  uploadStatusResponseSchema,
} from '../../schemas/library.js';
import {
  catalogAccessRequestSchema,
  catalogAccessResponseSchema,
  catalogOperateQuerySchema,
  catalogOperateResponseSchema,
} from '../../schemas/catalogAccess.js';
import { recordAccessQuerySchema } from '../../schemas/recordAccess.js';
import { filesEndpoints } from '../files.js';
import { trainingEndpoints } from '../training.js';

/** Catalogue trees of files, videos, questions and papers (`type` picks the tree). */
export const catalogEndpoints = {
  tree: endpoint({ method: 'GET', path: 'api/admin/material/catalog', query: catalogQuerySchema, response: catalogTreeResponseSchema }),
  create: endpoint({ method: 'POST', path: 'api/admin/material/catalog', body: createCatalogRequestSchema, response: catalogResponseSchema }),
  update: endpoint({ method: 'PUT', path: 'api/admin/material/catalog/:id', body: updateCatalogRequestSchema, response: catalogResponseSchema }),
  remove: endpoint({ method: 'DELETE', path: 'api/admin/material/catalog/:id', response: okResponseSchema }),
  /** What the caller may do in each catalogue of a type (admin §7 `catalog/operate`). */
  operate: endpoint({ method: 'GET', path: 'api/admin/material/catalog/operate', query: catalogOperateQuerySchema, response: catalogOperateResponseSchema }),
  access: endpoint({ method: 'GET', path: 'api/admin/material/acl/catalog/:id', response: catalogAccessResponseSchema }),
  setAccess: endpoint({
    method: 'PUT',
    path: 'api/admin/material/acl/catalog/:id',
    body: catalogAccessRequestSchema,
    response: catalogAccessResponseSchema,
    json: true,
  }),
  /** A single record's access list (admin §7 `acl/bizdata/{id}?type`; docs/training.md "Record access lists"). */
  recordAccess: endpoint({ method: 'GET', path: 'api/admin/material/acl/bizdata/:id', query: recordAccessQuerySchema, response: catalogAccessResponseSchema }),
  setRecordAccess: endpoint({
    method: 'PUT',
    path: 'api/admin/material/acl/bizdata/:id',
    query: recordAccessQuerySchema,
    body: catalogAccessRequestSchema,
    response: catalogAccessResponseSchema,
    json: true,
  }),
} as const;

/** The content library's files and videos (docs/training.md). */
export const mediaEndpoints = {
  list: endpoint({ method: 'GET', path: 'api/admin/v3/media', query: mediaListQuerySchema, response: mediaListResponseSchema }),
  read: endpoint({ method: 'GET', path: 'api/admin/v3/media/:id', response: mediaResponseSchema }),
  update: endpoint({ method: 'PUT', path: 'api/admin/v3/media/:id', body: updateMediaRequestSchema, response: mediaResponseSchema }),
  disable: endpoint({ method: 'POST', path: 'api/admin/v3/media/:id/disable', body: libraryDisableRequestSchema, response: mediaResponseSchema }),
  status: endpoint({ method: 'POST', path: 'api/admin/v3/media/:id/status', body: mediaStatusRequestSchema, response: mediaResponseSchema }),
  /** The viewing key of a file for the preview (a learner call administrators make too). */
  viewkey: trainingEndpoints.viewKey,
} as const;

/** Resumable library uploads: announce, send chunks, ask what arrived, complete into a media row. */
export const uploadEndpoints = {
  create: endpoint({ method: 'POST', path: 'api/admin/v3/upload', body: createUploadRequestSchema, response: uploadStatusResponseSchema }),
  status: endpoint({ method: 'GET', path: 'api/admin/v3/upload/:id', response: uploadStatusResponseSchema }),
  /** The raw bytes of one chunk, sent by the browser's own request (progress), never bound. */
  chunk: endpoint({ method: 'PUT', path: 'api/admin/v3/upload/:id', query: uploadChunkQuerySchema, response: uploadStatusResponseSchema, multipart: true }),
  complete: endpoint({ method: 'POST', path: 'api/admin/v3/upload/:id/complete', body: completeUploadRequestSchema, response: mediaResponseSchema }),
  /** Direct uploads (object storage): record the parts sent, hand out presigned addresses for the next ones. */
  parts: endpoint({ method: 'POST', path: 'api/admin/v3/upload/:id/parts', body: directPartsRequestSchema, response: directPartsResponseSchema, json: true }),
} as const;

/** The image chooser's folders and images, and the image upload (multipart `file`). */
export const imageEndpoints = {
  folders: endpoint({ method: 'GET', path: 'api/admin/basic/catalog', query: imageCatalogQuerySchema, response: imageCatalogResponseSchema }),
  list: endpoint({ method: 'GET', path: 'api/admin/basic/catalog/:id/images', query: imageListQuerySchema, response: imageListResponseSchema }),
  upload: filesEndpoints.upload,
} as const;

export const bannerEndpoints = {
  list: endpoint({ method: 'GET', path: 'api/admin/system/banner', query: bannerListQuerySchema, response: bannerListResponseSchema }),
  create: endpoint({ method: 'POST', path: 'api/admin/system/banner', body: bannerRequestSchema, response: bannerResponseSchema }),
  update: endpoint({ method: 'PUT', path: 'api/admin/system/banner/:id', body: bannerRequestSchema, response: bannerResponseSchema }),
  disable: endpoint({ method: 'POST', path: 'api/admin/system/banner/:id/disable', body: libraryDisableRequestSchema, response: bannerResponseSchema }),
  remove: endpoint({ method: 'DELETE', path: 'api/admin/system/banner/:id', response: okResponseSchema }),
} as const;
