import { CATALOG_TYPES, FAQ_DRAW_MAX, RESOURCE_PICKER_PAGE_SIZE, type AdminFaq, type CatalogNode } from '@peilian/shared';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';
import { DataPicker } from './DataPicker';
import { usePickerQuery } from './pickerQuery';

const treeOf = (nodes: readonly CatalogNode[]): TreeDataNode[] => nodes.map((node) => ({ key: node.id, title: node.name, children: treeOf(node.children) }));

/** A chosen question as a quick Q&A child task shows it ('' question until read). */
export interface FaqChoice {
  id: string;
  question: string;
}

interface Props {
  /** Questions already chosen: they stay chosen. */
  chosen: readonly FaqChoice[];
  onOk: (questions: FaqChoice[]) => void;
  onCancel: () => void;
}

/**
 * The FAQ picker (admin §2 data picker): the bank's open questions by catalogue, searched by text,
 * 30 a page, several at once up to a quick Q&A task's 100.
 */
export function FaqPicker({ chosen, onOk, onCancel }: Props) {
  const t = useT();
  const picker = usePickerQuery(RESOURCE_PICKER_PAGE_SIZE);
  const { query } = picker;
  // Without the tree the picker still lists every question; the table shows any load failure itself.
  const catalogues = useAdminQuery('catalogs', 'tree', { type: CATALOG_TYPES.faq });
  const list = useAdminQuery('faq', 'list', { text: query.text, catalogid: query.catalog, disabled: 0, page: query.page, rows: query.rows });
  const columns: TableColumnsType<AdminFaq> = [
    { key: 'question', title: t('faqAdmin.picker.question'), dataIndex: 'question', ellipsis: true },
    { key: 'answer', title: t('faqAdmin.picker.answer'), dataIndex: 'answer', ellipsis: true },
    { key: 'catalog', title: t('faqAdmin.picker.catalog'), dataIndex: 'catalogname', width: 140 },
  ];
  return (
    <DataPicker<AdminFaq>
      title={t('faqAdmin.picker.title')}
      testId="faq-picker"
      columns={columns}
      rowKey={(row) => row.id}
      picker={picker}
      list={list}
      tree={treeOf(catalogues.data?.rows ?? [])}
      max={FAQ_DRAW_MAX}
      initial={chosen.map((item) => ({ id: item.id, question: item.question }) as AdminFaq)}
      onOk={(rows) => onOk(rows.map((row) => ({ id: row.id, question: row.question })))}
      onCancel={onCancel}
    />
  );
}
