import { PAGE_SIZE_DEFAULT, type AssistantUser } from '@peilian/shared';
import { Card, Input, message, Switch, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { COLUMN_PX, textColumn } from '../blocks/columns';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';

const LIST_QUERY = { page: 1, rows: PAGE_SIZE_DEFAULT, text: '' };

/**
 * `/admin/smart/user-setting` (docs/assistant.md "Assistant users"): who in the organisation has the
 * intelligent assistant (the user's `openai` flag). The top administrator's page: an owner does not see it.
 */
export function UserSettingPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(LIST_QUERY);
  const [text, setText] = useState(query.text);
  const list = useAdminQuery('knowledge', 'users', callQuery(query));
  const setUser = useAdminMutation('knowledge', 'setUser');
  useErrorNotice(notice, list.error);
  const toggle = (row: AssistantUser, on: boolean) =>
    void setUser.run({ id: row.id }, { openai: on ? 1 : 0 }).then(
      () => void notice.success(t('knowledgeAdmin.users.saved', { name: row.name })),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const columns: TableColumnsType<AssistantUser> = [
    textColumn<AssistantUser>(t('knowledgeAdmin.users.name'), 'name', { width: COLUMN_PX.name }),
    textColumn<AssistantUser>(t('knowledgeAdmin.users.account'), 'account', { width: COLUMN_PX.name }),
    textColumn<AssistantUser>(t('knowledgeAdmin.users.department'), 'departmentname', { width: COLUMN_PX.name }),
    {
      title: t('knowledgeAdmin.users.openai'),
      width: COLUMN_PX.status + 40,
      render: (_, row) => (
        <Switch
          checked={row.openai === 1}
          checkedChildren={t('knowledgeAdmin.users.on')}
          unCheckedChildren={t('knowledgeAdmin.users.off')}
          aria-label={`${t('knowledgeAdmin.users.openai')} ${row.name}`}
          onChange={(on) => toggle(row, on)}
        />
      ),
    },
  ];
  return (
    <Card>
      {holder}
      <PageTitle testId="knowledge-users-title">{t('knowledgeAdmin.usersTitle')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('knowledgeAdmin.users.intro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('knowledgeAdmin.users.search')}
        placeholder={t('knowledgeAdmin.users.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => setQuery({ text: value.trim(), page: 1 })}
        style={{ width: 280, marginBottom: 16 }}
      />
      <ListTable<AssistantUser>
        rowKey="id"
        testId="knowledge-users-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
    </Card>
  );
}
