import type { Rolldown } from 'vite';

/** Folder (under assets/) of every chunk that only the admin back office needs. */
export const ADMIN_CHUNK_DIR = 'assets/admin';

const ADMIN_SOURCE = /[\\/]web[\\/]src[\\/]admin[\\/]/;
const ADMIN_PACKAGES = /[\\/]node_modules[\\/](antd|@ant-design[\\/][^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/;

/** Folder (under assets/) of large libraries a learner needs only on one page (pdf.js for documents). */
export const ON_DEMAND_CHUNK_DIR = 'assets/ondemand';

const ON_DEMAND_PACKAGES = /[\\/]node_modules[\\/]pdfjs-dist[\\/]/;

/** The mobile component library (and, with it, what it is built on), and the app's own components over it. */
const MOBILE_UI = /[\\/](node_modules[\\/]antd-mobile|web[\\/]src[\\/]components)[\\/]/;

/** True for a module of the admin area or of antd and its own component packages. */
export function isAdminModule(id: string): boolean {
  return ADMIN_SOURCE.test(id) || ADMIN_PACKAGES.test(id);
}

/**
 * Names chunks holding admin code or antd `assets/admin/…` and those of on-demand libraries
 * `assets/ondemand/…`, so the service worker can leave them out of the learner precache by path. A build test checks the learner entry never imports one.
 */
export function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  if (chunk.moduleIds.some(isAdminModule)) return `${ADMIN_CHUNK_DIR}/[name]-[hash].js`;
  if (chunk.moduleIds.some((id) => ON_DEMAND_PACKAGES.test(id))) return `${ON_DEMAND_CHUNK_DIR}/[name]-[hash].js`;
  return `assets/${groupName(chunk.name) ?? '[name]'}-[hash].js`;
}

/** A stylesheet or other asset: a group's under the group's name, others as Vite names them. */
export function assetFileName(asset: Rolldown.PreRenderedAsset): string {
  return `assets/${groupName(asset.names[0] ?? '') ?? '[name]'}-[hash][extname]`;
}

/** A group's chunks are named after every page that shares them (`mobile-ui~shell~TaskPage~…`): the group's name is enough. */
const groupName = (name: string): string | undefined => chunkGroups.map((group) => String(group.name)).find((group) => name.startsWith(`${group}~`));

/**
 * Fewer, larger files where a phone waits for each: what the entry needs is one file, and the mobile
 * components beyond it a few, grouped by the pages that share them (groups under 20 KB merged into a
 * neighbour), instead of dozens of files of a kilobyte or two, each a round trip on a slow line and
 * a preload link to insert.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'app', tags: ['$initial'], priority: 2 },
  { name: 'mobile-ui', test: MOBILE_UI, priority: 1, entriesAware: true, entriesAwareMergeThreshold: 20_000 },
];
