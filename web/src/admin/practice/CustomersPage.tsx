import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminCustomer, type AdminVoiceTemplate } from '@peilian/shared';
import { Avatar, Button, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { avatarUrl } from '../../identity/avatar';
import { CustomerDialog } from './CustomerDialog';
import { customerDraftOf, newCustomerDraft, type CustomerDraft } from './customerForm';
import { actionsColumn, statusColumn } from './libraryColumns';
import { deleteCustomer, fetchCustomers, fetchDigitalHumans, setCustomerDisabled, type NameQuery } from './practiceApi';
import { useLibraryList } from './useLibraryList';

type CustomerList = Awaited<ReturnType<typeof fetchCustomers>>;
const EMPTY: CustomerList = { successed: true, rows: [], total: 0 };
const FIRST: NameQuery = { name: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };
const SEARCH_MAX = 100;

/** The customers (admin §2 voicecustomer): personas the learner talks to, with their digital human and attributes. */
export function CustomersPage() {
  const { t, holder, modalHolder, query, setQuery, list, loading, refresh, failed, confirmToggle, confirmRemove, pagination } = useLibraryList(
    fetchCustomers,
    FIRST,
    EMPTY,
  );
  const [name, setName] = useState('');
  const [humans, setHumans] = useState<AdminVoiceTemplate[]>([]);
  const [editing, setEditing] = useState<CustomerDraft | null>(null);
  useEffect(() => {
    fetchDigitalHumans().then(setHumans, failed);
  }, [failed]);

  const columns: TableColumnsType<AdminCustomer> = [
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
      (customer) => confirmToggle(customer.disabled, (disabled) => setCustomerDisabled(customer.id, disabled), { testId: 'customer-toggle-confirm' }),
      (customer) => `customer-toggle-${customer.name}`,
    ),
    actionsColumn<AdminCustomer>(
      t,
      (customer) => setEditing(customerDraftOf(customer)),
      (customer) => confirmRemove(() => deleteCustomer(customer.id), { testId: 'customer-remove-confirm', announce: true }),
      (customer) => `customer-edit-${customer.name}`,
    ),
  ];

  const search = () => setQuery((current) => ({ ...current, name: name.trim(), page: 1 }));
  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="customer-title">
        {t('practiceWeb.customer.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          maxLength={SEARCH_MAX}
          placeholder={t('practiceWeb.customer.search')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={search}
          style={{ width: 220 }}
          data-testid="customer-search"
        />
        <Select
          style={{ width: 120 }}
          value={query.disabled}
          onChange={(disabled) => setQuery((current) => ({ ...current, disabled, page: 1 }))}
          options={[
            { value: '', label: t('practiceWeb.common.allStatuses') },
            { value: 0, label: t('practiceWeb.common.enabled') },
            { value: 1, label: t('practiceWeb.common.disabled') },
          ]}
        />
        <Button type="primary" onClick={search} data-testid="customer-query">
          {t('practiceWeb.common.query')}
        </Button>
        <Button
          onClick={() => {
            setName('');
            setQuery((current) => ({ ...FIRST, rows: current.rows }));
          }}
        >
          {t('practiceWeb.common.reset')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newCustomerDraft())} data-testid="customer-add">
          {t('practiceWeb.customer.add')}
        </Button>
      </Space>
      <Table<AdminCustomer>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="customer-table"
        pagination={pagination}
      />
      <CustomerDialog initial={editing} digitalHumans={humans} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
