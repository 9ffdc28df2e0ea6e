import { canOpenRoute } from '@peilian/shared';
import { useCallback } from 'react';
import { usePermissionContext, useSession } from '../../app';

/**
 * Whether the admin may open a page (a path with or without its query), by the shared rules the menu
 * uses: a figure links only to reports the server would show them.
 */
export function useCanOpen(): (path: string) => boolean {
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  return useCallback((path: string) => user !== null && canOpenRoute(user, path.split('?')[0] ?? '', context), [user, context]);
}
