import { Alert, Space } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '../blocks/PageTitle';
import { AsOf } from './AsOf';

interface Props {
  title: string;
  testId: string;
  /** When the figures were computed; undefined: not known yet (still loading) or a live list. */
  asof?: string | null;
  statsuntil?: string;
  error: string;
  /** Buttons at the title's right (export). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of a data-centre page: its title (the page's one h1), when its figures were computed, a refusal, then the report. */
export function ReportPage({ title, testId, asof, statsuntil, error, extra, children }: Props) {
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap align="baseline">
          <PageTitle testId={testId}>{title}</PageTitle>
          {asof !== undefined && <AsOf asof={asof} statsuntil={statsuntil} />}
        </Space>
        {extra}
      </Space>
      {error && <Alert type="error" showIcon title={error} data-testid="report-error" />}
      {children}
    </Space>
  );
}
