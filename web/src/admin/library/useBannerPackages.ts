import type { Banner } from '@peilian/shared';
import { useAdminQuery } from '../data/queries';

const FIRST_PAGE = { title: '', page: 1, rows: 30 };

/**
 * The task packages a banner may open, read while the dialog is open: the first page of each of the
 * three task lists (a list the caller may not see is skipped), the banner's own package first.
 */
export function useBannerPackages(banner: Banner | null | undefined): { id: string; title: string }[] {
  const open = banner !== undefined;
  const lists = [
    useAdminQuery('packages', 'list', open ? { ...FIRST_PAGE, tasktype: 1 } : null).data?.rows,
    useAdminQuery('packages', 'list', open ? { ...FIRST_PAGE, tasktype: 2 } : null).data?.rows,
    useAdminQuery('packages', 'list', open ? { ...FIRST_PAGE, tasktype: 3 } : null).data?.rows,
  ];
  const current = banner?.clickid ? [{ id: banner.clickid, title: banner.clickname }] : [];
  const rows = lists.flatMap((list) => list ?? []).filter((row) => row.id !== banner?.clickid);
  return [...current, ...rows.map(({ id, title }) => ({ id, title }))];
}
