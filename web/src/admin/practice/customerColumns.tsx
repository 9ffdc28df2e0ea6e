import { UserOutlined } from '@ant-design/icons';
import type { AdminCustomer, Translate } from '@peilian/shared';
import { Avatar, type TableColumnsType } from 'antd';
import { avatarUrl } from '../../identity/avatar';
import { actionsColumn, statusColumn } from './libraryColumns';

interface Actions {
  toggle: (customer: AdminCustomer) => void;
  edit: (customer: AdminCustomer) => void;
  remove: (customer: AdminCustomer) => void;
}

/** The customer list's columns: avatar, name, gender, digital human, attributes, status and actions. */
export function customerColumns(t: Translate, { toggle, edit, remove }: Actions): TableColumnsType<AdminCustomer> {
  return [
    {
      title: t('practiceWeb.customer.avatar'),
      dataIndex: 'avatar',
      width: 70,
      render: (path: string) => <Avatar shape="square" src={path ? avatarUrl(path) : undefined} icon={<UserOutlined />} />,
    },
    { title: t('practiceWeb.customer.name'), dataIndex: 'name', render: (value: string) => <span data-testid="customer-row-name">{value}</span> },
    {
      title: t('practiceWeb.customer.gender'),
      dataIndex: 'gender',
      width: 70,
      render: (gender: number) => t(gender ? 'practiceWeb.customer.male' : 'practiceWeb.customer.female'),
    },
    { title: t('practiceWeb.customer.digitalhuman'), dataIndex: 'digitalhumanname', width: 140 },
    {
      title: t('practiceWeb.customer.attributes'),
      dataIndex: 'attributes',
      render: (attributes: AdminCustomer['attributes']) => attributes.map((one) => `${one.label}：${one.value}`).join('；'),
    },
    statusColumn<AdminCustomer>(
      t,
      (customer) => customer.disabled === 0,
      toggle,
      (customer) => `customer-toggle-${customer.name}`,
    ),
    actionsColumn<AdminCustomer>(t, edit, remove, (customer) => `customer-edit-${customer.name}`),
  ];
}
