import { Typography, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/**
 * Column widths of the back office's lists (docs/decisions.md, "building blocks"): every column has a
 * width, so the table is as wide as their sum and scrolls sideways inside the page when the screen is
 * narrower (1280 px with the sidebar), while the actions column stays pinned in view. Long texts keep
 * their width and show two lines, the rest in a tooltip.
 */
export const COLUMN_PX = {
  /** A question, an answer, a title: the column a manager reads. */
  text: 280,
  /** A name, an account, a department. */
  name: 140,
  /** A count, a score, a sort order. */
  number: 96,
  /** A date and time (`YYYY-MM-DD HH:mm`). */
  date: 168,
  /** A switch or a tag. */
  status: 110,
} as const;

type Column<T> = TableColumnType<T>;

/** A long text in `width` px: at most `rows` lines, the whole text in a tooltip. */
export function clippedText(text: string, rows = 2, testId?: string): ReactNode {
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows, tooltip: text }} data-testid={testId}>
      {text}
    </Typography.Paragraph>
  );
}

/** A column of long texts (`dataIndex` of the row), clipped to two lines with a tooltip. */
export function textColumn<T>(title: string, dataIndex: keyof T & string, options: { width?: number; testId?: string } = {}): Column<T> {
  return {
    key: dataIndex,
    title,
    dataIndex,
    width: options.width ?? COLUMN_PX.text,
    render: (text: unknown) => clippedText(String(text ?? ''), 2, options.testId),
  };
}

/** The actions column: pinned to the right edge, so it is in view however wide the table. */
export function actionsColumn<T>(title: string, width: number, render: (row: T) => ReactNode): Column<T> {
  return { title, key: 'actions', width, fixed: 'right', render: (_: unknown, row: T) => render(row) };
}

/** The width a table needs to show every column at its width: what it scrolls to when the page is narrower. */
export function tableWidth<T>(columns: readonly Column<T>[]): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : COLUMN_PX.name), 0);
}
