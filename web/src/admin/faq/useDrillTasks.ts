import { canUseFunction, CHILD_TASK_TYPES, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { usePermissionContext, useSession } from '../../app/hooks';
import { adminApi } from '../api';

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

/** Task packages whose title holds `search` (every task list), as options; none when not allowed. */
export function usePackageOptions(search: string, allowed: boolean): TaskOption[] {
  const [options, setOptions] = useState<TaskOption[]>([]);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    adminApi.packages.list({ title: search, page: 1, rows: PACKAGE_ROWS }).then(
      (answer) => live && setOptions(answer.rows.map((row) => ({ value: row.id, label: row.title }))),
      // The filter is a convenience: without it the records are still listed and searchable by name.
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [search, allowed]);
  return options;
}

/** The chosen package's title and its quick Q&A child tasks, as options. */
export function useChildOptions(packageid: string, allowed: boolean): { title: TaskOption | null; children: TaskOption[] } {
  const [read, setRead] = useState<{ id: string; title: TaskOption | null; children: TaskOption[] }>({ id: '', title: null, children: [] });
  useEffect(() => {
    if (!allowed || !packageid) return;
    let live = true;
    adminApi.packages.read({ id: packageid }).then(
      ({ package: pkg }) =>
        live &&
        setRead({
          id: packageid,
          title: { value: pkg.id, label: pkg.title },
          children: pkg.children.filter((child) => child.type === CHILD_TASK_TYPES.faq).map((child) => ({ value: child.id, label: child.title })),
        }),
      () => live && setRead({ id: packageid, title: null, children: [] }),
    );
    return () => {
      live = false;
    };
  }, [packageid, allowed]);
  return read.id === packageid ? read : { title: null, children: [] };
}
