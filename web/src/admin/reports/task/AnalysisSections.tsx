import { CHILD_TASK_TYPES } from '@peilian/shared';
import { Card, Col, Empty, Row, Space, type TableColumnsType } from 'antd';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { ReportChart } from '../charts/ReportChart';
import type { ChartModel } from '../charts/options';
import { allRows } from '../columns';
import type { ChildAnalysis } from '../reportTypes';
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

/** One list of the analysis: a small card holding an unpaged table. */
function ListCard<R extends object>(props: { title: string; rowKey: keyof R & string; columns: TableColumnsType<R>; rows: R[]; testId: string }) {
  return (
    <Card size="small" title={props.title}>
      <ListTable<R> rowKey={props.rowKey} columns={props.columns} data={allRows(props.rows)} loading={false} testId={props.testId} />
    </Card>
  );
}

function PracticeAnalysis({ analysis }: { analysis: ChildAnalysis }) {
  const t = useT();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ReportChart title={t('reports.analysis.criteria')} model={criteriaModel(analysis, t('reports.fields.avgScore'))} testId="analysis-criteria" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ListCard<KeywordRow>
            title={t('reports.analysis.missedKeywords')}
            rowKey="keyword"
            columns={keywordColumns(t)}
            rows={analysis.missedkeywords}
            testId="analysis-keywords"
          />
        </Col>
        <Col xs={24} lg={12}>
          <ListCard<IntentRow>
            title={t('reports.analysis.missedIntents')}
            rowKey="label"
            columns={intentColumns(t)}
            rows={analysis.missedintents}
            testId="analysis-intents"
          />
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
      <ListCard<QuestionRow>
        title={t('reports.analysis.questions')}
        rowKey="questionid"
        columns={questionColumns(t)}
        rows={analysis.questions}
        testId="analysis-questions"
      />
    );
  if (type === CHILD_TASK_TYPES.faq && analysis.faqs.length > 0)
    return <ListCard<FaqRow> title={t('reports.analysis.faqs')} rowKey="faqid" columns={faqColumns(t)} rows={analysis.faqs} testId="analysis-faqs" />;
  return <Empty description={t('reports.analysis.noData')} data-testid="analysis-empty" />;
}
