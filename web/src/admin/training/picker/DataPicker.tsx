import { DIALOG_WIDTH_PX, PICKER_PAGE_SIZE, PICKER_TABLE_MAX_HEIGHT_PX } from '@peilian/shared';
import { Alert, Input, Modal, Table, Tree, Typography, type TableColumnsType, type TreeDataNode } from 'antd';
import { useEffect, useRef, useState, type Key } from 'react';
import { useT } from '../../../app/hooks';
import { errorMessage } from '../../../identity/errorMessage';
import { pickerSelection, type PickerPage } from './pickerSelection';

export interface PickerQuery {
  page: number;
  rows: number;
  text: string;
  /** The catalogue (department, folder) chosen in the tree; '' for all. */
  catalog: string;
}

interface Props<Row> {
  title: string;
  testId: string;
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string;
  load: (query: PickerQuery) => Promise<PickerPage<Row>>;
  /** The tree on the left (departments, catalogues); none when omitted. */
  tree?: TreeDataNode[];
  /** Whether the tree starts with an "all" node (catalogue ''); else `catalog` starts as given. */
  allNode?: boolean;
  catalog?: string;
  /** 20 by default; 30 in the resource and question pickers (admin §9). */
  pageSize?: number;
  multiple?: boolean;
  /** The most rows that may be chosen; 0 = no limit. */
  max?: number;
  /** Rows already chosen when the dialog opens. */
  initial: readonly Row[];
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
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
  load,
  tree,
  allNode = true,
  catalog = '',
  pageSize = PICKER_PAGE_SIZE,
  multiple = true,
  max = 0,
  initial,
  onOk,
  onCancel,
}: Props<Row>) {
  const t = useT();
  const [query, setQuery] = useState<PickerQuery>({ page: 1, rows: pageSize, text: '', catalog });
  const [search, setSearch] = useState('');
  const [list, setList] = useState<PickerPage<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [chosen, setChosen] = useState<Row[]>([...initial]);
  const [problem, setProblem] = useState('');
  const selection = pickerSelection(rowKey, { multiple, max });
  // The latest loader, so a parent's re-render does not reload the page on screen.
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    let current = true;
    setLoading(true);
    loader
      .current(query)
      .then(
        (page) => current && (setList(page), setLoadError('')),
        (error: unknown) => current && setLoadError(errorMessage(error, t, 'trainingAdmin.picker.loadFailed')),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query, t]);

  const change = (keys: readonly Key[]) => {
    const outcome = selection.apply(chosen, list.rows, keys);
    setChosen(outcome.rows);
    setProblem(outcome.overMax ? t('trainingAdmin.picker.maxSelection', { max }) : '');
  };

  const confirm = () => {
    if (chosen.length === 0) setProblem(t('trainingAdmin.picker.selectAtLeastOne'));
    else onOk(chosen);
  };

  const selectedKeys: Key[] = chosen.map(rowKey);
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
            key={tree.length}
            style={{ width: 220, flex: 'none', maxHeight: PICKER_TABLE_MAX_HEIGHT_PX + 100, overflow: 'auto' }}
            defaultExpandAll
            selectedKeys={[query.catalog]}
            treeData={allNode ? [{ key: '', title: t('trainingAdmin.picker.allCatalogues'), children: tree }] : tree}
            onSelect={(keys) => keys.length > 0 && setQuery((old) => ({ ...old, page: 1, catalog: String(keys[0]) }))}
          />
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Input.Search
            allowClear
            placeholder={t('trainingAdmin.picker.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(value) => setQuery((old) => ({ ...old, page: 1, text: value.trim() }))}
            style={{ width: 320, marginBottom: 12 }}
            data-testid={`${testId}-search`}
          />
          {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 12 }} />}
          <Table<Row>
            size="small"
            rowKey={rowKey}
            columns={columns}
            dataSource={list.rows}
            loading={loading}
            scroll={{ y: PICKER_TABLE_MAX_HEIGHT_PX, x: 'max-content' }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: selectedKeys,
              preserveSelectedRowKeys: true,
              onChange: (keys) => change(keys),
            }}
            pagination={{
              current: query.page,
              pageSize,
              total: list.total,
              showSizeChanger: false,
              onChange: (page) => setQuery((old) => ({ ...old, page })),
            }}
          />
          <Typography.Text type="secondary">{t('trainingAdmin.picker.selectedCount', { count: chosen.length })}</Typography.Text>
          {problem && (
            <Typography.Text type="danger" style={{ marginLeft: 12 }} data-testid={`${testId}-problem`}>
              {problem}
            </Typography.Text>
          )}
        </div>
      </div>
    </Modal>
  );
}
