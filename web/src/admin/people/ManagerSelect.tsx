import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';

interface Props {
  id?: string;
  /** The chosen manager's id ('' none), as the form holds it. */
  value?: string;
  onChange?: (value: string) => void;
  /** The manager's name as the user was loaded, shown until the picker's answer names them. */
  currentName: string;
  /** The user edited, who cannot be their own manager. */
  excludeId?: string | undefined;
}

/** The manager field: another user of the organisation, found by name or work number through the users picker. */
export function ManagerSelect({ id, value = '', onChange, currentName, excludeId }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const name = useDeferredValue(search.trim());
  const found = useAdminQuery('users', 'picker', { name, page: 1, rows: 30, department: '' });
  const options = (found.data?.rows ?? [])
    .filter((user) => user.id !== excludeId)
    .map((user) => ({ value: user.id, label: user.workno ? `${user.name}（${user.workno}）` : user.name }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: currentName || value });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value || undefined}
      placeholder={t('people.form.managerPlaceholder')}
      options={options}
      loading={found.loading}
      onChange={(next) => onChange?.(next ?? '')}
    />
  );
}
