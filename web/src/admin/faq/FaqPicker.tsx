import { FAQ_DRAW_MAX, RESOURCE_PICKER_PAGE_SIZE, type AdminFaq, type CatalogNode } from '@peilian/shared';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { DataPicker, type PickerQuery } from '../training/picker/DataPicker';
import { fetchFaqCatalogues, fetchFaqs } from './faqApi';

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

/** The open questions of a page of the bank, as the picker lists them. */
async function openQuestions(query: PickerQuery) {
  const answer = await fetchFaqs({ text: query.text, catalogid: query.catalog, disabled: 0, page: query.page, rows: query.rows });
  return { rows: answer.rows, total: answer.total };
}

/**
 * The FAQ picker (admin §2 data picker): the bank's open questions by catalogue, searched by text,
 * 30 a page, several at once up to a quick Q&A task's 100.
 */
export function FaqPicker({ chosen, onOk, onCancel }: Props) {
  const t = useT();
  const [tree, setTree] = useState<TreeDataNode[]>([]);
  useEffect(() => {
    // Without the tree the picker still lists every question; the table shows any load failure itself.
    fetchFaqCatalogues().then(
      (nodes) => setTree(treeOf(nodes)),
      () => setTree([]),
    );
  }, []);
  const load = useCallback(openQuestions, []);
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
      load={load}
      tree={tree}
      pageSize={RESOURCE_PICKER_PAGE_SIZE}
      max={FAQ_DRAW_MAX}
      initial={chosen.map((item) => ({ id: item.id, question: item.question }) as AdminFaq)}
      onOk={(rows) => onOk(rows.map((row) => ({ id: row.id, question: row.question })))}
      onCancel={onCancel}
    />
  );
}
