import { APPEAL_TYPES } from '@peilian/shared';
import { Checkbox, Select } from 'antd';
import { useT } from '../../app';
import { LibrarySearch } from '../practice';

/** The queue's query as the URL holds it ('' for no filter). */
export interface AppealQueueQuery {
  [field: string]: string | number;
  status: string;
  type: string;
  overdue: string;
  name: string;
  page: number;
  rows: number;
}

interface Props {
  query: AppealQueueQuery;
  /** A changed filter, back to the first page. */
  onFilter: (change: Partial<AppealQueueQuery>) => void;
  onReset: () => void;
  /** The holidays button, after the filters. */
  children?: React.ReactNode;
}

const LIST_STATUSES = ['0', '2', '3'] as const;

/** The queue's filters: status (waiting, upheld, rejected), record type, overdue only, and the learner's name or account. */
export function AppealFilters({ query, onFilter, onReset, children }: Props) {
  const t = useT();
  const filters = (
    <>
      <Select
        style={{ width: 130 }}
        aria-label={t('appealsAdmin.filter.status')}
        value={query.status}
        onChange={(status: string) => onFilter({ status })}
        data-testid="appeal-status-filter"
        options={[
          { value: '', label: t('appealsAdmin.filter.allStatuses') },
          ...LIST_STATUSES.map((status) => ({ value: status, label: t(`appealsAdmin.filter.statuses.${status}`) })),
        ]}
      />
      <Select
        style={{ width: 130 }}
        aria-label={t('appealsAdmin.filter.type')}
        value={query.type}
        onChange={(type: string) => onFilter({ type })}
        data-testid="appeal-type-filter"
        options={[{ value: '', label: t('appealsAdmin.filter.allTypes') }, ...APPEAL_TYPES.map((type) => ({ value: type, label: t(`appeals.type.${type}`) }))]}
      />
      <Checkbox
        checked={query.overdue === '1'}
        onChange={(event) => onFilter({ overdue: event.target.checked ? '1' : '' })}
        data-testid="appeal-overdue-filter"
      >
        {t('appealsAdmin.filter.overdueOnly')}
      </Checkbox>
    </>
  );
  return (
    <LibrarySearch
      value={query.name}
      placeholder={t('appealsAdmin.filter.name')}
      onSearch={(name) => onFilter({ name })}
      onReset={onReset}
      filters={filters}
      testId="appeal"
    >
      {children}
    </LibrarySearch>
  );
}
