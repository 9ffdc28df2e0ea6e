import { CATALOG_TYPES, OPEN_TYPES, VIDEO_STATUS } from '@peilian/shared';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { findCatalogueByName, insertCatalogue, type NewCatalogue } from '../data/catalogues.js';
import { findMediaByStorageKey, insertMedia } from '../data/media.js';
import { BUILTIN_PREFIX, BUILTIN_ROOT } from '../storage/files.js';

/**
 * The demo organisation's content library: catalogues, a sample PDF and a short MP4 (built-in
 * files shipped in `assets/media`, so every data directory has them). Adds only what is missing.
 * (The carousel's banners open packages, so `carousel.ts` seeds them after the packages.)
 */

const FILE_CATALOGUES = ['产品资料', '销售技巧'];
/** A catalogue with an access list (docs/training.md "Catalogue access lists"): everyone sees it, its creator changes it. */
const PUBLIC_CATALOGUE = '销售管理制度';
const VIDEO_CATALOGUES = ['培训视频'];

const DEMO_MEDIA = [
  {
    kind: 'file',
    catalogue: '产品资料',
    name: '产品手册',
    format: 'pdf',
    storageKey: `${BUILTIN_PREFIX}media/demo.pdf`,
    previewStatus: 'native',
    pages: 1,
    durationSeconds: 0,
  },
  {
    kind: 'video',
    catalogue: '培训视频',
    name: '新员工入职视频',
    format: 'mp4',
    storageKey: `${BUILTIN_PREFIX}media/demo.mp4`,
    previewStatus: 'native',
    pages: 0,
    durationSeconds: 12,
  },
] as const;

const builtinImage = (file: string) => `/files/${BUILTIN_PREFIX}images/${file}`;

/** The byte count of a built-in file. */
const builtinSize = (key: string) => statSync(path.join(BUILTIN_ROOT, ...key.slice(BUILTIN_PREFIX.length).split('/'))).size;

async function ensureCatalogue(db: Db, orgId: string, type: number, name: string, sort: number, values: Partial<NewCatalogue> = {}): Promise<string> {
  const existing = await findCatalogueByName(db, { orgId, type, parentId: null, name });
  return (existing ?? (await insertCatalogue(db, { orgId, type, name, sort, ...values }))).id;
}

/** Seeds the content library of an organisation (idempotent). */
export async function seedLibrary(db: Db, orgId: string, creatorId: string | null): Promise<void> {
  const catalogueIds = new Map<string, string>();
  for (const [index, name] of FILE_CATALOGUES.entries()) catalogueIds.set(name, await ensureCatalogue(db, orgId, CATALOG_TYPES.file, name, index));
  for (const [index, name] of VIDEO_CATALOGUES.entries()) catalogueIds.set(name, await ensureCatalogue(db, orgId, CATALOG_TYPES.video, name, index));
  const publicList = { opentype: OPEN_TYPES.public, users: [], positions: [] };
  await ensureCatalogue(db, orgId, CATALOG_TYPES.file, PUBLIC_CATALOGUE, FILE_CATALOGUES.length, { creatorId, access: publicList });

  for (const item of DEMO_MEDIA) {
    if (await findMediaByStorageKey(db, orgId, item.storageKey)) continue;
    const { catalogue, ...values } = item;
    await insertMedia(db, {
      ...values,
      orgId,
      catalogId: catalogueIds.get(catalogue) ?? null,
      size: builtinSize(item.storageKey),
      cover: builtinImage(item.kind === 'video' ? 'covers/business/business-1.png' : 'covers/office/office-1.png'),
      status: VIDEO_STATUS.passed,
      creatorId,
    });
  }
}
