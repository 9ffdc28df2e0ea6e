import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import type { QuestionQuery } from './examApi';
import { LEVEL_OPTIONS, TYPE_OPTIONS } from './labels';

const SEARCH_MAX = 100;

interface Props {
  query: QuestionQuery;
  /** A changed filter, back to the first page. */
  onFilter: (change: Partial<QuestionQuery>) => void;
  onReset: () => void;
  onAdd: () => void;
  onImport: () => void;
}

/** The question bank's toolbar: text search (applied on query or Enter), type, level and status, reset, new and import. */
export function QuestionFilters({ query, onFilter, onReset, onAdd, onImport }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const search = () => onFilter({ text: text.trim() });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        maxLength={SEARCH_MAX}
        placeholder={t('examAdmin.bank.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={search}
        style={{ width: 220 }}
        data-testid="question-search"
      />
      <Select
        style={{ width: 120 }}
        value={query.type}
        onChange={(type) => onFilter({ type })}
        options={[{ value: '', label: t('examAdmin.bank.allTypes') }, ...TYPE_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))]}
      />
      <Select
        style={{ width: 120 }}
        value={query.level}
        onChange={(level) => onFilter({ level })}
        options={[{ value: '', label: t('examAdmin.bank.allLevels') }, ...LEVEL_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))]}
      />
      <Select
        style={{ width: 120 }}
        value={query.disabled}
        onChange={(disabled) => onFilter({ disabled })}
        options={[
          { value: '', label: t('examAdmin.bank.allStatuses') },
          { value: 0, label: t('examAdmin.bank.enabled') },
          { value: 1, label: t('examAdmin.bank.disabled') },
        ]}
      />
      <Button type="primary" onClick={search} data-testid="question-query">
        {t('examAdmin.bank.query')}
      </Button>
      <Button
        onClick={() => {
          setText('');
          onReset();
        }}
      >
        {t('examAdmin.bank.reset')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="question-add">
        {t('examAdmin.bank.add')}
      </Button>
      <Button icon={<UploadOutlined />} onClick={onImport} data-testid="question-import">
        {t('examAdmin.import.open')}
      </Button>
    </Space>
  );
}
