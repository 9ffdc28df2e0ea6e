import { REPORT_PERIODS, type MessageKey, type ReportPeriod } from '@peilian/shared';
import { Alert, Col, Empty, Row, Segmented, Space, Spin, theme, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { AsOf } from '../AsOf';
import { ReportChart } from '../charts/ReportChart';
import { useAdminQuery } from '../../data/queries';
import { EndingSoon } from './EndingSoon';
import { FigureCards } from './FigureCards';
import { trendModel, weakSkillsModel } from './homeCharts';

const PERIOD_LABELS: Record<ReportPeriod, MessageKey> = { 1: 'reports.home.today', 7: 'reports.home.last7', 30: 'reports.home.last30' };

/**
 * The home dashboard (admin §2 /admin/homePage): today, or the last 7/30 whole days ending
 * yesterday (the glossary's period rule; the dates are shown) — figures, their trend, the tasks
 * ending soon and the weakest skills — each leading to its report.
 */
export function HomeDashboard() {
  const t = useT();
  const { token } = theme.useToken();
  const [period, setPeriod] = useState<ReportPeriod>(7);
  const { data, loading, error } = useAdminQuery('reports', 'home', { period });
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%', marginTop: 16 }} data-testid="home-dashboard">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        {/* A section of the home page (its h1 is the welcome's title): an h2, drawn at a card title's size. */}
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
          {t('reports.home.dashboard')}
        </Typography.Title>
        <Segmented<ReportPeriod>
          value={period}
          onChange={setPeriod}
          options={REPORT_PERIODS.map((value) => ({ value, label: <span data-testid={`home-period-${value}`}>{t(PERIOD_LABELS[value])}</span> }))}
        />
      </Space>
      {error && <Alert type="warning" showIcon title={error} data-testid="home-error" />}
      {data ? (
        <Spin spinning={loading}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Space wrap size={16}>
              <AsOf asof={data.asof} />
              <Typography.Text type="secondary" data-testid="home-period-dates">
                {t('reports.home.periodDates', { start: data.start, end: data.end })}
              </Typography.Text>
            </Space>
            <FigureCards report={data} />
            <ReportChart title={t('reports.home.trend')} model={trendModel(data, t)} testId="home-trend" />
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={12}>
                <EndingSoon rows={data.endingsoon} />
              </Col>
              <Col xs={24} lg={12}>
                <ReportChart title={t('reports.home.weakSkills')} model={weakSkillsModel(data, t)} testId="home-weak-skills" height={240} />
              </Col>
            </Row>
          </Space>
        </Spin>
      ) : (
        loading && <Spin />
      )}
      {!data && !loading && !error && <Empty />}
    </Space>
  );
}
