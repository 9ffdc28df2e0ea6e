import type { AdminPackage } from '@peilian/shared';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../../app/hooks';
import type { Named } from '../editor/packageForm';
import { fetchPackagePage } from '../packagesApi';
import { TASK_KINDS } from '../taskKinds';
import { DataPicker, type PickerQuery } from './DataPicker';

interface Props {
  /** The list the edited package belongs to: what the picker shows first. */
  tasktype: number;
  /** The edited package, never its own front package. */
  excludeId: string;
  chosen: Named | null;
  onOk: (pkg: Named) => void;
  onCancel: () => void;
}

/** The data picker's "priorpackage" variant (admin §2: type, title), one package, by task list. */
export function PackagePicker({ tasktype, excludeId, chosen, onOk, onCancel }: Props) {
  const t = useT();
  const kindOf = (type: number) => TASK_KINDS.find((kind) => kind.tasktype === type) ?? TASK_KINDS[0]!;
  const tree: TreeDataNode[] = TASK_KINDS.map((kind) => ({ key: String(kind.tasktype), title: t(kind.title), isLeaf: true }));
  const columns: TableColumnsType<AdminPackage> = [
    { key: 'type', title: t('trainingAdmin.children.type'), width: 120, render: (_, row) => t(kindOf(row.tasktype).title) },
    { key: 'title', title: t('trainingAdmin.list.title'), dataIndex: 'title' },
  ];
  const load = useCallback(
    async (query: PickerQuery) => {
      const page = await fetchPackagePage(Number(query.catalog), query);
      return { rows: page.rows.filter((row) => row.id !== excludeId), total: page.total };
    },
    [excludeId],
  );
  const initial = chosen ? [{ id: chosen.id, title: chosen.name } as AdminPackage] : [];
  return (
    <DataPicker<AdminPackage>
      title={t('trainingAdmin.editor.frontpackage')}
      testId="package-picker"
      columns={columns}
      rowKey={(row) => row.id}
      load={load}
      tree={tree}
      allNode={false}
      catalog={String(tasktype)}
      multiple={false}
      initial={initial}
      onOk={([row]) => row && onOk({ id: row.id, name: row.title })}
      onCancel={onCancel}
    />
  );
}
