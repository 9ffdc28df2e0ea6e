import { UserOutlined } from '@ant-design/icons';
import type { AdminCustomer, Translate } from '@peilian/shared';
import { Avatar, Button, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { avatarUrl } from '../../lib/avatar';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { customerDetailsPath } from './humanPaths';
import { statusColumn } from './libraryColumns';

interface Actions {
  toggle: (customer: AdminCustomer) => void;
  edit: (customer: AdminCustomer) => void;
  remove: (customer: AdminCustomer) => void;
}

/** The customer list's columns: avatar, name, gender, digital human, attributes, status and actions — details, edit, delete (pinned in view). */
export function customerColumns(t: Translate, { toggle, edit, remove }: Actions): TableColumnsType<AdminCustomer> {
  return [
    {
      title: t('practiceWeb.customer.avatar'),
      dataIndex: 'avatar',
      width: 70,
      // The name beside it says whose picture it is.
      render: (path: string) => <Avatar shape="square" src={path ? avatarUrl(path) : undefined} alt="" icon={<UserOutlined />} />,
    },
    { title: t('practiceWeb.customer.name'), dataIndex: 'name', width: COLUMN_PX.name, render: (value: string) => clippedText(value, 2, 'customer-row-name') },
    {
      title: t('practiceWeb.customer.gender'),
      dataIndex: 'gender',
      width: 70,
      render: (gender: number) => t(gender ? 'practiceWeb.customer.male' : 'practiceWeb.customer.female'),
    },
    { title: t('practiceWeb.customer.digitalhuman'), dataIndex: 'digitalhumanname', width: COLUMN_PX.name, render: (value: string) => clippedText(value) },
    {
      title: t('practiceWeb.customer.attributes'),
      dataIndex: 'attributes',
      width: COLUMN_PX.text,
      render: (attributes: AdminCustomer['attributes']) => clippedText(attributes.map((one) => `${one.label}：${one.value}`).join('；')),
    },
    statusColumn<AdminCustomer>(
      t,
      (customer) => customer.disabled === 0,
      toggle,
      (customer) => `customer-toggle-${customer.name}`,
    ),
    actionsColumn<AdminCustomer>(t('practiceWeb.common.actions'), 200, (customer) => (
      <Space size={0}>
        <Link to={customerDetailsPath(customer.id)} style={{ padding: '4px 15px' }} data-testid={`customer-details-${customer.name}`}>
          {t('practiceWeb.customerDetails.details')}
        </Link>
        <Button type="link" onClick={() => edit(customer)} data-testid={`customer-edit-${customer.name}`}>
          {t('practiceWeb.common.edit')}
        </Button>
        <Button type="link" danger onClick={() => remove(customer)}>
          {t('practiceWeb.common.remove')}
        </Button>
      </Space>
    )),
  ];
}
