import {
  EXAMINATION_PAPERS_ROWS_DEFAULT,
  EXAMINATION_PAPERS_ROWS_MAX,
  type ExaminationChild,
  type ExaminationOverviewResponse,
  type ExaminationPaperRow,
  type ExaminationPapersResponse,
} from '@peilian/shared';
import { Button, Card, Col, Descriptions, Input, message, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { ExamResultDrawer } from './ExamResultDrawer';
import { fetchExamination, fetchExaminationPapers, type ExaminationPapersQuery } from './examApi';

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
const STATE_KEYS = ['examAdmin.results.state0', 'examAdmin.results.state1', 'examAdmin.results.state2', 'examAdmin.results.state3'] as const;

/** The results of an examination (admin §2 editexam, `?id=<paper id>`): figures, the exam tasks running it, the handed-in papers. */
export function ExamResultsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, holder] = message.useMessage();
  const [overview, setOverview] = useState<ExaminationOverviewResponse | null>(null);
  const [query, setQuery] = useState<ExaminationPapersQuery>({ page: 1, rows: EXAMINATION_PAPERS_ROWS_DEFAULT, name: '', passed: '' });
  const [name, setName] = useState('');
  const [list, setList] = useState<ExaminationPapersResponse>({ successed: true, rows: [], total: 0 });
  const [viewing, setViewing] = useState<ExaminationPaperRow | null>(null);

  useEffect(() => {
    if (id) fetchExamination(id).then(setOverview, (error: unknown) => void notice.error(errorMessage(error, t)));
  }, [id, notice, t]);
  useEffect(() => {
    if (id) fetchExaminationPapers(id, query).then(setList, (error: unknown) => void notice.error(errorMessage(error, t)));
  }, [id, query, notice, t]);

  if (!id) return <NotFoundPage />;
  const paper = overview?.paper;
  const figures = overview?.figures;
  return (
    <div>
      {holder}
      <Typography.Title level={4} data-testid="exam-results-title">
        {t('examAdmin.results.title')}
        {paper ? ` · ${paper.title}` : ''}{' '}
        {paper &&
          (paper.disabled === 1 ? <Tag color="red">{t('examAdmin.results.disabledTag')}</Tag> : <Tag color="green">{t('examAdmin.results.enabledTag')}</Tag>)}
      </Typography.Title>
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
          {(
            [
              ['started', 'examAdmin.results.started'],
              ['submitted', 'examAdmin.results.submitted'],
              ['passed', 'examAdmin.results.passedCount'],
              ['average', 'examAdmin.results.average'],
              ['highest', 'examAdmin.results.highest'],
            ] as const
          ).map(([field, label]) => (
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
          columns={[
            { title: t('examAdmin.results.packageTitle'), dataIndex: 'packageTitle' },
            { title: t('examAdmin.results.childTitle'), dataIndex: 'title' },
            { title: t('examAdmin.results.window'), key: 'window', render: (_, child) => `${when(child.starttime)} ~ ${when(child.endtime)}` },
            {
              title: t('examAdmin.results.packageState'),
              dataIndex: 'publishState',
              width: 120,
              render: (state: number) => t(STATE_KEYS[state] ?? 'examAdmin.results.state0'),
            },
          ]}
        />
      </Card>
      <Card title={t('examAdmin.results.papers')} size="small">
        <Space style={{ marginBottom: 12 }} wrap>
          <Input.Search
            allowClear
            placeholder={t('examAdmin.results.search')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onSearch={(value) => setQuery((current) => ({ ...current, page: 1, name: value.trim() }))}
            enterButton={t('examAdmin.results.query')}
            style={{ width: 280 }}
            data-testid="exam-papers-search"
          />
          <Select<'' | 0 | 1>
            value={query.passed}
            style={{ width: 140 }}
            onChange={(passed) => setQuery((current) => ({ ...current, page: 1, passed }))}
            data-testid="exam-papers-passed"
            options={[
              { value: '', label: t('examAdmin.results.allResults') },
              { value: 1, label: t('examAdmin.results.passed') },
              { value: 0, label: t('examAdmin.results.failed') },
            ]}
          />
        </Space>
        <Table<ExaminationPaperRow>
          rowKey="id"
          size="middle"
          dataSource={list.rows}
          data-testid="exam-papers"
          scroll={{ x: 1100 }}
          columns={[
            { title: t('examAdmin.results.learner'), dataIndex: 'name', width: 100 },
            { title: t('examAdmin.results.account'), dataIndex: 'account', width: 120 },
            { title: t('examAdmin.results.department'), dataIndex: 'department', width: 120 },
            { title: t('examAdmin.results.task'), key: 'task', render: (_, row) => `${row.packageTitle} / ${row.childTitle}` },
            { title: t('examAdmin.results.attempt'), dataIndex: 'attempt', width: 70 },
            { title: t('examAdmin.results.score'), dataIndex: 'score', width: 70 },
            {
              title: t('examAdmin.results.result'),
              dataIndex: 'passed',
              width: 90,
              render: (passed: boolean) => <Tag color={passed ? 'green' : 'red'}>{t(passed ? 'examAdmin.results.passed' : 'examAdmin.results.failed')}</Tag>,
            },
            {
              title: t('examAdmin.results.submittedBy'),
              dataIndex: 'submittedBy',
              width: 110,
              render: (by: string) => t(by === 'deadline' ? 'examAdmin.results.byDeadline' : 'examAdmin.results.byLearner'),
            },
            { title: t('examAdmin.results.startedAt'), dataIndex: 'startedAt', width: 140, render: when },
            { title: t('examAdmin.results.submittedAt'), dataIndex: 'submittedAt', width: 140, render: when },
            {
              title: t('examAdmin.results.duration'),
              dataIndex: 'duration',
              width: 100,
              render: (seconds: number) => t('examAdmin.results.durationValue', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 }),
            },
            {
              title: t('examAdmin.bank.actions'),
              key: 'view',
              width: 80,
              fixed: 'right',
              render: (_, row) => (
                <Button type="link" onClick={() => setViewing(row)} data-testid={`exam-paper-view-${row.id}`}>
                  {t('examAdmin.results.view')}
                </Button>
              ),
            },
          ]}
          pagination={{
            current: query.page,
            pageSize: query.rows,
            total: list.total,
            showSizeChanger: true,
            pageSizeOptions: [String(EXAMINATION_PAPERS_ROWS_DEFAULT), '50', String(EXAMINATION_PAPERS_ROWS_MAX)],
            showTotal: (count) => t('admin.listTotal', { total: count }),
            onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })),
          }}
        />
      </Card>
      <ExamResultDrawer row={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
