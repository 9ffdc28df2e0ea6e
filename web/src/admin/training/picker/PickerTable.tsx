import { PICKER_TABLE_MAX_HEIGHT_PX } from '@peilian/shared';
import { Alert, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useT } from '../../../app';
import { tableWidth } from '../../blocks/columns';
import { useNamedSelection } from '../../blocks/namedSelection';
import type { PickerList, PickerQueryState } from './pickerQuery';

interface Props<Row> {
  testId: string;
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string;
  picker: PickerQueryState;
  list: PickerList<Row>;
  multiple: boolean;
  chosen: readonly Row[];
  onSelect: (keys: readonly Key[]) => void;
  /** Why the choice was refused ('' none). */
  problem: string;
}

/**
 * The right side of a data picker: the search (back to page 1), the paged table at most 370 px high,
 * the count chosen. Its own table rather than the list block: a picker chooses one row (radio) or
 * several kept across pages, scrolls within its fixed height, and pages by the picker's fixed size
 * (admin §2 shared dialogs), not the lists' 30/50/100.
 */
export function PickerTable<Row>({ testId, columns, rowKey, picker, list, multiple, chosen, onSelect, problem }: Props<Row>) {
  const t = useT();
  const named = useNamedSelection();
  const [search, setSearch] = useState('');
  const { query, change } = picker;
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Input.Search
        allowClear
        placeholder={t('trainingAdmin.picker.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => change({ text: value.trim() })}
        style={{ width: 320, marginBottom: 12 }}
        data-testid={`${testId}-search`}
      />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 12 }} />}
      <Table<Row>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.loading}
        // Every column at its width, scrolling sideways only with rows to reach (an empty region would fail axe).
        scroll={{ y: PICKER_TABLE_MAX_HEIGHT_PX, x: list.data?.rows.length ? tableWidth(columns) : undefined }}
        rowSelection={{
          ...named,
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: chosen.map(rowKey),
          preserveSelectedRowKeys: true,
          onChange: (keys) => onSelect(keys),
        }}
        pagination={{
          current: query.page,
          pageSize: query.rows,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => change({ page }),
        }}
      />
      <Typography.Text type="secondary">{t('trainingAdmin.picker.selectedCount', { count: chosen.length })}</Typography.Text>
      {problem && (
        <Typography.Text type="danger" style={{ marginLeft: 12 }} data-testid={`${testId}-problem`}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
