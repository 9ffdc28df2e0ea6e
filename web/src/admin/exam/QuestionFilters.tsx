import { Select } from 'antd';
import { useT } from '../../app';
import { BankToolbar } from '../BankToolbar';
import { LEVEL_OPTIONS, TYPE_OPTIONS } from './labels';
import type { QuestionQuery } from './questionQuery';

interface Props {
  query: QuestionQuery;
  /** A changed filter, back to the first page. */
  onFilter: (change: Partial<QuestionQuery>) => void;
  onReset: () => void;
  onAdd: () => void;
  onImport: () => void;
}

/** The question bank's toolbar: text search, type, level and status (as the URL keeps them), reset, new and import. */
export function QuestionFilters({ query, onFilter, onReset, onAdd, onImport }: Props) {
  const t = useT();
  return (
    <BankToolbar
      labels={{
        search: t('examAdmin.bank.search'),
        query: t('examAdmin.bank.query'),
        reset: t('examAdmin.bank.reset'),
        add: t('examAdmin.bank.add'),
        import: t('examAdmin.import.open'),
      }}
      testIds={{ search: 'question-search', query: 'question-query', add: 'question-add', import: 'question-import' }}
      onSearch={(text) => onFilter({ text })}
      onReset={onReset}
      onAdd={onAdd}
      onImport={onImport}
      searchWidth={220}
    >
      <Select
        style={{ width: 120 }}
        aria-label={t('examAdmin.bank.type')}
        value={query.type}
        onChange={(type) => onFilter({ type })}
        options={[{ value: '', label: t('examAdmin.bank.allTypes') }, ...TYPE_OPTIONS.map(({ value, key }) => ({ value: String(value), label: t(key) }))]}
      />
      <Select
        style={{ width: 120 }}
        aria-label={t('examAdmin.bank.level')}
        value={query.level}
        onChange={(level) => onFilter({ level })}
        options={[{ value: '', label: t('examAdmin.bank.allLevels') }, ...LEVEL_OPTIONS.map(({ value, key }) => ({ value: String(value), label: t(key) }))]}
      />
      <Select
        style={{ width: 120 }}
        aria-label={t('examAdmin.bank.status')}
        value={query.disabled}
        onChange={(disabled) => onFilter({ disabled })}
        options={[
          { value: '', label: t('examAdmin.bank.allStatuses') },
          { value: '0', label: t('examAdmin.bank.enabled') },
          { value: '1', label: t('examAdmin.bank.disabled') },
        ]}
      />
    </BankToolbar>
  );
}
