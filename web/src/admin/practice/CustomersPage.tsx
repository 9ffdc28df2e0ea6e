import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminCustomer, type AdminVoiceTemplate } from '@peilian/shared';
import { Avatar, Button, Input, message, Modal, Select, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { avatarUrl } from '../../identity/avatar';
import { errorMessage } from '../../identity/errorMessage';
import { listPagination } from '../listPagination';
import { CustomerDialog } from './CustomerDialog';
import { customerDraftOf, newCustomerDraft, type CustomerDraft } from './customerForm';
import { deleteCustomer, fetchCustomers, fetchDigitalHumans, setCustomerDisabled, type NameQuery } from './practiceApi';

type CustomerList = Awaited<ReturnType<typeof fetchCustomers>>;
const EMPTY: CustomerList = { successed: true, rows: [], total: 0 };
const FIRST: NameQuery = { name: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };
const SEARCH_MAX = 100;

/** The customers (admin §2 voicecustomer): personas the learner talks to, with their digital human and attributes. */
export function CustomersPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<NameQuery>(FIRST);
  const [name, setName] = useState('');
  const [list, setList] = useState<CustomerList>(EMPTY);
  const [humans, setHumans] = useState<AdminVoiceTemplate[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<CustomerDraft | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);

  useEffect(() => {
    setLoading(true);
    fetchCustomers(query)
      .then(setList, failed)
      .finally(() => setLoading(false));
  }, [query, failed, refreshKey]);
  useEffect(() => {
    fetchDigitalHumans().then(setHumans, failed);
  }, [failed]);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  const toggle = (customer: AdminCustomer) => {
    void modal.confirm({
      title: t(customer.disabled ? 'practiceWeb.common.enableConfirm' : 'practiceWeb.common.disableConfirm'),
      okButtonProps: { 'data-testid': 'customer-toggle-confirm' },
      onOk: () => setCustomerDisabled(customer.id, customer.disabled ? 0 : 1).then(refresh, failed),
    });
  };
  const remove = (customer: AdminCustomer) => {
    void modal.confirm({
      title: t('practiceWeb.common.removeConfirm'),
      okButtonProps: { danger: true, 'data-testid': 'customer-remove-confirm' },
      onOk: () => deleteCustomer(customer.id).then(() => (void notice.success(t('practiceWeb.common.removed')), refresh()), failed),
    });
  };

  const columns: TableColumnsType<AdminCustomer> = [
    { title: t('practiceWeb.customer.avatar'), dataIndex: 'avatar', width: 70, render: (path: string) => <Avatar shape="square" src={path ? avatarUrl(path) : undefined} icon={<UserOutlined />} /> },
    { title: t('practiceWeb.customer.name'), dataIndex: 'name', render: (value: string) => <span data-testid="customer-row-name">{value}</span> },
    { title: t('practiceWeb.customer.gender'), dataIndex: 'gender', width: 70, render: (gender: number) => t(gender ? 'practiceWeb.customer.male' : 'practiceWeb.customer.female') },
    { title: t('practiceWeb.customer.digitalhuman'), dataIndex: 'digitalhumanname', width: 140 },
    {
      title: t('practiceWeb.customer.attributes'),
      dataIndex: 'attributes',
      render: (attributes: AdminCustomer['attributes']) => attributes.map((one) => `${one.label}：${one.value}`).join('；'),
    },
    {
      title: t('practiceWeb.common.status'),
      key: 'status',
      width: 100,
      render: (_, customer) => (
        <Switch
          checked={customer.disabled === 0}
          onChange={() => toggle(customer)}
          checkedChildren={t('practiceWeb.common.enabled')}
          unCheckedChildren={t('practiceWeb.common.disabled')}
          data-testid={`customer-toggle-${customer.name}`}
        />
      ),
    },
    {
      title: t('practiceWeb.common.actions'),
      key: 'actions',
      width: 140,
      render: (_, customer) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(customerDraftOf(customer))} data-testid={`customer-edit-${customer.name}`}>
            {t('practiceWeb.common.edit')}
          </Button>
          <Button type="link" danger onClick={() => remove(customer)}>
            {t('practiceWeb.common.remove')}
          </Button>
        </Space>
      ),
    },
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
        pagination={listPagination(t, { page: query.page, rows: query.rows, total: list.total, onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })) })}
      />
      <CustomerDialog initial={editing} digitalHumans={humans} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
