import { PAGE_SIZE_DEFAULT, type ExaminationPaperRow } from '@peilian/shared';
import { Card, Input, message, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { ExamResultDrawer } from './ExamResultDrawer';
import { examPaperColumns } from './examPaperColumns';
import { useErrorNotice } from '../blocks/useErrorNotice';

/**
 * The handed-in papers' query as the URL keeps it beside the examination's `id` ('' passed: any
 * result), paged like every back-office list (30/50/100; the server takes up to 100).
 */
const PAPERS_QUERY = { name: '', passed: '', page: 1, rows: PAGE_SIZE_DEFAULT };
const KEEP = ['id'];

/**
 * What a manager reads first: the learner (name, account, department), the exam task, which attempt
 * (a retake is its own row), score and result, when handed in, and the view; how it was handed in,
 * the start and the duration behind 列设置.
 */
const PAPER_COLUMN_CHOICE = { list: 'examPapers', hidden: ['submittedBy', 'startedAt', 'duration'] } as const;

/** An examination's handed-in papers: searched by learner, filtered by result, each opened in the result drawer. */
export function ExamPapers({ id }: { id: string }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(PAPERS_QUERY, KEEP);
  const [name, setName] = useState(query.name);
  const [viewing, setViewing] = useState<ExaminationPaperRow | null>(null);
  const list = useAdminQuery('examinations', 'papers', { id, ...callQuery(query) });
  useErrorNotice(notice, list.error);
  return (
    <Card title={t('examAdmin.results.papers')} size="small">
      {holder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('examAdmin.results.search')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onSearch={(value) => setQuery({ name: value.trim() })}
          enterButton={t('examAdmin.results.query')}
          style={{ width: 280 }}
          data-testid="exam-papers-search"
        />
        <Select<string>
          value={query.passed}
          style={{ width: 140 }}
          aria-label={t('examAdmin.results.result')}
          onChange={(passed) => setQuery({ passed })}
          data-testid="exam-papers-passed"
          options={[
            { value: '', label: t('examAdmin.results.allResults') },
            { value: '1', label: t('examAdmin.results.passed') },
            { value: '0', label: t('examAdmin.results.failed') },
          ]}
        />
      </Space>
      <ListTable<ExaminationPaperRow>
        rowKey="id"
        testId="exam-papers"
        columns={examPaperColumns(t, setViewing)}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        columnChoice={PAPER_COLUMN_CHOICE}
      />
      <ExamResultDrawer row={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
