import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type NotifyTemplateItem } from '@peilian/shared';
import { Button, Input, message, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { templateEditorPath } from './paths';
import { templateColumns } from './templateColumns';

const LIST_QUERY = { page: 1, rows: PAGE_SIZE_DEFAULT, keyword: '' };

/** The organisation's notification templates: search, add, switch on or off, edit, send a test, delete. */
export function TemplateList() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(LIST_QUERY, ['tab']);
  const [keyword, setKeyword] = useState(query.keyword);
  const list = useAdminQuery('notify', 'list', callQuery(query));
  const remove = useAdminMutation('notify', 'remove');
  const enable = useAdminMutation('notify', 'enable');
  useErrorNotice(notice, list.error);
  const said = (done: string) => (promise: Promise<unknown>) =>
    promise.then(
      () => void notice.success(done),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const columns = templateColumns(t, {
    remove: (row) => said(t('notifyAdmin.list.deleted'))(remove.run({ id: row.id })),
    enable: (row, on) => said(t('notifyAdmin.list.saved'))(enable.run({ id: row.id }, { enabled: on ? 1 : 0 })),
  });
  return (
    <>
      {holder}
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          aria-label={t('notifyAdmin.list.search')}
          placeholder={t('notifyAdmin.list.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ keyword: value.trim() })}
          style={{ width: 280 }}
          data-testid="notify-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(templateEditorPath())} data-testid="notify-add">
          {t('notifyAdmin.list.add')}
        </Button>
      </Space>
      <ListTable<NotifyTemplateItem>
        rowKey="id"
        testId="notify-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        emptyText={t('notifyAdmin.list.empty')}
      />
    </>
  );
}
