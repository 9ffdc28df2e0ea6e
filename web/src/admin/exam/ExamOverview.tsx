import type { ExaminationChild, ExaminationOverviewResponse } from '@peilian/shared';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { examChildColumns } from './examChildColumns';

const FIGURES = [
  ['started', 'examAdmin.results.started'],
  ['submitted', 'examAdmin.results.submitted'],
  ['passed', 'examAdmin.results.passedCount'],
  ['average', 'examAdmin.results.average'],
  ['highest', 'examAdmin.results.highest'],
] as const;

/** An examination's paper settings, its figures and the exam tasks running it (nothing but the cards until read). */
export function ExamOverview({ overview }: { overview: ExaminationOverviewResponse | undefined }) {
  const t = useT();
  const paper = overview?.paper;
  const figures = overview?.figures;
  return (
    <>
      {paper && (
        <Descriptions
          size="small"
          column={4}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'minute', label: t('examAdmin.paper.minute'), children: paper.minute },
            { key: 'limit', label: t('examAdmin.results.limitMinute'), children: t('examAdmin.results.minute', { minutes: paper.limitMinute }) },
            { key: 'pass', label: t('examAdmin.results.passScore'), children: paper.score },
            { key: 'total', label: t('examAdmin.results.total'), children: paper.total },
            { key: 'count', label: t('examAdmin.results.questionCount'), children: paper.questioncount },
            { key: 'category', label: t('examAdmin.results.category'), children: paper.categoryName || t('examAdmin.paper.defaultCategory') },
            { key: 'status', label: t('examAdmin.results.status'), children: t(paper.status === 1 ? 'exam.paper.published' : 'exam.paper.unpublished') },
          ]}
        />
      )}
      <Card
        title={t('examAdmin.results.overview')}
        size="small"
        style={{ marginBottom: 16 }}
        extra={<Typography.Text type="secondary">{t('examAdmin.results.figuresNote')}</Typography.Text>}
      >
        <Row gutter={16} data-testid="exam-figures">
          {FIGURES.map(([field, label]) => (
            <Col key={field} span={4}>
              <Statistic title={t(label)} value={figures?.[field] ?? '—'} valueRender={(node) => <span data-testid={`exam-figure-${field}`}>{node}</span>} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t('examAdmin.results.children')} size="small" style={{ marginBottom: 16 }}>
        <ListTable<ExaminationChild>
          emptyText={t('examAdmin.results.noChildren')}
          rowKey="id"
          testId="exam-children"
          columns={examChildColumns(t)}
          data={overview && { rows: overview.children, total: overview.children.length }}
          loading={false}
        />
      </Card>
    </>
  );
}
