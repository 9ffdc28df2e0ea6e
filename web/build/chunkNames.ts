import type { Rolldown } from 'vite';

/** Folder (under assets/) of every chunk that only the admin back office needs. */
export const ADMIN_CHUNK_DIR = 'assets/admin';

const ADMIN_SOURCE = /[\\/]web[\\/]src[\\/]admin[\\/]/;
const ADMIN_PACKAGES = /[\\/]node_modules[\\/](antd|@ant-design[\\/][^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/;

/** True for a module of the admin area or of antd and its own component packages. */
export function isAdminModule(id: string): boolean {
  return ADMIN_SOURCE.test(id) || ADMIN_PACKAGES.test(id);
}

/**
 * Names chunks holding admin code or antd `assets/admin/…`, so the service worker can leave them
 * out of the learner precache by path. A build test checks the learner entry never imports one.
 */
export function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  return chunk.moduleIds.some(isAdminModule) ? `${ADMIN_CHUNK_DIR}/[name]-[hash].js` : 'assets/[name]-[hash].js';
}
