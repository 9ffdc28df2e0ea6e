import { PAGE_SIZE_DEFAULT, RECYCLE_DAYS, RECYCLE_KINDS, recycleKindLabel, type RecycledItem } from '@peilian/shared';
import { Alert, Card, message, Select, Space, Typography } from 'antd';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { RecycleDaysForm } from './RecycleDaysForm';
import { recycleColumns } from './recycleColumns';

const DEFAULTS = { page: 1, rows: PAGE_SIZE_DEFAULT, kind: '' };

/**
 * The recycle bin (admin §2 recyclebin, isadmin 100; §4 "restore or delete permanently";
 * docs/decisions.md "The recycle bin"): every deletion of the back office, of one kind or all,
 * restored whole or deleted for good, and the days it is kept. The filter and page are kept in the URL.
 */
export function RecycleBinPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const kind = RECYCLE_KINDS.find((known) => known === query.kind);
  const list = useAdminQuery('recycleBin', 'list', { page: query.page, rows: query.rows, kind });
  const restore = useAdminMutation('recycleBin', 'restore');
  const purge = useAdminMutation('recycleBin', 'purge');
  const days = list.data?.days ?? RECYCLE_DAYS.default;

  const act = (action: Promise<unknown>, done: string) =>
    action.then(
      () => void notice.success(done),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  const columns = recycleColumns(t, {
    restore: (row) => void act(restore.run({ id: row.id }), t('recycleBin.restored')),
    purge: (row) => act(purge.run({ id: row.id }), t('recycleBin.purged')),
  });

  return (
    <Card>
      {holder}
      <PageTitle testId="recycle-bin-title">{t('recycleBin.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('recycleBin.note', { days })}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
          aria-label={t('recycleBin.kind')}
          value={query.kind}
          onChange={(kind: string) => setQuery({ kind, page: 1 })}
          options={[{ value: '', label: t('recycleBin.allKinds') }, ...RECYCLE_KINDS.map((kind) => ({ value: kind, label: t(recycleKindLabel(kind)) }))]}
          data-testid="recycle-bin-kind"
        />
        <RecycleDaysForm days={list.data?.days} />
      </Space>
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
