import { LOGIN_LOG_METHODS, LOGIN_LOG_RESULTS } from '@peilian/shared';
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { LogDayRange } from './LogDayRange';

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

const KEYWORD_MAX = 64;

/** The sign-in logs' filter bar: the days (the organisation's), method, result and an account or name. */
export function LoginLogFilters({ value, onChange }: Props) {
  const t = useT();
  const [keyword, setKeyword] = useState(value.keyword);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <LogDayRange start={value.start} end={value.end} label={t('loginLogs.dateRange')} testId="login-log-period" onChange={onChange} />
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
