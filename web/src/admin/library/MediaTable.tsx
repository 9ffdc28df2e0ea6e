import type { AdminMedia } from '@peilian/shared';
import { useT } from '../../app/hooks';
import { ListTable, type ListPaging } from '../blocks/ListTable';
import { mediaColumns, type MediaActions } from './mediaColumns';

interface Props extends MediaActions {
  rows: AdminMedia[];
  total: number;
  paging: ListPaging;
  loading: boolean;
  onPaging: (paging: ListPaging) => void;
}

/** The content library's list: one kind, with the disable switch, video verification, preview and edit. */
export function MediaTable({ rows, total, paging, loading, onPaging, ...actions }: Props) {
  const t = useT();
  return (
    <ListTable<AdminMedia>
      rowKey="id"
      testId="media-table"
      columns={mediaColumns(t, actions)}
      data={{ rows, total }}
      loading={loading}
      paging={paging}
      onPaging={onPaging}
      rowClassName={(media) => (media.disabled ? 'media-disabled' : '')}
    />
  );
}
