import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSession, useT } from '../../app';

/** A list whose less needed columns are hidden until the admin shows them: its name and those columns' keys. */
export interface ColumnChoice {
  /** The list's name in the stored choice (`users`). */
  list: string;
  /** The keys of the columns hidden until shown. */
  hidden: readonly string[];
}

const storageKey = (userId: string, list: string) => `peilian-columns:${userId}:${list}`;

/** The columns shown: the admin's own choice for the list on this device, else the list's default. */
function readChoice(userId: string, choice: ColumnChoice): string[] {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId, choice.list)) ?? 'null');
    if (Array.isArray(kept) && kept.every((key) => typeof key === 'string')) return kept;
  } catch {
    // No storage (private browsing) or a damaged entry: the default.
  }
  return [...choice.hidden];
}

/**
 * A wide list's columns as the admin chose them (admin pages readable at 1440 px): the columns a
 * manager needs first shown, the rest behind 列设置, the choice kept per user on the device. A
 * column without a key and the actions are always shown.
 */
export function useColumnChoice<T>(columns: TableColumnsType<T>, choice: ColumnChoice | undefined) {
  const userId = useSession((state) => state.user?.id ?? '');
  const [hidden, setHidden] = useState<string[]>(() => (choice ? readChoice(userId, choice) : []));
  const optional = columns.filter((column) => column.key !== undefined && column.key !== 'actions');
  const change = (next: string[]) => {
    setHidden(next);
    if (!choice) return;
    try {
      window.localStorage.setItem(storageKey(userId, choice.list), JSON.stringify(next));
    } catch {
      // Not kept where the browser refuses storage: the choice holds for this page.
    }
  };
  return {
    shown: choice ? columns.filter((column) => !hidden.includes(String(column.key))) : columns,
    picker: choice ? <ColumnPicker columns={optional} hidden={hidden} onChange={change} /> : null,
  };
}

function ColumnPicker<T>({ columns, hidden, onChange }: { columns: TableColumnsType<T>; hidden: readonly string[]; onChange: (hidden: string[]) => void }) {
  const t = useT();
  const keys = columns.map((column) => String(column.key));
  const content = (
    <Checkbox.Group
      value={keys.filter((key) => !hidden.includes(key))}
      onChange={(shown) => onChange(keys.filter((key) => !shown.includes(key)))}
      data-testid="column-choice-options"
    >
      <Space orientation="vertical">
        {columns.map((column) => (
          <Checkbox key={String(column.key)} value={String(column.key)}>
            {typeof column.title === 'string' ? column.title : String(column.key)}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('admin.columns.title')}>
      <Button icon={<SettingOutlined />} size="small" data-testid="column-choice">
        {t('admin.columns.choose')}
      </Button>
    </Popover>
  );
}
