import { PAGE_SIZE_DEFAULT, type RecycledItem } from '@peilian/shared';
import { Alert, Card, message, Typography } from 'antd';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { recycleColumns } from './recycleColumns';

const DEFAULTS = { page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * The recycle bin (admin §2 recyclebin, isadmin 100; §4 "restore or delete permanently"): deleted
 * task packages, restored to the state they were deleted in or deleted for good. The page is kept in the URL.
 */
export function RecycleBinPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('recycleBin', 'list', query);
  const restore = useAdminMutation('recycleBin', 'restore');
  const purge = useAdminMutation('recycleBin', 'purge');

  const act = (action: Promise<unknown>, done: string) =>
    action.then(
      () => void notice.success(done),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  const columns = recycleColumns(t, {
    restore: (row) => void act(restore.run({ id: row.id }), t('trainingAdmin.recycleBin.restored')),
    purge: (row) => act(purge.run({ id: row.id }), t('trainingAdmin.recycleBin.purged')),
  });

  return (
    <Card>
      {holder}
      <PageTitle testId="recycle-bin-title">{t('trainingAdmin.recycleBin.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('trainingAdmin.recycleBin.note')}</Typography.Paragraph>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <ListTable<RecycledItem>
        rowKey="id"
        testId="recycle-bin-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={query}
        onPaging={({ page, rows }) => setQuery({ page: rows === query.rows ? page : 1, rows })}
      />
    </Card>
  );
}
