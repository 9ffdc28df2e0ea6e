import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminSynonym } from '@peilian/shared';
import { Button, Input, message, Modal, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { listPagination } from '../listPagination';
import { SynonymDialog } from './SynonymDialog';
import { newSynonymDraft, synonymDraftOf, type SynonymDraft } from './wordForms';
import { deleteSynonym, fetchSynonyms, setSynonymStatus, type WordQuery } from './wordsApi';

type SynonymList = Awaited<ReturnType<typeof fetchSynonyms>>;
const FIRST: WordQuery = { word: '', status: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The synonym groups the recogniser folds into their base word (status 0 on, 1 off). */
export function SynonymsTab() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<WordQuery>(FIRST);
  const [word, setWord] = useState('');
  const [list, setList] = useState<SynonymList>({ successed: true, rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<SynonymDraft | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);
  useEffect(() => {
    setLoading(true);
    fetchSynonyms(query)
      .then(setList, failed)
      .finally(() => setLoading(false));
  }, [query, failed, refreshKey]);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  const toggle = (synonym: AdminSynonym) => {
    void modal.confirm({
      title: t(synonym.status ? 'practiceWeb.common.enableConfirm' : 'practiceWeb.common.disableConfirm'),
      onOk: () => setSynonymStatus(synonym.id, synonym.status ? 0 : 1).then(refresh, failed),
    });
  };
  const remove = (synonym: AdminSynonym) => {
    void modal.confirm({ title: t('practiceWeb.common.removeConfirm'), okButtonProps: { danger: true }, onOk: () => deleteSynonym(synonym.id).then(refresh, failed) });
  };
  const columns: TableColumnsType<AdminSynonym> = [
    { title: t('practiceWeb.words.base'), dataIndex: 'base', width: 160 },
    { title: t('practiceWeb.words.synonyms'), dataIndex: 'words', render: (words: string[]) => words.join('，') },
    {
      title: t('practiceWeb.common.status'),
      key: 'status',
      width: 100,
      render: (_, synonym) => (
        <Switch checked={synonym.status === 0} onChange={() => toggle(synonym)} checkedChildren={t('practiceWeb.common.enabled')} unCheckedChildren={t('practiceWeb.common.disabled')} />
      ),
    },
    {
      title: t('practiceWeb.common.actions'),
      key: 'actions',
      width: 140,
      render: (_, synonym) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(synonymDraftOf(synonym))}>
            {t('practiceWeb.common.edit')}
          </Button>
          <Button type="link" danger onClick={() => remove(synonym)}>
            {t('practiceWeb.common.remove')}
          </Button>
        </Space>
      ),
    },
  ];
  const search = () => setQuery((current) => ({ ...current, word: word.trim(), page: 1 }));
  return (
    <div>
      {holder}
      {modalHolder}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input allowClear maxLength={100} placeholder={t('practiceWeb.words.search')} value={word} onChange={(event) => setWord(event.target.value)} onPressEnter={search} style={{ width: 200 }} />
        <Button type="primary" onClick={search}>
          {t('practiceWeb.common.query')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newSynonymDraft())} data-testid="synonym-add">
          {t('practiceWeb.words.addSynonym')}
        </Button>
      </Space>
      <Table<AdminSynonym>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="synonym-table"
        pagination={listPagination(t, { page: query.page, rows: query.rows, total: list.total, onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })) })}
      />
      <SynonymDialog initial={editing} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
