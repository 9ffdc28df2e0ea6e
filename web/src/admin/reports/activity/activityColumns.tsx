import type { Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { COLUMN_PX, textColumn } from '../../blocks/columns';
import { figureTitle, NUMBER } from '../columns';
import { durationText, timeText } from '../format';
import type { ActivityReport, OnlineUserList } from '../reportTypes';

export type DepartmentRow = ActivityReport['departments'][number];
export type OnlineRow = OnlineUserList['rows'][number];

/** Each department's members, active users, sign-ins and learning time over the period. */
export const departmentColumns = (t: Translate): TableColumnsType<DepartmentRow> => [
  textColumn<DepartmentRow>(t('reports.common.department'), 'name', { width: COLUMN_PX.name }),
  { key: 'members', title: figureTitle(t, 'members'), dataIndex: 'members', ...NUMBER },
  { key: 'active', title: figureTitle(t, 'activeLearners'), dataIndex: 'activeusers', ...NUMBER },
  { key: 'logins', title: figureTitle(t, 'logins'), dataIndex: 'logins', ...NUMBER },
  { key: 'learning', title: figureTitle(t, 'learningTime'), ...NUMBER, render: (_, row) => durationText(row.learningseconds) },
];

/** Who is online now: who, from which client, since when and last heard of. */
export const onlineColumns = (t: Translate): TableColumnsType<OnlineRow> => [
  { key: 'name', title: t('reports.fields.name'), dataIndex: 'name', width: COLUMN_PX.name },
  { key: 'account', title: t('reports.fields.account'), dataIndex: 'account', width: COLUMN_PX.name },
  textColumn<OnlineRow>(t('reports.fields.departmentName'), 'departmentname', { width: COLUMN_PX.name }),
  {
    key: 'client',
    title: t('reports.activity.client'),
    width: COLUMN_PX.status,
    render: (_, row) => t(row.client === 'pc' ? 'reports.activity.clientPc' : 'reports.activity.clientMini'),
  },
  { key: 'signedin', title: t('reports.activity.signedInAt'), width: COLUMN_PX.date, render: (_, row) => timeText(row.signedinat) },
  { key: 'lastseen', title: t('reports.activity.lastSeenAt'), width: COLUMN_PX.date, render: (_, row) => timeText(row.lastseenat) },
];
