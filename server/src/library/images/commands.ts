import type { ImageFiletype, ImageFolder, ImageItem } from '@peilian/shared';
import { appError, invalidInput } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import { BUILTIN_PREFIX } from '../../storage/files.js';

/**
 * The image chooser's folders (admin §2 "Image chooser"): built-in images shipped with the server
 * (`server/src/seed/assets/images/<set>/<folder>/`) and the organisation's own uploads of the kind
 * (`<org id>/<filetype>/<yyyymmdd>/…`).
 */
const BUILTIN_SETS: Partial<Record<ImageFiletype, { set: string; folders: readonly string[] }>> = {
  filecover: { set: 'covers', folders: ['business', 'office', 'nature', 'abstract'] },
  videocover: { set: 'covers', folders: ['business', 'office', 'nature', 'abstract'] },
  mission: { set: 'covers', folders: ['business', 'office', 'nature', 'abstract'] },
  banner: { set: 'banners', folders: ['promo', 'business', 'abstract'] },
};

export const UPLOADED_FOLDER = 'uploaded';

const builtinPrefix = (set: string, folder: string) => `${BUILTIN_PREFIX}images/${set}/${folder}/`;
const uploadedPrefix = (orgId: string, filetype: ImageFiletype) => `${orgId}/${filetype}/`;

/** The folders of the chooser for an image kind, with their image counts. */
export async function imageFolders(deps: AppDeps, orgId: string, filetype: ImageFiletype, names: (folder: string) => string): Promise<ImageFolder[]> {
  const builtin = BUILTIN_SETS[filetype];
  const folders: ImageFolder[] = [];
  for (const folder of builtin?.folders ?? []) {
    const count = (await deps.storage.list(builtinPrefix(builtin!.set, folder))).length;
    folders.push({ id: folder, name: names(folder), source: 'builtin', count });
  }
  const uploaded = (await deps.storage.list(uploadedPrefix(orgId, filetype))).length;
  folders.push({ id: UPLOADED_FOLDER, name: names(UPLOADED_FOLDER), source: 'uploaded', count: uploaded });
  return folders;
}

/** The images of one folder; `path` narrows the uploads to one day (`yyyymmdd`). Unknown folders are 404. */
export async function folderImages(deps: AppDeps, orgId: string, filetype: ImageFiletype, folder: string, path: string): Promise<ImageItem[]> {
  let prefix: string;
  if (folder === UPLOADED_FOLDER) {
    if (path && !/^\d{8}$/.test(path)) throw invalidInput('library.rules.imagePath', {}, 'path');
    prefix = `${uploadedPrefix(orgId, filetype)}${path ? `${path}/` : ''}`;
  } else {
    const builtin = BUILTIN_SETS[filetype];
    if (!builtin?.folders.includes(folder)) throw appError('errors.notFound');
    prefix = builtinPrefix(builtin.set, folder);
  }
  const files = await deps.storage.list(prefix);
  // Newest uploads first (their keys start with the day); built-in images in name order.
  if (folder === UPLOADED_FOLDER) files.reverse();
  return files.map(({ key, size }) => ({ name: key.slice(key.lastIndexOf('/') + 1), path: deps.storage.publicPath(key), size }));
}
