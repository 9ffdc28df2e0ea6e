import { PAGE_SIZE_DEFAULT, type CheckinGridRow, type DepartmentNode } from '@peilian/shared';
import { Alert, Card, Input, Space, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { PageTitle } from '../../blocks/PageTitle';
import { useAdminQuery } from '../../data/queries';
import { useUrlQuery } from '../../data/useUrlQuery';
import { gridColumns } from './gridColumns';
import { LearnerDays } from './LearnerDays';

const GRID_QUERY = { id: '', userid: '', departmentid: '', keyword: '', page: 1, rows: PAGE_SIZE_DEFAULT };

type TreeOption = { title: string; value: string; children: TreeOption[] };
const options = (nodes: readonly DepartmentNode[]): TreeOption[] =>
  nodes.map((node) => ({ title: node.name, value: node.id, children: options(node.children) }));

/**
 * `/admin/train/clockinout-detail?id=`: the learners a check-in task reaches × its days (✓ checked in,
 * · missed), with streak and stars, filtered by department (and the ones below it) and name; a
 * learner's name opens their days (`&userid=`).
 */
export function CheckinDetailPage() {
  const t = useT();
  const [query, setQuery] = useUrlQuery(GRID_QUERY);
  const [keyword, setKeyword] = useState(query.keyword);
  const { id, userid, departmentid } = query;
  const grid = useAdminQuery('checkins', 'grid', id ? { id, departmentid, keyword: query.keyword, page: query.page, rows: query.rows } : null);
  const departments = useAdminQuery('departments', 'tree', {});
  const data = grid.data;
  const columns = gridColumns(t, data?.days ?? [], data?.today ?? '', (row: CheckinGridRow) => setQuery({ userid: row.userid }));
  return (
    <Card>
      <PageTitle testId="checkin-detail-title">{data ? `${t('checkinAdmin.detailTitle')} · ${data.task.title}` : t('checkinAdmin.detailTitle')}</PageTitle>
      {grid.error && <Alert type="error" showIcon title={grid.error} style={{ marginBottom: 16 }} />}
      {data && (
        <Typography.Paragraph type="secondary">
          {data.task.startday} ~ {data.task.endday} · {t('checkinAdmin.content')}：{data.task.refname || '—'}
        </Typography.Paragraph>
      )}
      <Space style={{ marginBottom: 16 }} wrap>
        <TreeSelect
          aria-label={t('checkinAdmin.department')}
          data-testid="checkin-department"
          allowClear
          treeDefaultExpandAll
          placeholder={t('checkinAdmin.allDepartments')}
          treeData={options(departments.data?.data ?? [])}
          value={departmentid || undefined}
          onChange={(value: string | undefined) => setQuery({ departmentid: value ?? '' })}
          style={{ width: 220 }}
        />
        <Input.Search
          allowClear
          aria-label={t('checkinAdmin.searchLearner')}
          placeholder={t('checkinAdmin.searchLearner')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ keyword: value.trim() })}
          style={{ width: 240 }}
          data-testid="checkin-grid-search"
        />
      </Space>
      <ListTable<CheckinGridRow>
        rowKey="userid"
        testId="checkin-grid"
        columns={columns}
        data={data}
        loading={grid.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      {id && userid && <LearnerDays id={id} userid={userid} onClose={() => setQuery({ userid: '' })} />}
    </Card>
  );
}
