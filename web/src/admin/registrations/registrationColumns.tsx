import type { Registration, RegistrationListStatus, Translate } from '@peilian/shared';
import { Avatar, Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { timeText } from '../training/labels';

interface Actions {
  approve: (registration: Registration) => Promise<unknown>;
  reject: (registration: Registration) => void;
}

/** The business type's label: the form's list is `register.businessTypes`, the value its 1-based index. */
const businessLabel = (t: Translate, business: number) => t('register.businessTypes').split(',')[business - 1] ?? '';

/** The review list's columns: what the registration said, when, and (while waiting) approve or reject. */
export function registrationColumns(t: Translate, status: RegistrationListStatus, actions: Actions): TableColumnsType<Registration> {
  const columns: TableColumnsType<Registration> = [
    {
      key: 'logo',
      title: t('people.registrations.logo'),
      width: 72,
      render: (_, row) => <Avatar shape="square" size={40} src={row.logo} alt={row.orgname} />,
    },
    { key: 'orgname', title: t('people.registrations.orgname'), dataIndex: 'orgname' },
    { key: 'business', title: t('people.registrations.business'), render: (_, row) => businessLabel(t, row.business) },
    { key: 'contact', title: t('people.registrations.contact'), dataIndex: 'contact' },
    { key: 'mobile', title: t('people.registrations.mobile'), dataIndex: 'mobile' },
    { key: 'account', title: t('people.registrations.account'), dataIndex: 'account' },
    { key: 'createdate', title: t('people.registrations.createdate'), render: (_, row) => timeText(row.createdate) },
  ];
  if (status === 'rejected') {
    columns.push(
      { key: 'reason', title: t('people.registrations.reason'), dataIndex: 'reason' },
      { key: 'reviewdate', title: t('people.registrations.reviewdate'), render: (_, row) => timeText(row.reviewdate) },
    );
  }
  columns.push({
    key: 'actions',
    title: t('people.registrations.actions'),
    render: (_, row) => (
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
    ),
  });
  return columns;
}
