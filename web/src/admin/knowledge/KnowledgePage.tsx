import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type KnowledgeDocument, type KnowledgeDocumentListResponse } from '@peilian/shared';
import { Button, Card, Input, message, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { AddDocumentsDialog } from './AddDocumentsDialog';
import { documentColumns } from './documentColumns';
import { ReadinessNotice } from './ReadinessNotice';

const LIST_QUERY = { page: 1, rows: PAGE_SIZE_DEFAULT, text: '' };
/** How often the list is read again while a document waits or is indexed (and an embedding service can index it). */
const POLL_MS = 1500;

const busy = (data: KnowledgeDocumentListResponse | undefined) =>
  data?.readiness.embeddings === true && data.rows.some((row) => row.status === 'waiting' || row.status === 'indexing') ? POLL_MS : false;

/** `/admin/smart/knowledge`: the organisation's knowledge documents, their indexing, adding from the library, re-indexing, deleting. */
export function KnowledgePage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(LIST_QUERY);
  const [text, setText] = useState(query.text);
  const [adding, setAdding] = useState(false);
  const list = useAdminQuery('knowledge', 'documents', callQuery(query), { pollMs: busy });
  const reindex = useAdminMutation('knowledge', 'reindex');
  const remove = useAdminMutation('knowledge', 'remove');
  useErrorNotice(notice, list.error);
  const said = (done: string) => (promise: Promise<unknown>) =>
    void promise.then(
      () => void notice.success(done),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const columns = documentColumns(t, {
    reindex: (row: KnowledgeDocument) => said(t('knowledgeAdmin.list.reindexed'))(reindex.run({ id: row.id })),
    remove: (row: KnowledgeDocument) => said(t('knowledgeAdmin.list.removed'))(remove.run({ id: row.id })),
  });
  return (
    <Card>
      {holder}
      <PageTitle testId="knowledge-title">{t('knowledgeAdmin.title')}</PageTitle>
      <ReadinessNotice readiness={list.data?.readiness} />
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          aria-label={t('knowledgeAdmin.list.search')}
          placeholder={t('knowledgeAdmin.list.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => setQuery({ text: value.trim(), page: 1 })}
          style={{ width: 280 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="knowledge-add">
          {t('knowledgeAdmin.list.add')}
        </Button>
      </Space>
      <ListTable<KnowledgeDocument>
        rowKey="id"
        testId="knowledge-table"
        columns={columns}
        data={list.data}
        // A background refresh (the progress) keeps the rows as they are rather than dimming them.
        loading={list.loading && !list.data}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        emptyText={t('knowledgeAdmin.list.empty')}
      />
      {adding && <AddDocumentsDialog onClose={() => setAdding(false)} onAdded={(count) => void notice.success(t('knowledgeAdmin.add.added', { count }))} />}
    </Card>
  );
}
