import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import type { FaqDrillQuery } from './faqQueries';
import { useCanReadPackages, useChildOptions, usePackageOptions } from './useDrillTasks';

const NAME_MAX = 50;

interface Props {
  query: FaqDrillQuery;
  /** A changed filter, back to the first page. */
  onFilter: (change: Partial<FaqDrillQuery>) => void;
  onReset: () => void;
}

/**
 * The practice records' filters: the task package and its quick Q&A child task (for admins who may
 * read packages) and the learner's name or account.
 */
export function FaqDrillFilters({ query, onFilter, onReset }: Props) {
  const t = useT();
  const allowed = useCanReadPackages();
  const [name, setName] = useState(query.name);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {allowed && <TaskFilters query={query} onFilter={onFilter} />}
      <Input
        allowClear
        maxLength={NAME_MAX}
        placeholder={t('faqAdmin.drills.name')}
        aria-label={t('faqAdmin.drills.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => onFilter({ name: name.trim() })}
        style={{ width: 200 }}
        data-testid="faq-drill-name"
      />
      <Button type="primary" onClick={() => onFilter({ name: name.trim() })} data-testid="faq-drill-query">
        {t('faqAdmin.drills.query')}
      </Button>
      <Button
        onClick={() => {
          setName('');
          onReset();
        }}
      >
        {t('faqAdmin.drills.reset')}
      </Button>
    </Space>
  );
}

/** The task package (searched by name) and its quick Q&A child task, for admins who may read packages. */
function TaskFilters({ query, onFilter }: Omit<Props, 'onReset'>) {
  const t = useT();
  const [search, setSearch] = useState('');
  const packages = usePackageOptions(search, true);
  const chosen = useChildOptions(query.packageid, true);
  const packageOptions = chosen.title && !packages.some((option) => option.value === chosen.title?.value) ? [chosen.title, ...packages] : packages;
  return (
    <>
      <Select
        style={{ width: 220 }}
        aria-label={t('faqAdmin.drills.package')}
        allowClear
        showSearch
        filterOption={false}
        onSearch={setSearch}
        placeholder={t('faqAdmin.drills.packagePlaceholder')}
        value={query.packageid || undefined}
        onChange={(packageid?: string) => onFilter({ packageid: packageid ?? '', childtaskid: '' })}
        options={packageOptions}
        data-testid="faq-drill-package"
      />
      <Select
        style={{ width: 200 }}
        aria-label={t('faqAdmin.drills.child')}
        allowClear
        disabled={!query.packageid}
        placeholder={t('faqAdmin.drills.childPlaceholder')}
        value={query.childtaskid || undefined}
        onChange={(childtaskid?: string) => onFilter({ childtaskid: childtaskid ?? '' })}
        options={chosen.children}
        data-testid="faq-drill-child"
      />
    </>
  );
}
