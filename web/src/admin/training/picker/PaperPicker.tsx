import { CATALOG_TYPES, type AdminPaper, type CatalogNode } from '@peilian/shared';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useT } from '../../../app';
import { clippedText, COLUMN_PX } from '../../blocks/columns';
import { useAdminQuery } from '../../data/queries';
import type { PaperChoice } from '../editor/childFields';
import { paperChoice } from '../editor/examChild';
import { DataPicker } from './DataPicker';
import { slicedList, usePickerQuery } from './pickerQuery';
import { serverPage } from './pickerSlice';

/** A paper's status once published (docs/exam.md `papers.status`). */
const PUBLISHED = 1;

const treeOf = (nodes: readonly CatalogNode[]): TreeDataNode[] => nodes.map((node) => ({ key: node.id, title: node.name, children: treeOf(node.children) }));

interface Props {
  chosen: PaperChoice | null;
  onOk: (paper: PaperChoice) => void;
  onCancel: () => void;
}

/**
 * The paper an exam child task runs (admin §2 data picker): published papers only, by paper
 * catalogue and searched by title, one at a time.
 */
export function PaperPicker({ chosen, onOk, onCancel }: Props) {
  const t = useT();
  const picker = usePickerQuery();
  const { query } = picker;
  // Without the tree the picker still lists every published paper; the table shows any load failure itself.
  const catalogues = useAdminQuery('catalogs', 'tree', { type: CATALOG_TYPES.paper });
  const read = useAdminQuery('papers', 'list', { ...serverPage(query), title: query.text, status: PUBLISHED, catalogid: query.catalog });
  const columns: TableColumnsType<AdminPaper> = [
    { key: 'title', title: t('examWeb.child.paperTitle'), dataIndex: 'title', width: COLUMN_PX.text, render: (title: string) => clippedText(title) },
    { key: 'category', title: t('examWeb.child.category'), dataIndex: 'categoryName', width: 120, render: (name: string) => clippedText(name, 1) },
    { key: 'questions', title: t('examWeb.child.questions'), dataIndex: 'questioncount', width: 80 },
    { key: 'minute', title: t('examWeb.child.minute'), dataIndex: 'minute', width: 100 },
    { key: 'score', title: t('examWeb.child.passScore'), dataIndex: 'score', width: 80 },
  ];
  const initial = chosen ? [{ ...chosen } as unknown as AdminPaper] : [];
  return (
    <DataPicker<AdminPaper>
      title={t('examWeb.child.pickerTitle')}
      testId="paper-picker"
      columns={columns}
      rowKey={(row) => row.id}
      picker={picker}
      list={slicedList(query, read)}
      tree={treeOf(catalogues.data?.rows ?? [])}
      multiple={false}
      initial={initial}
      onOk={([row]) => row && onOk(paperChoice(row))}
      onCancel={onCancel}
    />
  );
}
