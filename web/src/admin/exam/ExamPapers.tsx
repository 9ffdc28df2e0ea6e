import { EXAMINATION_PAPERS_ROWS_DEFAULT, EXAMINATION_PAPERS_ROWS_MAX, type ExaminationPaperRow } from '@peilian/shared';
import { Card, Input, message, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { tableWidth } from '../blocks/columns';
import { useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { ExamResultDrawer } from './ExamResultDrawer';
import { examPaperColumns } from './examPaperColumns';
import { useErrorNotice } from './useErrorNotice';

/** The handed-in papers' query as the URL keeps it beside the examination's `id` ('' passed: any result). */
const PAPERS_QUERY = { name: '', passed: '', page: 1, rows: EXAMINATION_PAPERS_ROWS_DEFAULT };
const KEEP = ['id'];

/** An examination's handed-in papers: searched by learner, filtered by result, each opened in the result drawer. */
export function ExamPapers({ id }: { id: string }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(PAPERS_QUERY, KEEP);
  const [name, setName] = useState(query.name);
  const [viewing, setViewing] = useState<ExaminationPaperRow | null>(null);
  const list = useAdminQuery('examinations', 'papers', { id, ...callQuery(query) });
  useErrorNotice(notice, list.error);
  const columns = examPaperColumns(t, setViewing);
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
      <Table<ExaminationPaperRow>
        rowKey="id"
        size="middle"
        dataSource={list.data?.rows ?? []}
        loading={list.loading}
        data-testid="exam-papers"
        // Scrolled sideways only with rows to scroll to: an empty table's region would hold nothing a keyboard can reach.
        scroll={list.data?.rows.length ? { x: tableWidth(columns) } : undefined}
        columns={columns}
        pagination={{
          current: query.page,
          pageSize: query.rows,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [String(EXAMINATION_PAPERS_ROWS_DEFAULT), '50', String(EXAMINATION_PAPERS_ROWS_MAX)],
          showTotal: (count) => t('admin.listTotal', { total: count }),
          onChange: (page, rows) => setQuery({ page, rows }),
        }}
      />
      <ExamResultDrawer row={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
