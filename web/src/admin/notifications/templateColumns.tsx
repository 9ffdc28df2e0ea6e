import type { NotifyTemplateItem, Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { actionsColumn, COLUMN_PX, textColumn } from '../blocks/columns';
import { adminTime } from '../time';
import { ResultTag, scheduleText } from './labels';
import { templateEditorPath } from './paths';
import { TestSendButton } from './TestSendButton';

export interface TemplateActions {
  remove: (template: NotifyTemplateItem) => Promise<unknown>;
  enable: (template: NotifyTemplateItem, enabled: boolean) => Promise<unknown>;
}

/** The templates' columns: subject, method, schedule, recipients, enabled, next and last send, and the actions. */
export function templateColumns(t: Translate, { remove, enable }: TemplateActions): TableColumnsType<NotifyTemplateItem> {
  return [
    textColumn<NotifyTemplateItem>(t('notifyAdmin.list.subject'), 'subject', { width: 240 }),
    { title: t('notifyAdmin.list.method'), width: COLUMN_PX.name, render: (_, row) => t(`notifyAdmin.methods.${row.method}`) },
    {
      title: t('notifyAdmin.list.schedule'),
      width: COLUMN_PX.name + 20,
      render: (_, row) => (
        <span>
          {scheduleText(row, t)}
          {row.kind === 'daily' && <Tag style={{ marginInlineStart: 4 }}>{t('notifyAdmin.kinds.daily')}</Tag>}
        </span>
      ),
    },
    { title: t('notifyAdmin.list.recipients'), dataIndex: 'recipientcount', width: COLUMN_PX.number },
    {
      title: t('notifyAdmin.list.enabled'),
      width: COLUMN_PX.status,
      render: (_, row) => (
        <Switch
          checked={row.enabled === 1}
          aria-label={`${t('notifyAdmin.list.enabled')} ${row.subject}`}
          onChange={(on) => void enable(row, on)}
          data-testid={`notify-enabled-${row.subject}`}
        />
      ),
    },
    {
      title: t('notifyAdmin.list.nextSend'),
      width: COLUMN_PX.date,
      render: (_, row) => <span data-testid={`notify-next-${row.subject}`}>{adminTime(row.nextsend) || '—'}</span>,
    },
    {
      title: t('notifyAdmin.list.lastSend'),
      width: COLUMN_PX.date + 40,
      render: (_, row) =>
        row.lastsend ? (
          <span data-testid={`notify-last-${row.subject}`}>
            {adminTime(row.lastsend.time)} <ResultTag result={row.lastsend.result} t={t} />
          </span>
        ) : (
          '—'
        ),
    },
    actionsColumn<NotifyTemplateItem>(t('notifyAdmin.list.actions'), 260, (row) => (
      <Space size={0}>
        <Link to={templateEditorPath(row.id)} data-testid={`notify-edit-${row.subject}`} style={{ padding: '4px 15px' }}>
          {t('notifyAdmin.list.edit')}
        </Link>
        <TestSendButton template={row} link testId={`notify-test-${row.subject}`} />
        <Popconfirm title={t('notifyAdmin.list.deleteConfirm', { name: row.subject })} onConfirm={() => remove(row)}>
          <Button type="link" danger data-testid={`notify-delete-${row.subject}`}>
            {t('notifyAdmin.list.delete')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
