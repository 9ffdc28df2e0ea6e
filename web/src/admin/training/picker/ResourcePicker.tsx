import {
  CATALOG_TYPES,
  CHILD_MEDIA_REFS_MAX,
  formatFileSize,
  formatHms,
  RESOURCE_PICKER_PAGE_SIZE,
  type AdminMedia,
  type CatalogNode,
  type MediaKind,
} from '@peilian/shared';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useT } from '../../../app';
import { clippedText, COLUMN_PX } from '../../blocks/columns';
import { useAdminQuery } from '../../data/queries';
import { timeText } from '../labels';
import { DataPicker } from './DataPicker';
import { usePickerQuery } from './pickerQuery';

const treeOf = (nodes: readonly CatalogNode[]): TreeDataNode[] => nodes.map((node) => ({ key: node.id, title: node.name, children: treeOf(node.children) }));

interface Props {
  kind: MediaKind;
  /** Media already in the child task: they stay chosen. */
  chosen: readonly Pick<AdminMedia, 'id' | 'name'>[];
  onOk: (media: AdminMedia[]) => void;
  onCancel: () => void;
}

/**
 * The resource picker (admin §2 data picker, 30 rows a page): the content library's enabled files
 * or videos by catalogue — name, format, catalogue, created, creator — at most 20 per child task.
 */
export function ResourcePicker({ kind, chosen, onOk, onCancel }: Props) {
  const t = useT();
  const picker = usePickerQuery(RESOURCE_PICKER_PAGE_SIZE);
  const { query } = picker;
  // Without the tree the picker still lists everything; the table shows any load failure itself.
  const catalogues = useAdminQuery('catalogs', 'tree', { type: kind === 'video' ? CATALOG_TYPES.video : CATALOG_TYPES.file });
  const list = useAdminQuery('media', 'list', { kind, catalogid: query.catalog, text: query.text, disabled: 0, page: query.page, rows: query.rows });
  const columns: TableColumnsType<AdminMedia> = [
    { key: 'name', title: t('trainingAdmin.picker.fileName'), dataIndex: 'name', width: 200, render: (name: string) => clippedText(name) },
    { key: 'format', title: t('trainingAdmin.picker.format'), dataIndex: 'format', width: 80 },
    kind === 'video'
      ? { key: 'duration', title: t('trainingAdmin.picker.duration'), width: 100, render: (_, row) => (row.duration > 0 ? formatHms(row.duration) : '') }
      : { key: 'size', title: t('trainingAdmin.picker.size'), width: 100, render: (_, row) => formatFileSize(row.size) },
    { key: 'catalogname', title: t('trainingAdmin.picker.catalogname'), dataIndex: 'catalogname', width: 120, render: (name: string) => clippedText(name, 1) },
    { key: 'createdate', title: t('trainingAdmin.picker.createdate'), width: COLUMN_PX.date, render: (_, row) => timeText(row.createdate) },
    { key: 'creator', title: t('trainingAdmin.picker.creator'), dataIndex: 'creator', width: 100, render: (name: string) => clippedText(name, 1) },
  ];
  return (
    <DataPicker<AdminMedia>
      title={t(kind === 'video' ? 'trainingAdmin.picker.videosTitle' : 'trainingAdmin.picker.filesTitle')}
      testId="resource-picker"
      columns={columns}
      rowKey={(row) => row.id}
      picker={picker}
      list={list}
      tree={treeOf(catalogues.data?.rows ?? [])}
      max={CHILD_MEDIA_REFS_MAX}
      initial={chosen.map((item) => ({ ...item }) as AdminMedia)}
      onOk={onOk}
      onCancel={onCancel}
    />
  );
}
