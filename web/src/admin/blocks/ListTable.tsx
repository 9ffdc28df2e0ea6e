import { Table, type TableColumnsType } from 'antd';
import type { Key } from 'react';
import { useT } from '../../app';
import { listPagination } from '../listPagination';
import { useColumnChoice, type ColumnChoice } from './columnChoice';
import { tableWidth } from './columns';
import { InertInMeasureRow } from './InertInMeasureRow';
import { useNamedSelection } from './namedSelection';

export interface ListPaging {
  page: number;
  rows: number;
}

interface Props<T> {
  columns: TableColumnsType<T>;
  /** The page's answer (`rows` and `total`); undefined while the first one loads. */
  data: { rows: readonly T[]; total: number } | undefined;
  loading: boolean;
  /** The page and its size, as the URL holds them, and how to change them; a short list without them shows every row. */
  paging?: ListPaging;
  onPaging?: (paging: ListPaging) => void;
  rowKey: keyof T & string;
  testId: string;
  /** Batch selection: the chosen rows' keys, how they change, and which rows may be chosen (no checkbox column without it). */
  selection?: { keys: readonly Key[]; onChange: (keys: Key[]) => void; selectable?: (row: T) => boolean };
  rowClassName?: (row: T) => string;
  /** A test id on each row (a row a test finds by what it stands for). */
  rowTestId?: (row: T) => string;
  /** What an empty list says, when the generic "no data" says too little. */
  emptyText?: string;
  /** A wide list: the columns hidden until the admin shows them with 列设置 (kept per user). */
  columnChoice?: ColumnChoice;
}

/**
 * The back office's list, paged with the spec's page sizes (30/50/100) and pager, every column at its
 * width with the table scrolling sideways rather than squeezing them, the actions pinned in view,
 * optional batch selection, the columns a wide list hides until shown (`columnChoice`), and the
 * empty state in the admin's language.
 */
export function ListTable<T extends object>({
  columns,
  data,
  loading,
  paging,
  onPaging,
  rowKey,
  testId,
  selection,
  rowClassName,
  rowTestId,
  emptyText,
  columnChoice,
}: Props<T>) {
  const t = useT();
  const named = useNamedSelection();
  const { shown, picker } = useColumnChoice(columns, columnChoice);
  return (
    <>
      {picker && <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>{picker}</div>}
      <Table<T>
        rowKey={rowKey}
        size="middle"
        columns={shown}
        dataSource={data?.rows as T[] | undefined}
        loading={loading}
        // An empty table does not scroll: a scrolling region with nothing a keyboard can reach is an axe failure.
        scroll={data?.rows.length ? { x: tableWidth(shown) } : undefined}
        rowClassName={rowClassName}
        onRow={rowTestId && ((row) => ({ 'data-testid': rowTestId(row) }) as React.HTMLAttributes<HTMLElement>)}
        locale={emptyText === undefined ? undefined : { emptyText }}
        rowSelection={
          selection && {
            ...named,
            selectedRowKeys: [...selection.keys],
            onChange: (keys) => selection.onChange(keys),
            getCheckboxProps: (row) => ({ disabled: selection.selectable ? !selection.selectable(row) : false }),
            columnTitle: (selectAll) => <InertInMeasureRow>{selectAll}</InertInMeasureRow>,
          }
        }
        pagination={
          paging
            ? listPagination(t, { page: paging.page, rows: paging.rows, total: data?.total ?? 0, onChange: (page, rows) => onPaging?.({ page, rows }) })
            : false
        }
        data-testid={testId}
      />
    </>
  );
}
