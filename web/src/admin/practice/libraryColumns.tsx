import type { Translate } from '@peilian/shared';
import { Button, Space, Switch, type TableColumnType } from 'antd';
import { actionsColumn, COLUMN_PX } from '../blocks/columns';

/** The status column of a library list: a switch, on while the row's state is 0, asking before it changes. */
export function statusColumn<R>(t: Translate, on: (row: R) => boolean, toggle: (row: R) => void, testId?: (row: R) => string): TableColumnType<R> {
  return {
    title: t('practiceWeb.common.status'),
    key: 'status',
    width: COLUMN_PX.status,
    render: (_, row) => (
      <Switch
        checked={on(row)}
        onChange={() => toggle(row)}
        checkedChildren={t('practiceWeb.common.enabled')}
        unCheckedChildren={t('practiceWeb.common.disabled')}
        aria-label={t('practiceWeb.common.status')}
        data-testid={testId?.(row)}
      />
    ),
  };
}

/** The actions column of a library list, pinned in view: edit and remove. */
export function editRemoveColumn<R>(
  t: Translate,
  edit: (row: R) => void,
  remove: (row: R) => void,
  editTestId?: (row: R) => string,
  /** One more action between edit and remove (a synonym group's "relate"). */
  extra?: { label: string; act: (row: R) => void; testId: (row: R) => string },
): TableColumnType<R> {
  return actionsColumn<R>(t('practiceWeb.common.actions'), extra ? 190 : 140, (row) => (
    <Space size={0}>
      <Button type="link" onClick={() => edit(row)} data-testid={editTestId?.(row)}>
        {t('practiceWeb.common.edit')}
      </Button>
      {extra && (
        <Button type="link" onClick={() => extra.act(row)} data-testid={extra.testId(row)}>
          {extra.label}
        </Button>
      )}
      <Button type="link" danger onClick={() => remove(row)}>
        {t('practiceWeb.common.remove')}
      </Button>
    </Space>
  ));
}
