import type { AdminPaper, CatalogNode } from '@peilian/shared';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../../app/hooks';
import { fetchPaperCatalogues, fetchPapers } from '../../exam/examApi';
import type { PaperChoice } from '../editor/childFields';
import { paperChoice } from '../editor/examChild';
import { DataPicker, type PickerQuery } from './DataPicker';
import { pickerSlice } from './pickerSlice';

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
  const [tree, setTree] = useState<TreeDataNode[]>([]);
  useEffect(() => {
    // Without the tree the picker still lists every published paper; the table shows any load failure itself.
    fetchPaperCatalogues().then(
      (nodes) => setTree(treeOf(nodes)),
      () => setTree([]),
    );
  }, []);
  const load = useCallback(
    (query: PickerQuery) => pickerSlice(query, (page, rows) => fetchPapers({ title: query.text, status: PUBLISHED, catalogid: query.catalog, page, rows })),
    [],
  );
  const columns: TableColumnsType<AdminPaper> = [
    { key: 'title', title: t('examWeb.child.paperTitle'), dataIndex: 'title' },
    { key: 'category', title: t('examWeb.child.category'), dataIndex: 'categoryName', width: 120 },
    { key: 'questions', title: t('examWeb.child.questions'), dataIndex: 'questioncount', width: 70 },
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
      load={load}
      tree={tree}
      multiple={false}
      initial={initial}
      onOk={([row]) => row && onOk(paperChoice(row))}
      onCancel={onCancel}
    />
  );
}
