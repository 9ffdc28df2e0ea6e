import { PAGE_SIZE_DEFAULT } from '@peilian/shared';
import { Table } from 'antd';
import { useState } from 'react';
import { useLibraryList } from '../practice/useLibraryList';
import { drillColumns, type DrillRow } from './drillColumns';
import { fetchDrills, type FaqDrillList, type FaqDrillQuery } from './faqApi';
import { FaqDrillDrawer } from './FaqDrillDrawer';
import { FaqDrillFilters } from './FaqDrillFilters';

const EMPTY: FaqDrillList = { successed: true, rows: [], total: 0 };

interface Props {
  /** The task filter a link opens with ('' none). */
  packageid: string;
  childtaskid: string;
}

/** The bank's practice records tab: every learner's drills, newest first, filtered by task and learner, each opened in a drawer. */
export function FaqDrills({ packageid, childtaskid }: Props) {
  const [first] = useState<FaqDrillQuery>(() => ({ packageid, childtaskid, name: '', page: 1, rows: PAGE_SIZE_DEFAULT }));
  const list = useLibraryList(fetchDrills, first, EMPTY);
  const { t, query, setQuery } = list;
  const [open, setOpen] = useState<DrillRow | null>(null);
  const filter = (change: Partial<FaqDrillQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  return (
    <div>
      {list.holder}
      <FaqDrillFilters
        query={query}
        onFilter={filter}
        onReset={() => setQuery((current) => ({ ...current, packageid: '', childtaskid: '', name: '', page: 1 }))}
      />
      <Table<DrillRow>
        rowKey="id"
        size="middle"
        columns={drillColumns(t, setOpen)}
        dataSource={list.list.rows}
        loading={list.loading}
        pagination={list.pagination}
        data-testid="faq-drill-table"
      />
      <FaqDrillDrawer row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
