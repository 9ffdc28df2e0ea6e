import { Select } from 'antd';
import { useT } from '../../app';
import { BankToolbar } from '../BankToolbar';
import type { FaqQuery } from './faqQueries';

interface Props {
  query: FaqQuery;
  /** A changed filter, back to the first page. */
  onFilter: (change: Partial<FaqQuery>) => void;
  onReset: () => void;
  onAdd: () => void;
  onImport: () => void;
}

/** The FAQ list's toolbar: text search, status, reset, new question and import. */
export function FaqFilters({ query, onFilter, onReset, onAdd, onImport }: Props) {
  const t = useT();
  return (
    <BankToolbar
      labels={{
        search: t('faqAdmin.bank.search'),
        query: t('faqAdmin.bank.query'),
        reset: t('faqAdmin.bank.reset'),
        add: t('faqAdmin.bank.add'),
        import: t('faqAdmin.bank.import'),
      }}
      testIds={{ search: 'faq-search', query: 'faq-query', add: 'faq-new', import: 'faq-import' }}
      onSearch={(text) => onFilter({ text })}
      onReset={onReset}
      onAdd={onAdd}
      onImport={onImport}
    >
      <Select
        style={{ width: 120 }}
        aria-label={t('faqAdmin.bank.status')}
        value={query.disabled}
        onChange={(disabled) => onFilter({ disabled })}
        options={[
          { value: '', label: t('faqAdmin.bank.allStatuses') },
          { value: '0', label: t('faqAdmin.bank.open') },
          { value: '1', label: t('faqAdmin.bank.closed') },
        ]}
        data-testid="faq-status-filter"
      />
    </BankToolbar>
  );
}
