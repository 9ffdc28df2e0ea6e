import { PICKER_PAGE_SIZE, type AdminPackage, type PackageTasktype } from '@peilian/shared';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useT } from '../../../app';
import { clippedText, COLUMN_PX } from '../../blocks/columns';
import { useAdminQuery } from '../../data/queries';
import type { Named } from '../editor/packageForm';
import { TASK_KINDS } from '../taskKinds';
import { DataPicker } from './DataPicker';
import { slicedList, usePickerQuery, type PickerList } from './pickerQuery';
import { serverPage } from './pickerSlice';

interface Props {
  /** The list the edited package belongs to: what the picker shows first. */
  tasktype: number;
  /** The edited package, never its own front package. */
  excludeId: string;
  chosen: Named | null;
  onOk: (pkg: Named) => void;
  onCancel: () => void;
}

/** A picker page without the edited package, which cannot be its own front package. */
function withoutPackage(list: PickerList<AdminPackage>, id: string): PickerList<AdminPackage> {
  return list.data ? { ...list, data: { rows: list.data.rows.filter((row) => row.id !== id), total: list.data.total } } : list;
}

/** The data picker's "priorpackage" variant (admin §2: type, title), one package, by task list. */
export function PackagePicker({ tasktype, excludeId, chosen, onOk, onCancel }: Props) {
  const t = useT();
  const kindOf = (type: number) => TASK_KINDS.find((kind) => kind.tasktype === type) ?? TASK_KINDS[0]!;
  const tree: TreeDataNode[] = TASK_KINDS.map((kind) => ({ key: String(kind.tasktype), title: t(kind.title), isLeaf: true }));
  const columns: TableColumnsType<AdminPackage> = [
    { key: 'type', title: t('trainingAdmin.children.type'), width: 120, render: (_, row) => t(kindOf(row.tasktype).title) },
    { key: 'title', title: t('trainingAdmin.list.title'), dataIndex: 'title', width: COLUMN_PX.text, render: (title: string) => clippedText(title) },
  ];
  const picker = usePickerQuery(PICKER_PAGE_SIZE, String(tasktype));
  const { query } = picker;
  // The tree's keys are the task lists' types.
  const listType = Number(query.catalog) as PackageTasktype;
  const read = useAdminQuery('packages', 'list', { ...serverPage(query), tasktype: listType, title: query.text, publishstate: '' });
  const list = withoutPackage(slicedList(query, read), excludeId);
  const initial = chosen ? [{ id: chosen.id, title: chosen.name } as AdminPackage] : [];
  return (
    <DataPicker<AdminPackage>
      title={t('trainingAdmin.editor.frontpackage')}
      testId="package-picker"
      columns={columns}
      rowKey={(row) => row.id}
      picker={picker}
      list={list}
      tree={tree}
      allNode={false}
      multiple={false}
      initial={initial}
      onOk={([row]) => row && onOk({ id: row.id, name: row.title })}
      onCancel={onCancel}
    />
  );
}
