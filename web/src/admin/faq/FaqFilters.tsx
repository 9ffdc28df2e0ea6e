import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import type { FaqQuery } from './faqApi';

const SEARCH_MAX = 100;

interface Props {
  query: FaqQuery;
  /** A changed filter, back to the first page. */
  onFilter: (change: Partial<FaqQuery>) => void;
  onReset: () => void;
  onAdd: () => void;
  onImport: () => void;
}

/** The FAQ list's toolbar: text search (on query or Enter), status, reset, new question and import. */
export function FaqFilters({ query, onFilter, onReset, onAdd, onImport }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const search = () => onFilter({ text: text.trim() });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        maxLength={SEARCH_MAX}
        placeholder={t('faqAdmin.bank.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={search}
        style={{ width: 240 }}
        data-testid="faq-search"
      />
      <Select
        style={{ width: 120 }}
        value={query.disabled}
        onChange={(disabled) => onFilter({ disabled })}
        options={[
          { value: '', label: t('faqAdmin.bank.allStatuses') },
          { value: 0, label: t('faqAdmin.bank.open') },
          { value: 1, label: t('faqAdmin.bank.closed') },
        ]}
        data-testid="faq-status-filter"
      />
      <Button type="primary" onClick={search} data-testid="faq-query">
        {t('faqAdmin.bank.query')}
      </Button>
      <Button
        onClick={() => {
          setText('');
          onReset();
        }}
      >
        {t('faqAdmin.bank.reset')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="faq-new">
        {t('faqAdmin.bank.add')}
      </Button>
      <Button icon={<UploadOutlined />} onClick={onImport} data-testid="faq-import">
        {t('faqAdmin.bank.import')}
      </Button>
    </Space>
  );
}
