import type { Translate } from '@peilian/shared';
import type { ColumnsType } from 'antd/es/table';
import { durationText, timeText } from '../format';
import type { ActivityReport, OnlineUserList } from '../reportTypes';

export type DepartmentRow = ActivityReport['departments'][number];
export type OnlineRow = OnlineUserList['rows'][number];

/** Each department's members, active users, sign-ins and learning time over the period. */
export const departmentColumns = (t: Translate): ColumnsType<DepartmentRow> => [
  { key: 'name', title: t('reports.common.department'), dataIndex: 'name' },
  { key: 'members', title: t('reports.activity.members'), dataIndex: 'members', align: 'right' },
  { key: 'active', title: t('reports.activity.activeUsers'), dataIndex: 'activeusers', align: 'right' },
  { key: 'logins', title: t('reports.activity.logins'), dataIndex: 'logins', align: 'right' },
  { key: 'learning', title: t('reports.fields.learningTime'), align: 'right', render: (_, row) => durationText(row.learningseconds) },
];

/** Who is online now: who, from which client, since when and last heard of. */
export const onlineColumns = (t: Translate): ColumnsType<OnlineRow> => [
  { key: 'name', title: t('reports.fields.name'), dataIndex: 'name' },
  { key: 'account', title: t('reports.fields.account'), dataIndex: 'account' },
  { key: 'department', title: t('reports.fields.departmentName'), dataIndex: 'departmentname' },
  {
    key: 'client',
    title: t('reports.activity.client'),
    render: (_, row) => t(row.client === 'pc' ? 'reports.activity.clientPc' : 'reports.activity.clientMini'),
  },
  { key: 'signedin', title: t('reports.activity.signedInAt'), render: (_, row) => timeText(row.signedinat) },
  { key: 'lastseen', title: t('reports.activity.lastSeenAt'), render: (_, row) => timeText(row.lastseenat) },
];
