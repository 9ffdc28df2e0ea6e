import type { Translate } from '@peilian/shared';
import { Button, Space, Switch, type TableColumnsType } from 'antd';

type Column<R> = TableColumnsType<R>[number];

/** The status column of a library list: a switch, on while the row's state is 0, asking before it changes. */
export function statusColumn<R>(t: Translate, on: (row: R) => boolean, toggle: (row: R) => void, testId?: (row: R) => string): Column<R> {
  return {
    title: t('practiceWeb.common.status'),
    key: 'status',
    width: 100,
    render: (_, row) => (
      <Switch
        checked={on(row)}
        onChange={() => toggle(row)}
        checkedChildren={t('practiceWeb.common.enabled')}
        unCheckedChildren={t('practiceWeb.common.disabled')}
        data-testid={testId?.(row)}
      />
    ),
  };
}

/** The actions column of a library list: edit and remove. */
export function actionsColumn<R>(t: Translate, edit: (row: R) => void, remove: (row: R) => void, editTestId?: (row: R) => string): Column<R> {
  return {
    title: t('practiceWeb.common.actions'),
    key: 'actions',
    width: 140,
    render: (_, row) => (
      <Space size={0}>
        <Button type="link" onClick={() => edit(row)} data-testid={editTestId?.(row)}>
          {t('practiceWeb.common.edit')}
        </Button>
        <Button type="link" danger onClick={() => remove(row)}>
          {t('practiceWeb.common.remove')}
        </Button>
      </Space>
    ),
  };
}
