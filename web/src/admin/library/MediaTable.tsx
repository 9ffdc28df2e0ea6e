import type { AdminMedia } from '@peilian/shared';
import { useT } from '../../app';
import { ListTable, type ListPaging } from '../blocks/ListTable';
import { mediaColumns, type MediaActions } from './mediaColumns';

interface Props extends MediaActions {
  rows: AdminMedia[];
  total: number;
  paging: ListPaging;
  loading: boolean;
  onPaging: (paging: ListPaging) => void;
}

/**
 * What a manager reads first: the name, when it was uploaded, the switch (and a video's
 * verification) and the actions; the catalogue (the tree beside the list shows it), cover, format,
 * size, uploader, views and preview status behind 列设置 — room to spare at 1440 px beside a scrollbar.
 */
const MEDIA_COLUMN_CHOICE = { list: 'media', hidden: ['cover', 'format', 'size', 'catalog', 'creator', 'viewcount', 'preview'] } as const;

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
      columnChoice={MEDIA_COLUMN_CHOICE}
    />
  );
}
