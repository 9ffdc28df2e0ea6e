import { PICKER_TABLE_MAX_HEIGHT_PX } from '@peilian/shared';
import { Alert, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useT } from '../../../app/hooks';
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

/** The right side of a data picker: the search (back to page 1), the paged table at most 370 px high, the count chosen. */
export function PickerTable<Row>({ testId, columns, rowKey, picker, list, multiple, chosen, onSelect, problem }: Props<Row>) {
  const t = useT();
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
        scroll={{ y: PICKER_TABLE_MAX_HEIGHT_PX, x: 'max-content' }}
        rowSelection={{
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
