import { message } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { drillColumns } from './drillColumns';
import { FaqDrillDrawer } from './FaqDrillDrawer';
import { FaqDrillFilters } from './FaqDrillFilters';
import { DRILL_QUERY, type DrillRow } from './faqQueries';

/** The bank page's tab parameter, kept when the records' query changes. */
const KEEP = ['tab'];

/**
 * The bank's practice records tab: every learner's drills, newest first, filtered by task and
 * learner (the query in the URL, so a link opens a task's records), each opened in a drawer.
 */
export function FaqDrills() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DRILL_QUERY, KEEP);
  const list = useAdminQuery('faqDrills', 'list', callQuery(query));
  const [open, setOpen] = useState<DrillRow | null>(null);
  useErrorNotice(notice, list.error);
  return (
    <div>
      {holder}
      <FaqDrillFilters query={query} onFilter={setQuery} onReset={() => setQuery({ packageid: '', childtaskid: '', name: '' })} />
      <ListTable<DrillRow>
        rowKey="id"
        testId="faq-drill-table"
        columns={drillColumns(t, setOpen)}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <FaqDrillDrawer row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
