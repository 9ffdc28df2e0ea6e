import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type CheckinItem } from '@peilian/shared';
import { Button, Card, Input, message, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { errorMessage } from '../../../lib/errorMessage';
import { ListTable } from '../../blocks/ListTable';
import { PageTitle } from '../../blocks/PageTitle';
import { useErrorNotice } from '../../blocks/useErrorNotice';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { useUrlQuery } from '../../data/useUrlQuery';
import { CheckinDialog } from './CheckinDialog';
import { checkinColumns } from './checkinColumns';

const LIST_QUERY = { page: 1, rows: PAGE_SIZE_DEFAULT, keyword: '' };

/** `/admin/train/clockinout`: the organisation's check-in tasks — add, edit, switch on or off, delete, open the details. */
export function CheckinListPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(LIST_QUERY);
  const [keyword, setKeyword] = useState(query.keyword);
  const [editing, setEditing] = useState<CheckinItem | null | undefined>(undefined);
  const list = useAdminQuery('checkins', 'list', query);
  const remove = useAdminMutation('checkins', 'remove');
  const enable = useAdminMutation('checkins', 'enable');
  useErrorNotice(notice, list.error);
  const said = (done: string) => (promise: Promise<unknown>) =>
    promise.then(
      () => void notice.success(done),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const columns = checkinColumns(t, {
    edit: setEditing,
    remove: (task) => said(t('checkinAdmin.deleted'))(remove.run({ id: task.id })),
    enable: (task, on) => said(t('checkinAdmin.saved'))(enable.run({ id: task.id }, { enabled: on ? 1 : 0 })),
  });
  return (
    <Card>
      {holder}
      <PageTitle testId="checkin-title">{t('checkinAdmin.title')}</PageTitle>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          aria-label={t('checkinAdmin.search')}
          placeholder={t('checkinAdmin.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ keyword: value.trim() })}
          style={{ width: 280 }}
          data-testid="checkin-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="checkin-add">
          {t('checkinAdmin.add')}
        </Button>
      </Space>
      <ListTable<CheckinItem>
        rowKey="id"
        testId="checkin-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      {editing !== undefined && (
        <CheckinDialog
          task={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void notice.success(t('checkinAdmin.saved'));
          }}
        />
      )}
    </Card>
  );
}
