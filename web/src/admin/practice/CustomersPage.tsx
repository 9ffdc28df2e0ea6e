import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminCustomer } from '@peilian/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import type { AdminArgs } from '../data/types';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { customerColumns } from './customerColumns';
import { CustomerDialog } from './CustomerDialog';
import { customerDraftOf, newCustomerDraft, type CustomerDraft } from './customerForm';
import { StatusFilter } from './StatusFilter';
import { LibrarySearch } from './LibrarySearch';
import { useLibraryActions } from './useLibraryActions';

const DEFAULTS = { name: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };
/** The digital humans a customer may speak with: the enabled ones, first page of 100. */
const HUMANS: AdminArgs<'digitalHumans', 'list'> = { name: '', disabled: 0, page: 1, rows: 100 };

/** The list's columns with their actions: open/close and delete after a confirmation, edit. */
function useCustomerColumns({ t, confirmToggle, confirmRemove }: ReturnType<typeof useLibraryActions>, edit: (customer: AdminCustomer) => void) {
  const disable = useAdminMutation('customers', 'disable');
  const remove = useAdminMutation('customers', 'remove');
  return customerColumns(t, {
    toggle: (customer: AdminCustomer) =>
      confirmToggle(customer.disabled, (disabled) => disable.run({ id: customer.id }, { disabled }), { testId: 'customer-toggle-confirm' }),
    edit,
    remove: (customer) => confirmRemove(() => remove.run({ id: customer.id }), { testId: 'customer-remove-confirm', announce: true }),
  });
}

/** The customers (admin §2 voicecustomer): personas the learner talks to, with their digital human and attributes. */
export function CustomersPage() {
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('customers', 'list', callQuery(query));
  const humans = useAdminQuery('digitalHumans', 'list', HUMANS);
  const actions = useLibraryActions(list.error || humans.error);
  const { t, holder, modalHolder } = actions;
  const [editing, setEditing] = useState<CustomerDraft | null>(null);

  const columns = useCustomerColumns(actions, (customer) => setEditing(customerDraftOf(customer)));
  return (
    <div>
      {holder}
      {modalHolder}
      <PageTitle testId="customer-title">{t('practiceWeb.customer.title')}</PageTitle>
      <LibrarySearch
        value={query.name}
        placeholder={t('practiceWeb.customer.search')}
        testId="customer"
        onSearch={(name) => setQuery({ name })}
        onReset={() => setQuery({ ...DEFAULTS, rows: query.rows })}
        filters={<StatusFilter value={query.disabled} onChange={(disabled) => setQuery({ disabled })} />}
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newCustomerDraft())} data-testid="customer-add">
          {t('practiceWeb.customer.add')}
        </Button>
      </LibrarySearch>
      <ListTable<AdminCustomer>
        rowKey="id"
        testId="customer-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <CustomerDialog initial={editing} digitalHumans={humans.data?.rows ?? []} onClose={() => setEditing(null)} />
    </div>
  );
}
