import { RobotOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { timeText } from '../format';
import { callQuery } from '../../data/urlQuery';
import { ReportFilters, type FilterValue } from '../ReportFilters';
import { ReportPage } from '../ReportPage';
import type { AiReport } from '../reportTypes';
import { useAdminMutation } from '../../data/queries';

const EMPTY: FilterValue = { start: '', end: '', departmentid: '', positionid: '' };

/**
 * The AI report (admin §2 aireport, allow-listed organisations): a practice-quality report the
 * language model writes from the aggregates, always shown as generated, with its model and time.
 */
export function AiReportPage() {
  const t = useT();
  const [filters, setFilters] = useState<FilterValue>(EMPTY);
  const ai = useAdminMutation('reports', 'ai');
  const [report, setReport] = useState<AiReport | null>(null);
  const busy = ai.pending;
  const error = ai.error;
  const generate = () => {
    const { start, end, departmentid, positionid } = filters;
    ai.run({}, { ...EMPTY, ...callQuery({ start, end, departmentid, positionid }) }).then(setReport, () => undefined);
  };
  return (
    <ReportPage title={t('people.functions.aireport')} testId="ai-report-title" asof={report?.asof} error={error}>
      <ReportFilters value={filters} onChange={(change) => setFilters((current) => ({ ...current, ...change }))}>
        <Button type="primary" icon={<RobotOutlined />} loading={busy} onClick={generate} data-testid="ai-report-generate">
          {t('reports.ai.generate')}
        </Button>
      </ReportFilters>
      {busy && <Spin tip={t('reports.ai.generating')} />}
      {!report && !busy && <Alert type="info" title={t('reports.ai.hint')} />}
      {report && (
        <Card
          size="small"
          data-testid="ai-report-card"
          title={
            <Space>
              <Tag color="purple" data-testid="ai-report-generated">
                {t('reports.ai.generated')}
              </Tag>
              <Typography.Text type="secondary">{t('reports.ai.meta', { model: report.model, time: timeText(report.generatedat) })}</Typography.Text>
            </Space>
          }
        >
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="ai-report-text">
            {report.text}
          </Typography.Paragraph>
        </Card>
      )}
    </ReportPage>
  );
}
