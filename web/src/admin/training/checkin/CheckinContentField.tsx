import { CATALOG_TYPES, CHILD_TASK_TYPES, type CatalogNode } from '@peilian/shared';
import { Select, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { useEnabledScenarios } from '../../blocks/scenarioOptions';
import { useAdminQuery } from '../../data/queries';

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}
const treeOf = (nodes: readonly CatalogNode[]): TreeOption[] => nodes.map((node) => ({ value: node.id, title: node.name, children: treeOf(node.children) }));

interface Props {
  id?: string;
  kind: number;
  /** The name of the practice already chosen, shown while the options load or when it is not among them. */
  chosenName: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** The day's practice: an enabled scenario (the package editor's picker), or one quick Q&A catalogue. */
export function CheckinContentField({ id, kind, chosenName, value, onChange }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const scenarios = useEnabledScenarios(search);
  const catalogues = useAdminQuery('catalogs', 'tree', kind === CHILD_TASK_TYPES.faq ? { type: CATALOG_TYPES.faq } : null);
  if (kind === CHILD_TASK_TYPES.faq) {
    return (
      <>
        <TreeSelect
          id={id}
          data-testid="checkin-content"
          treeData={treeOf(catalogues.data?.rows ?? [])}
          value={value}
          onChange={(next: string | undefined) => onChange?.(next)}
          treeDefaultExpandAll
          allowClear
          placeholder={t('trainingAdmin.faqChild.catalogsPlaceholder')}
          style={{ width: '100%' }}
        />
        {catalogues.error && <Typography.Text type="danger">{t('trainingAdmin.faqChild.catalogsFailed')}</Typography.Text>}
      </>
    );
  }
  const options =
    value && chosenName && !scenarios.options.some((option) => option.value === value)
      ? [{ value, label: chosenName }, ...scenarios.options]
      : scenarios.options;
  return (
    <>
      <Select
        id={id}
        data-testid="checkin-content"
        showSearch
        filterOption={false}
        onSearch={setSearch}
        loading={scenarios.loading}
        placeholder={t('trainingAdmin.scenarioChild.choose')}
        options={options}
        value={value}
        onChange={(next: string) => onChange?.(next)}
      />
      {scenarios.failed && <Typography.Text type="danger">{t('trainingAdmin.scenarioChild.loadFailed')}</Typography.Text>}
    </>
  );
}
