import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';

const SEARCH_MAX = 100;

/** The toolbar's words, already translated. */
interface BankToolbarLabels {
  search: string;
  query: string;
  reset: string;
  add: string;
  import: string;
}

interface Props {
  labels: BankToolbarLabels;
  /** The test ids of its controls (the browser tests find them by these). */
  testIds: { search: string; query: string; add: string; import: string };
  /** The search text, applied on query or Enter. */
  onSearch: (text: string) => void;
  onReset: () => void;
  onAdd: () => void;
  onImport: () => void;
  /** The bank's own filters, between the search box and the buttons. */
  children: ReactNode;
  searchWidth?: number;
}

/** A question bank's toolbar (the exam questions', the FAQ bank's): search, the bank's filters, reset, new and import. */
export function BankToolbar({ labels, testIds, onSearch, onReset, onAdd, onImport, children, searchWidth = 240 }: Props) {
  const [text, setText] = useState('');
  const search = () => onSearch(text.trim());
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        maxLength={SEARCH_MAX}
        placeholder={labels.search}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={search}
        style={{ width: searchWidth }}
        data-testid={testIds.search}
      />
      {children}
      <Button type="primary" onClick={search} data-testid={testIds.query}>
        {labels.query}
      </Button>
      <Button
        onClick={() => {
          setText('');
          onReset();
        }}
      >
        {labels.reset}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={testIds.add}>
        {labels.add}
      </Button>
      <Button icon={<UploadOutlined />} onClick={onImport} data-testid={testIds.import}>
        {labels.import}
      </Button>
    </Space>
  );
}
