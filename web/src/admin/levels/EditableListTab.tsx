import { PlusOutlined } from '@ant-design/icons';
import type { Translate } from '@peilian/shared';
import { Alert, Button, message, Space, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';

/** What the row actions do: open the dialog on the row, or delete it. */
export interface RowActions<Item> {
  edit: (item: Item) => void;
  remove: (item: Item) => Promise<void>;
}

interface Props<Item extends { id: string }> {
  /** `level` or `badge`: the add button is `<testId>-add`, the table `<testId>-table`. */
  testId: string;
  addLabel: string;
  list: { data: { rows: readonly Item[]; total: number } | undefined; loading: boolean; error: string };
  remove: (item: Item) => Promise<unknown>;
  columns: (t: Translate, actions: RowActions<Item>) => TableColumnsType<Item>;
  /** The add (`item` null) or edit dialog; `close` closes it, `saved` closes it and says so. */
  dialog: (item: Item | null, done: { close: () => void; saved: () => void }) => ReactNode;
}

/** A tab of the levels page: its list with add, edit (a dialog) and delete, each saying how it went. */
export function EditableListTab<Item extends { id: string }>({ testId, addLabel, list, remove, columns, dialog }: Props<Item>) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const drop = (item: Item) =>
    remove(item).then(
      () => void notice.success(t('levels.deleted')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const close = () => setEditing(undefined);
  const saved = () => {
    close();
    void notice.success(t('levels.saved'));
  };
  return (
    <div>
      {holder}
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid={`${testId}-add`}>
          {addLabel}
        </Button>
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <ListTable<Item>
        rowKey="id"
        testId={`${testId}-table`}
        data={list.data}
        loading={list.loading}
        columns={columns(t, { edit: setEditing, remove: drop })}
      />
      {editing !== undefined && dialog(editing, { close, saved })}
    </div>
  );
}
