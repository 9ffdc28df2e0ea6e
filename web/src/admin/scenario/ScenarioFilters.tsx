import { Button, Input, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../app';
import { STATUSES, statusKey } from './scenarioStatus';

/** The scenario list's search as the URL holds it ('' for all). */
export interface ScenarioFilterValue {
  name: string;
  category: string;
  status: string;
}

interface Props {
  value: ScenarioFilterValue;
  categories: readonly string[];
  onChange: (change: Partial<ScenarioFilterValue>) => void;
  onReset: () => void;
  /** What follows the buttons (add, import). */
  children: ReactNode;
}

/** The scenario list's search bar: name, category, status, query and reset. */
export function ScenarioFilters({ value, categories, onChange, onReset, children }: Props) {
  const t = useT();
  const [name, setName] = useState(value.name);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        maxLength={100}
        placeholder={t('scenarioWeb.list.search')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => onChange({ name: name.trim() })}
        style={{ width: 220 }}
        data-testid="scenario-search"
      />
      <Select
        style={{ width: 160 }}
        aria-label={t('scenarioWeb.list.category')}
        value={value.category}
        onChange={(category) => onChange({ category })}
        options={[{ value: '', label: t('scenarioWeb.list.allCategories') }, ...categories.map((category) => ({ value: category, label: category }))]}
      />
      <Select
        style={{ width: 120 }}
        aria-label={t('scenarioWeb.list.status')}
        value={value.status}
        onChange={(status) => onChange({ status })}
        options={[{ value: '', label: t('scenarioWeb.list.allStatuses') }, ...STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) }))]}
      />
      <Button type="primary" onClick={() => onChange({ name: name.trim() })} data-testid="scenario-query">
        {t('scenarioWeb.list.query')}
      </Button>
      <Button
        onClick={() => {
          setName('');
          onReset();
        }}
      >
        {t('scenarioWeb.list.reset')}
      </Button>
      {children}
    </Space>
  );
}
