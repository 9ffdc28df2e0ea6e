import { ACCESS_LIST_MAX } from '@peilian/shared';
import { Form, Select, TreeSelect, type FormRule } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { treeOptions } from '../people';
import type { Chosen } from './accessForm';

interface Props {
  /** Whether the pickers may be changed (their options are read only then). */
  editable: boolean;
}

/**
 * Whom an appointed list names: users found by name or work number, and positions of the tree. At
 * least one of either is required (checked on the users field, as the server names it).
 */
export function AppointedFields({ editable }: Props) {
  const t = useT();
  const most = { type: 'array' as const, max: ACCESS_LIST_MAX, message: t('library.access.tooMany') };
  const somebody: FormRule = ({ getFieldValue }) => ({
    validator: async () => {
      const count = (name: string) => (getFieldValue(name) as Chosen[] | undefined)?.length ?? 0;
      if (count('users') + count('positions') === 0) throw new Error(t('library.access.nobodyAppointed'));
    },
  });
  return (
    <>
      <Form.Item name="users" htmlFor="catalog-access-users" label={t('library.access.users')} dependencies={['positions']} rules={[somebody, most]}>
        <UsersSelect editable={editable} />
      </Form.Item>
      <Form.Item name="positions" htmlFor="catalog-access-positions" label={t('library.access.positions')} rules={[most]}>
        <PositionsSelect editable={editable} />
      </Form.Item>
    </>
  );
}

interface PickerProps {
  editable: boolean;
  value?: Chosen[];
  onChange?: (value: Chosen[]) => void;
}

/** Users of the organisation, searched on the server (the task range's users picker). */
function UsersSelect({ editable, value, onChange }: PickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const name = useDeferredValue(search.trim());
  const found = useAdminQuery('users', 'picker', editable ? { name, page: 1, rows: 30, department: '' } : null);
  const options = (found.data?.rows ?? []).map((user) => ({ value: user.id, label: user.workno ? `${user.name}（${user.workno}）` : user.name }));
  return (
    <Select
      id="catalog-access-users"
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={t('library.access.usersPlaceholder')}
      options={options}
      loading={found.loading}
      // An admin without the users picker's functions is told why nobody is found.
      notFoundContent={found.error || undefined}
      value={value}
      onChange={(next) => onChange?.(next)}
      data-testid="catalog-access-users"
    />
  );
}

/** Positions of the organisation's tree; choosing one does not choose those under it. */
function PositionsSelect({ editable, value, onChange }: PickerProps) {
  const t = useT();
  const tree = useAdminQuery('positions', 'tree', editable ? {} : null);
  return (
    <TreeSelect
      id="catalog-access-positions"
      multiple
      labelInValue
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={t('library.access.positionsPlaceholder')}
      treeData={treeOptions(tree.data?.rows ?? [])}
      loading={tree.loading}
      notFoundContent={tree.error || undefined}
      value={value}
      onChange={(next: Chosen[]) => onChange?.(next)}
      data-testid="catalog-access-positions"
    />
  );
}
