import type { ExaminationChild, ExaminationOverviewResponse, Translate } from '@peilian/shared';
import { Card, Col, Descriptions, Row, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../app/hooks';
import { clippedText, COLUMN_PX, tableWidth } from '../blocks/columns';

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
const STATE_KEYS = ['examAdmin.results.state0', 'examAdmin.results.state1', 'examAdmin.results.state2', 'examAdmin.results.state3'] as const;
const FIGURES = [
  ['started', 'examAdmin.results.started'],
  ['submitted', 'examAdmin.results.submitted'],
  ['passed', 'examAdmin.results.passedCount'],
  ['average', 'examAdmin.results.average'],
  ['highest', 'examAdmin.results.highest'],
] as const;

/** The exam tasks' columns, each at its width (two dates side by side for the window). */
function childColumns(t: Translate): TableColumnsType<ExaminationChild> {
  return [
    { title: t('examAdmin.results.packageTitle'), dataIndex: 'packageTitle', width: 240, render: (title: string) => clippedText(title) },
    { title: t('examAdmin.results.childTitle'), dataIndex: 'title', width: 240, render: (title: string) => clippedText(title) },
    {
      title: t('examAdmin.results.window'),
      key: 'window',
      width: 2 * COLUMN_PX.date,
      render: (_, child) => `${when(child.starttime)} ~ ${when(child.endtime)}`,
    },
    {
      title: t('examAdmin.results.packageState'),
      dataIndex: 'publishState',
      width: COLUMN_PX.name,
      render: (state: number) => t(STATE_KEYS[state] ?? 'examAdmin.results.state0'),
    },
  ];
}

/** An examination's paper settings, its figures and the exam tasks running it (nothing but the cards until read). */
export function ExamOverview({ overview }: { overview: ExaminationOverviewResponse | undefined }) {
  const t = useT();
  const paper = overview?.paper;
  const figures = overview?.figures;
  const columns = childColumns(t);
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
        <Table<ExaminationChild>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={overview?.children ?? []}
          locale={{ emptyText: t('examAdmin.results.noChildren') }}
          data-testid="exam-children"
          scroll={{ x: tableWidth(columns) }}
          columns={columns}
        />
      </Card>
    </>
  );
}
