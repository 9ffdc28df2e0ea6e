import { CHILD_TASK_TYPES } from '@peilian/shared';
import { Card, Col, Empty, Row, Space, Table } from 'antd';
import { useT } from '../../../app/hooks';
import { ReportChart } from '../charts/ReportChart';
import type { ChartModel } from '../charts/options';
import type { ChildAnalysis } from '../reportsApi';
import { faqColumns, intentColumns, keywordColumns, questionColumns, type FaqRow, type IntentRow, type KeywordRow, type QuestionRow } from './analysisColumns';

/** The criteria as a radar (three or more: a shape to read) or as bars. */
function criteriaModel(analysis: ChildAnalysis, name: string): ChartModel {
  const radar = analysis.criteria.length >= 3;
  return {
    kind: radar ? 'radar' : 'bar',
    max: 100,
    categories: analysis.criteria.map((item) => item.name),
    series: [{ name, data: analysis.criteria.map((item) => item.avgscore) }],
  };
}

function PracticeAnalysis({ analysis }: { analysis: ChildAnalysis }) {
  const t = useT();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ReportChart title={t('reports.analysis.criteria')} model={criteriaModel(analysis, t('reports.fields.avgScore'))} testId="analysis-criteria" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('reports.analysis.missedKeywords')}>
            <Table<KeywordRow>
              rowKey="keyword"
              size="small"
              columns={keywordColumns(t)}
              dataSource={analysis.missedkeywords}
              pagination={false}
              data-testid="analysis-keywords"
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('reports.analysis.missedIntents')}>
            <Table<IntentRow>
              rowKey="label"
              size="small"
              columns={intentColumns(t)}
              dataSource={analysis.missedintents}
              pagination={false}
              data-testid="analysis-intents"
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

/** What a child task's type lets the analysis say: practice criteria and misses, exam item analysis, or the weakest Q&A questions. */
export function AnalysisSections({ analysis }: { analysis: ChildAnalysis }) {
  const t = useT();
  const { type } = analysis.child;
  if (type === CHILD_TASK_TYPES.scenario && analysis.criteria.length + analysis.missedkeywords.length + analysis.missedintents.length > 0)
    return <PracticeAnalysis analysis={analysis} />;
  if (type === CHILD_TASK_TYPES.exam && analysis.questions.length > 0)
    return (
      <Card size="small" title={t('reports.analysis.questions')}>
        <Table<QuestionRow>
          rowKey="questionid"
          size="small"
          columns={questionColumns(t)}
          dataSource={analysis.questions}
          pagination={false}
          data-testid="analysis-questions"
        />
      </Card>
    );
  if (type === CHILD_TASK_TYPES.faq && analysis.faqs.length > 0)
    return (
      <Card size="small" title={t('reports.analysis.faqs')}>
        <Table<FaqRow> rowKey="faqid" size="small" columns={faqColumns(t)} dataSource={analysis.faqs} pagination={false} data-testid="analysis-faqs" />
      </Card>
    );
  return <Empty description={t('reports.analysis.noData')} data-testid="analysis-empty" />;
}
