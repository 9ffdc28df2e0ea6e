import type { AdminMedia, Banner, CatalogNode, MediaKind, PreviewStatus } from '@peilian/shared';
import type { CatalogueRow, UploadRow } from '../db/schema/index.js';
import type { BannerListRow } from '../data/banners.js';
import type { MediaListRow } from '../data/media.js';
import type { MediaViewing } from './mediaAccess.js';
import { UPLOAD_CHUNK_BYTES, UPLOAD_MAX_CHUNK_BYTES } from './uploads/commands.js';
import { DIRECT_PART_BYTES } from './uploads/direct.js';

/** The content library's rows as the back office and learners see them; no storage keys leave the server. */

export function presentCatalogue(row: CatalogueRow, count = 0, children: CatalogNode[] = []): CatalogNode {
  return { id: row.id, name: row.name, parentid: row.parentId ?? '', type: row.type, sort: row.sort, count, children };
}

/** Catalogues as a tree (a child whose parent is missing is shown at the top level). */
export function presentCatalogueTree(rows: readonly CatalogueRow[], counts: ReadonlyMap<string, number>): CatalogNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string, CatalogueRow[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parent: string, seen: Set<string>): CatalogNode[] =>
    (byParent.get(parent) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => presentCatalogue(row, counts.get(row.id) ?? 0, build(row.id, new Set([...seen, row.id]))));
  return build('', new Set());
}

export function presentUploadStatus(upload: UploadRow) {
  return {
    id: upload.id,
    kind: upload.kind as MediaKind,
    filename: upload.filename,
    size: upload.size,
    received: upload.received,
    chunksize: upload.storageUploadId ? DIRECT_PART_BYTES : UPLOAD_CHUNK_BYTES,
    maxchunk: upload.storageUploadId ? DIRECT_PART_BYTES : UPLOAD_MAX_CHUNK_BYTES,
    // Only direct uploads say so: a client that knows no modes sends chunks, as before.
    ...(upload.storageUploadId ? { mode: 'direct' as const } : {}),
  };
}

export function presentAdminMedia({ media, catalogName, creatorName }: MediaListRow): AdminMedia {
  return {
    id: media.id,
    kind: media.kind as MediaKind,
    name: media.name,
    format: media.format,
    size: media.size,
    catalogid: media.catalogId ?? '',
    catalogname: catalogName ?? '',
    cover: media.cover,
    duration: media.durationSeconds,
    pages: media.pages,
    status: media.status,
    statusreason: media.statusReason,
    progress: media.processProgress,
    disabled: media.disabled,
    previewstatus: media.previewStatus as PreviewStatus,
    viewcount: media.viewCount,
    creator: creatorName ?? '',
    createdate: media.createdAt.toISOString(),
  };
}

/** `GET api/trainning/v3/media/viewkey` answer fields. */
export function presentViewing({ media, key, expires, contentUrl, previewUrl }: MediaViewing) {
  return {
    key,
    expires,
    contenturl: contentUrl,
    previewurl: previewUrl,
    format: media.format,
    previewstatus: media.previewStatus as PreviewStatus,
  };
}

export function presentBanner({ banner, packageTitle }: BannerListRow): Banner {
  return {
    id: banner.id,
    title: banner.title,
    image: banner.image,
    platform: banner.platform,
    click: banner.click,
    clicktype: banner.clicktype,
    clickid: banner.clickid,
    clickname: packageTitle ?? '',
    clickurl: banner.clickurl,
    sort: banner.sort,
    disabled: banner.disabled,
    createdate: banner.createdAt.toISOString(),
  };
}
