import type { Registration, RegistrationListStatus, Translate } from '@peilian/shared';
import { Avatar, Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX, textColumn } from '../blocks/columns';
import { timeText } from '../training';

interface Actions {
  approve: (registration: Registration) => Promise<unknown>;
  reject: (registration: Registration) => void;
  setExpiry: (registration: Registration) => void;
}

/** The business type's label: the form's list is `register.businessTypes`, the value its 1-based index. */
const businessLabel = (t: Translate, business: number) => t('register.businessTypes').split(',')[business - 1] ?? '';

/** A name in one line, the whole of it in a tooltip. */
const oneLine = (text: string) => clippedText(text, 1);

/** The review list's columns: what the registration said, when, and approve or (while waiting) reject, pinned in view. */
export function registrationColumns(t: Translate, status: RegistrationListStatus, actions: Actions): TableColumnsType<Registration> {
  const columns: TableColumnsType<Registration> = [
    {
      key: 'logo',
      title: t('people.registrations.logo'),
      width: 72,
      render: (_, row) => <Avatar shape="square" size={40} src={row.logo} alt={row.orgname} />,
    },
    textColumn<Registration>(t('people.registrations.orgname'), 'orgname', { width: 200 }),
    { key: 'business', title: t('people.registrations.business'), width: 110, render: (_, row) => businessLabel(t, row.business) },
    { key: 'contact', title: t('people.registrations.contact'), dataIndex: 'contact', width: COLUMN_PX.name, render: oneLine },
    { key: 'mobile', title: t('people.registrations.mobile'), dataIndex: 'mobile', width: 130 },
    { key: 'account', title: t('people.registrations.account'), dataIndex: 'account', width: COLUMN_PX.name, render: oneLine },
    { key: 'createdate', title: t('people.registrations.createdate'), width: COLUMN_PX.date, render: (_, row) => timeText(row.createdate) },
  ];
  if (status === 'rejected') {
    columns.push(textColumn<Registration>(t('people.registrations.reason'), 'reason'), {
      key: 'reviewdate',
      title: t('people.registrations.reviewdate'),
      width: COLUMN_PX.date,
      render: (_, row) => timeText(row.reviewdate),
    });
  }
  if (status === 'approved') {
    columns.push(
      {
        key: 'expiresat',
        title: t('people.registrations.expiresat'),
        width: 150,
        render: (_, row) =>
          row.expiresat ? (
            <Space size={4}>
              {row.expiresat}
              {row.expired && (
                <Tag color="red" data-testid="registration-expired">
                  {t('people.registrations.expired')}
                </Tag>
              )}
            </Space>
          ) : (
            t('people.registrations.noExpiry')
          ),
      },
      {
        key: 'clearance',
        title: t('people.registrations.clearance'),
        render: (_, row) =>
          row.clearance
            ? oneLine(
                t('people.registrations.clearanceText', { date: timeText(row.clearance.reportedat), rows: row.clearance.rows, files: row.clearance.files }),
              )
            : '',
      },
      // The platform's own organisation is given no last day: the server refuses it (nobody could renew it).
      actionsColumn<Registration>(t('people.registrations.actions'), 130, (row) =>
        row.platform ? (
          <Typography.Text type="secondary" data-testid={`registration-platform-${row.orgname}`}>
            {t('people.registrations.platformOwn')}
          </Typography.Text>
        ) : (
          <Button type="link" size="small" onClick={() => actions.setExpiry(row)} data-testid={`registration-expiry-${row.orgname}`}>
            {t('people.registrations.setExpiry')}
          </Button>
        ),
      ),
    );
    return columns;
  }
  columns.push(
    actionsColumn<Registration>(t('people.registrations.actions'), 130, (row) => (
      <Space size={0}>
        <Popconfirm
          title={t('people.registrations.approveConfirm', { orgname: row.orgname })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ 'data-testid': 'registration-approve-confirm' }}
          onConfirm={() => actions.approve(row)}
        >
          <Button type="link" size="small" data-testid={`registration-approve-${row.orgname}`}>
            {t('people.registrations.approve')}
          </Button>
        </Popconfirm>
        {status === 'pending' && (
          <Button type="link" size="small" danger onClick={() => actions.reject(row)} data-testid={`registration-reject-${row.orgname}`}>
            {t('people.registrations.reject')}
          </Button>
        )}
      </Space>
    )),
  );
  return columns;
}
