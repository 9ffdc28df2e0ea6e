import { FUNCTION_TREE, functionLabelKey, UNBUILT_FUNCTIONS } from '@peilian/shared';
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { LogDayRange } from './LogDayRange';

export interface OperationLogFilterValue {
  keyword: string;
  function: string;
  record: string;
  start: string;
  end: string;
}

interface Props {
  value: OperationLogFilterValue;
  onChange: (change: Partial<OperationLogFilterValue>) => void;
}

const KEYWORD_MAX = 64;
/** The functions an operation can be made through: the menu's, hidden pages share their parent's. */
const FUNCTIONS = FUNCTION_TREE.filter((node) => !node.hidden && !UNBUILT_FUNCTIONS.has(node.key)).map((node) => node.key);

/** The operation log's filter bar: the days (the organisation's), the function, a record's id and the operator. */
export function OperationLogFilters({ value, onChange }: Props) {
  const t = useT();
  const [keyword, setKeyword] = useState(value.keyword);
  const [record, setRecord] = useState(value.record);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <LogDayRange start={value.start} end={value.end} label={t('operationLogs.dateRange')} testId="operation-log-period" onChange={onChange} />
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 200 }}
        aria-label={t('operationLogs.function')}
        value={value.function}
        onChange={(key: string) => onChange({ function: key })}
        options={[{ value: '', label: t('operationLogs.allFunctions') }, ...FUNCTIONS.map((key) => ({ value: key, label: t(functionLabelKey(key)) }))]}
        data-testid="operation-log-function"
      />
      <Input.Search
        allowClear
        placeholder={t('operationLogs.record')}
        aria-label={t('operationLogs.record')}
        value={record}
        onChange={(event) => setRecord(event.target.value)}
        onSearch={(search) => onChange({ record: search.trim() })}
        style={{ width: 320 }}
        data-testid="operation-log-record"
      />
      <Input.Search
        allowClear
        maxLength={KEYWORD_MAX}
        placeholder={t('operationLogs.keyword')}
        aria-label={t('operationLogs.keyword')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(search) => onChange({ keyword: search.trim() })}
        enterButton={t('operationLogs.search')}
        style={{ width: 300 }}
        data-testid="operation-log-keyword"
      />
    </Space>
  );
}
