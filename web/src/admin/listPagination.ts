import { PAGE_SIZES, type Translate } from '@peilian/shared';
import type { TablePaginationConfig } from 'antd';

/** The pager of every back-office list (admin §9: page sizes 30/50/100, a total count). */
export function listPagination(
  t: Translate,
  { page, rows, total, onChange }: { page: number; rows: number; total: number; onChange: (page: number, rows: number) => void },
): TablePaginationConfig {
  return {
    current: page,
    pageSize: rows,
    total,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    showTotal: (count) => t('admin.listTotal', { total: count }),
    onChange,
  };
}
