import { canUseFunction, CHILD_TASK_TYPES, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { usePermissionContext, useSession } from '../../app';
import { useAdminQuery } from '../data/queries';

export interface TaskOption {
  value: string;
  label: string;
}

/** How many packages one search lists. */
const PACKAGE_ROWS = 30;

/** Whether the admin may read task packages (any task list): the records' task filter needs them. */
export function useCanReadPackages(): boolean {
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  return user !== null && TASK_LIST_FUNCTION_KEYS.some((key) => canUseFunction(user, key, context));
}

/**
 * Task packages whose title holds `search` (every task list), as options; none when not allowed.
 * The filter is a convenience: without it (refused, failed) the records are still listed and searchable by name.
 */
export function usePackageOptions(search: string, allowed: boolean): TaskOption[] {
  const { data, error } = useAdminQuery('packages', 'list', allowed ? { title: search, page: 1, rows: PACKAGE_ROWS } : null);
  if (!allowed || error || !data) return [];
  return data.rows.map((row) => ({ value: row.id, label: row.title }));
}

/** The chosen package's title and its quick Q&A child tasks, as options. */
export function useChildOptions(packageid: string, allowed: boolean): { title: TaskOption | null; children: TaskOption[] } {
  const { data, error } = useAdminQuery('packages', 'read', allowed && packageid ? { id: packageid } : null);
  const pkg = data?.package;
  if (!allowed || error || !pkg || pkg.id !== packageid) return { title: null, children: [] };
  return {
    title: { value: pkg.id, label: pkg.title },
    children: pkg.children.filter((child) => child.type === CHILD_TASK_TYPES.faq).map((child) => ({ value: child.id, label: child.title })),
  };
}
