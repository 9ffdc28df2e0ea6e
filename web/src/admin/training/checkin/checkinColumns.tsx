import { CHILD_TASK_TYPES, type CheckinItem, type Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, Switch, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { actionsColumn, COLUMN_PX, textColumn } from '../../blocks/columns';
import { detailPath, todayRate } from './checkinForm';

export interface CheckinActions {
  edit: (task: CheckinItem) => void;
  remove: (task: CheckinItem) => Promise<unknown>;
  enable: (task: CheckinItem, enabled: boolean) => Promise<unknown>;
}

/** The list's columns: title, days, the practice, minimum score, learners, today's rate, enabled, and the actions. */
export function checkinColumns(t: Translate, { edit, remove, enable }: CheckinActions): TableColumnsType<CheckinItem> {
  return [
    textColumn<CheckinItem>(t('checkinAdmin.name'), 'title', { testId: 'checkin-row-title' }),
    {
      title: t('checkinAdmin.days'),
      width: COLUMN_PX.date,
      render: (_, task) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {task.startday} ~
          <br />
          {task.endday}
        </span>
      ),
    },
    {
      title: t('checkinAdmin.content'),
      width: COLUMN_PX.name + 40,
      render: (_, task) => `${t(task.kind === CHILD_TASK_TYPES.faq ? 'checkin.kindFaq' : 'checkin.kindScenario')}：${task.refname || '—'}`,
    },
    { title: t('checkinAdmin.minscore'), dataIndex: 'minscore', width: COLUMN_PX.number },
    { title: t('checkinAdmin.learners'), dataIndex: 'learners', width: COLUMN_PX.number },
    {
      title: t('checkinAdmin.todayRate'),
      width: COLUMN_PX.number,
      render: (_, task) => <span data-testid={`checkin-rate-${task.title}`}>{todayRate(task)}</span>,
    },
    {
      title: t('checkinAdmin.enabled'),
      width: COLUMN_PX.status,
      render: (_, task) => (
        <Switch checked={task.enabled === 1} aria-label={`${t('checkinAdmin.enabled')} ${task.title}`} onChange={(on) => void enable(task, on)} />
      ),
    },
    actionsColumn<CheckinItem>(t('checkinAdmin.actions'), 200, (task) => (
      <Space size={0}>
        <Link to={detailPath(task.id)} data-testid={`checkin-detail-${task.title}`} style={{ padding: '4px 15px' }}>
          {t('checkinAdmin.detail')}
        </Link>
        <Button type="link" onClick={() => edit(task)} data-testid={`checkin-edit-${task.title}`}>
          {t('levels.edit')}
        </Button>
        <Popconfirm title={t('checkinAdmin.deleteConfirm', { name: task.title })} onConfirm={() => remove(task)}>
          <Button type="link" danger data-testid={`checkin-delete-${task.title}`}>
            {t('checkinAdmin.delete')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
