import { PAGE_SIZE_DEFAULT, type CostOrg } from '@peilian/shared';
import { Input, message } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { useErrorNotice } from '../../blocks/useErrorNotice';
import { useAdminQuery } from '../../data/queries';
import { useFen } from '../labels';
import { BillsDrawer } from './BillsDrawer';
import { EntryDialog } from './EntryDialog';
import { LimitsDialog } from './LimitsDialog';
import { orgColumns, type OrgAction } from './orgColumns';

const KEYWORD_MAX = 64;

/** Every organisation with its money, searched by name; per organisation: record an entry, read its bills, set its limits. */
export function OrgAccounts() {
  const t = useT();
  const fen = useFen();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useState({ page: 1, rows: PAGE_SIZE_DEFAULT, keyword: '' });
  const [open, setOpen] = useState<{ action: OrgAction; org: CostOrg } | null>(null);
  const orgs = useAdminQuery('cost', 'orgs', query);
  useErrorNotice(notice, orgs.error);
  const close = () => setOpen(null);
  return (
    <>
      {holder}
      <Input.Search
        allowClear
        maxLength={KEYWORD_MAX}
        placeholder={t('billing.operator.search')}
        aria-label={t('billing.operator.search')}
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(keyword) => setQuery((current) => ({ ...current, keyword: keyword.trim(), page: 1 }))}
        data-testid="cost-orgs-search"
      />
      <ListTable<CostOrg>
        rowKey="id"
        testId="cost-orgs"
        columns={orgColumns(t, fen, (action, org) => setOpen({ action, org }))}
        data={orgs.data}
        loading={orgs.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={(paging) => setQuery((current) => ({ ...current, ...paging }))}
        emptyText={t('billing.operator.empty')}
        rowTestId={(org) => `cost-org-${org.id}`}
      />
      {open?.action === 'record' && (
        <EntryDialog org={open.org} onClose={close} onDone={(balance) => void notice.success(t('billing.operator.recorded', { balance: fen(balance) }))} />
      )}
      {open?.action === 'bills' && <BillsDrawer org={open.org} onClose={close} />}
      {open?.action === 'limits' && <LimitsDialog org={open.org} onClose={close} onDone={() => void notice.success(t('billing.operator.limitsSaved'))} />}
    </>
  );
}
