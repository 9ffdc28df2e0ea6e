import { DIALOG_COLLECT_STATUSES, PAGE_SIZE_DEFAULT, type DialogCollectItem, type DialogCollectStatus } from '@peilian/shared';
import { Card, Input, message, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { AssistantOff } from './AssistantOff';
import { collectColumns } from './collectColumns';
import { UploadButton } from './UploadButton';

const LIST_QUERY = { page: 1, rows: PAGE_SIZE_DEFAULT, name: '', status: '' };
const isStatus = (value: string): value is DialogCollectStatus => (DIALOG_COLLECT_STATUSES as readonly string[]).includes(value);
const POLL_MS = 2000;
const underWay = (rows: readonly DialogCollectItem[] | undefined) => (rows ?? []).some((row) => row.status === 'waiting' || row.status === 'recognising');

/** `/admin/smart/dialogcollect` (docs/assistant.md "Dialogue collection"): the recordings, their upload, status and progress. */
export function CollectListPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(LIST_QUERY);
  const [name, setName] = useState(query.name);
  const options = useAdminQuery('dialogCollect', 'options', {});
  const ready = options.data?.model === true;
  const list = useAdminQuery('dialogCollect', 'list', ready ? { ...callQuery(query), status: isStatus(query.status) ? query.status : undefined } : null, {
    pollMs: (data) => (underWay(data?.rows) ? POLL_MS : false),
  });
  const remove = useAdminMutation('dialogCollect', 'remove');
  useErrorNotice(notice, options.error || list.error);
  const columns = collectColumns(t, (row) =>
    remove.run({ id: row.id }).then(
      () => void notice.success(t('dialogCollect.actions.removed')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    ),
  );
  return (
    <Card>
      {holder}
      <PageTitle testId="collect-title">{t('dialogCollect.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('dialogCollect.intro')}</Typography.Paragraph>
      <AssistantOff options={options.data} />
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} align="start" wrap>
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('dialogCollect.search.name')}
            placeholder={t('dialogCollect.search.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onSearch={(value) => setQuery({ name: value.trim(), page: 1 })}
            style={{ width: 240 }}
            data-testid="collect-search"
          />
          <Select
            aria-label={t('dialogCollect.search.status')}
            value={query.status}
            onChange={(status: string) => setQuery({ status, page: 1 })}
            style={{ width: 160 }}
            options={[
              { value: '', label: t('dialogCollect.search.all') },
              ...DIALOG_COLLECT_STATUSES.map((value) => ({ value, label: t(`dialogCollect.statuses.${value}`) })),
            ]}
          />
        </Space>
        {options.data && <UploadButton options={options.data} notice={notice} />}
      </Space>
      <ListTable<DialogCollectItem>
        rowKey="id"
        testId="collect-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
    </Card>
  );
}
