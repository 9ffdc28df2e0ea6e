import { DIALOG_WIDTH_PX, PICKER_TABLE_MAX_HEIGHT_PX } from '@peilian/shared';
import { Modal, Tree, type TableColumnsType, type TreeDataNode } from 'antd';
import { useState, type Key } from 'react';
import { useT } from '../../../app';
import type { PickerList, PickerQueryState } from './pickerQuery';
import { pickerSelection } from './pickerSelection';
import { PickerTable } from './PickerTable';

export interface DataPickerProps<Row> {
  title: string;
  testId: string;
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string;
  /** The tree on the left (departments, catalogues); none when omitted. */
  tree?: TreeDataNode[];
  /** Whether the tree starts with an "all" node (catalogue ''); else the query's catalogue starts chosen. */
  allNode?: boolean;
  multiple?: boolean;
  /** The most rows that may be chosen; 0 = no limit. */
  max?: number;
  /** Rows already chosen when the dialog opens. */
  initial: readonly Row[];
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
  /** The picker's query (`usePickerQuery`) and the page its caller reads for it with `useAdminQuery`. */
  picker: PickerQueryState;
  list: PickerList<Row>;
}

/**
 * The data picker of admin §2 "Shared dialogs": a catalogue tree, a text search that goes back to
 * page 1, a paged table at most 370 px high, single or multiple selection with a maximum, and
 * "please select at least one row" when confirmed empty. Chosen rows are kept across pages.
 */
export function DataPicker<Row>({
  title,
  testId,
  columns,
  rowKey,
  picker,
  list,
  tree,
  allNode = true,
  multiple = true,
  max = 0,
  initial,
  onOk,
  onCancel,
}: DataPickerProps<Row>) {
  const t = useT();
  const [chosen, setChosen] = useState<Row[]>([...initial]);
  const [problem, setProblem] = useState('');
  const selection = pickerSelection(rowKey, { multiple, max });

  const select = (keys: readonly Key[]) => {
    const outcome = selection.apply(chosen, list.data?.rows ?? [], keys);
    setChosen(outcome.rows);
    setProblem(outcome.overMax ? t('trainingAdmin.picker.maxSelection', { max }) : '');
  };

  const confirm = () => {
    if (chosen.length === 0) setProblem(t('trainingAdmin.picker.selectAtLeastOne'));
    else onOk(chosen);
  };

  return (
    <Modal
      open
      title={title}
      width={DIALOG_WIDTH_PX}
      onOk={confirm}
      onCancel={onCancel}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': `${testId}-ok` }}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 16 }} data-testid={testId}>
        {tree && (
          <Tree
            aria-label={t('trainingAdmin.picker.allCatalogues')}
            key={tree.length}
            style={{ width: 220, flex: 'none', maxHeight: PICKER_TABLE_MAX_HEIGHT_PX + 100, overflow: 'auto' }}
            defaultExpandAll
            selectedKeys={[picker.query.catalog]}
            treeData={allNode ? [{ key: '', title: t('trainingAdmin.picker.allCatalogues'), children: tree }] : tree}
            onSelect={(keys) => keys.length > 0 && picker.change({ catalog: String(keys[0]) })}
          />
        )}
        <PickerTable<Row>
          testId={testId}
          columns={columns}
          rowKey={rowKey}
          picker={picker}
          list={list}
          multiple={multiple}
          chosen={chosen}
          onSelect={select}
          problem={problem}
        />
      </div>
    </Modal>
  );
}
