import type { Rolldown } from 'vite';

/** Folder (under assets/) of every chunk that only the admin back office needs. */
export const ADMIN_CHUNK_DIR = 'assets/admin';

const ADMIN_SOURCE = /[\\/]web[\\/]src[\\/]admin[\\/]/;
const ADMIN_PACKAGES = /[\\/]node_modules[\\/](antd|@ant-design[\\/][^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/;

/** Folder (under assets/) of large libraries a learner needs only on one page (pdf.js for documents). */
export const ON_DEMAND_CHUNK_DIR = 'assets/ondemand';

const ON_DEMAND_PACKAGES = /[\\/]node_modules[\\/]pdfjs-dist[\\/]/;

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
  return 'assets/[name]-[hash].js';
}
