import { LOGIN_LOG_METHODS, LOGIN_LOG_RESULTS } from '@peilian/shared';
import { DatePicker, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useT } from '../../app/hooks';

export interface LoginLogFilterValue {
  keyword: string;
  method: string;
  result: string;
  start: string;
  end: string;
}

interface Props {
  value: LoginLogFilterValue;
  onChange: (change: Partial<LoginLogFilterValue>) => void;
}

const DAY = 'YYYY-MM-DD';
const KEYWORD_MAX = 64;
const dayOf = (text: string): Dayjs | null => (text ? dayjs(text, DAY) : null);

/** The sign-in logs' filter bar: the days (the organisation's), method, result and an account or name. */
export function LoginLogFilters({ value, onChange }: Props) {
  const t = useT();
  const [keyword, setKeyword] = useState(value.keyword);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        aria-label={t('loginLogs.dateRange')}
        value={[dayOf(value.start), dayOf(value.end)]}
        allowEmpty={[true, true]}
        onChange={(range) => onChange({ start: range?.[0]?.format(DAY) ?? '', end: range?.[1]?.format(DAY) ?? '' })}
        data-testid="login-log-period"
      />
      <Select
        style={{ width: 180 }}
        aria-label={t('loginLogs.method')}
        value={value.method}
        onChange={(method: string) => onChange({ method })}
        options={[
          { value: '', label: t('loginLogs.allMethods') },
          ...LOGIN_LOG_METHODS.map((method) => ({ value: method, label: t(`loginLogs.methods.${method}`) })),
        ]}
        data-testid="login-log-method"
      />
      <Select
        style={{ width: 140 }}
        aria-label={t('loginLogs.result')}
        value={value.result}
        onChange={(result: string) => onChange({ result })}
        options={[
          { value: '', label: t('loginLogs.allResults') },
          ...LOGIN_LOG_RESULTS.map((result) => ({ value: result, label: t(`loginLogs.results.${result}`) })),
        ]}
        data-testid="login-log-result-filter"
      />
      <Input.Search
        allowClear
        maxLength={KEYWORD_MAX}
        placeholder={t('loginLogs.keyword')}
        aria-label={t('loginLogs.keyword')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(search) => onChange({ keyword: search.trim() })}
        enterButton={t('loginLogs.search')}
        style={{ width: 280 }}
        data-testid="login-log-keyword"
      />
    </Space>
  );
}
