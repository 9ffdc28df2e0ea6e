import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { BannersPage } from './BannersPage';
import { EditMediaPage } from './EditMediaPage';
import { LibraryPage } from './LibraryPage';

/** The content library's pages, relative to `/admin/` (the route guard has checked their functions). */
export const LIBRARY_ROUTES: readonly AdminPageRoute[] = [
  { path: 'voice/studysystem', element: <LibraryPage /> },
  { path: 'voice/editfile', element: <EditMediaPage kind="file" key="file" /> },
  { path: 'voice/editvideo', element: <EditMediaPage kind="video" key="video" /> },
  { path: 'system/banner', element: <BannersPage /> },
];

/** Their titles for the breadcrumb. */
export const LIBRARY_TITLES: Record<string, MessageKey> = {
  '/admin/voice/studysystem': 'library.media.title',
  '/admin/voice/editfile': 'library.media.editFile',
  '/admin/voice/editvideo': 'library.media.editVideo',
  '/admin/system/banner': 'library.banner.title',
};
