import type { ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@peilian/shared';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';

export type StatusFilter = '' | 'enabled' | 'disabled' | 'pending';

interface Props {
  /** The search applied to the list (name, account, mobile or work number). */
  name: string;
  role: string;
  status: string;
  roles: readonly Role[];
  onChange: (change: { name?: string; role?: string; status?: string }) => void;
  onAdd: () => void;
  /** More of the list's actions, after adding (import and export). */
  extra?: ReactNode;
}

/** The user list's search, role and status filters, and the add button. */
export function UserFilters({ name, role, status, roles, onChange, onAdd, extra }: Props) {
  const t = useT();
  const [search, setSearch] = useState(name);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        id="user-search"
        placeholder={t('people.users.search')}
        aria-label={t('people.users.search')}
        enterButton={t('people.users.query')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ name: value.trim() })}
        style={{ width: 320 }}
      />
      <Select
        style={{ width: 160 }}
        aria-label={t('people.users.role')}
        value={role}
        onChange={(value) => onChange({ role: value })}
        options={[{ value: '', label: t('people.users.rolePlaceholder') }, ...roles.map((item) => ({ value: item.id, label: item.name }))]}
      />
      <Select<StatusFilter>
        style={{ width: 140 }}
        data-testid="user-status-filter"
        aria-label={t('people.users.status')}
        value={status as StatusFilter}
        onChange={(value) => onChange({ status: value })}
        options={[
          { value: '', label: t('people.users.statusPlaceholder') },
          { value: 'enabled', label: t('people.users.statusEnabled') },
          { value: 'disabled', label: t('people.users.statusDisabled') },
          { value: 'pending', label: t('people.users.statusPending') },
        ]}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="user-add">
        {t('people.users.add')}
      </Button>
      {extra}
    </Space>
  );
}
