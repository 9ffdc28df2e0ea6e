import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminHotWord } from '@peilian/shared';
import { Button, Input, message, Modal, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { listPagination } from '../listPagination';
import { HotWordDialog } from './HotWordDialog';
import { hotWordDraftOf, newHotWordDraft, type HotWordDraft } from './wordForms';
import { deleteHotWord, fetchHotWords, setHotWordStatus, type HotWordList, type WordQuery } from './wordsApi';

const FIRST: WordQuery = { word: '', status: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The hot words: the recogniser's own words, their replace words and homophones (status 0 on, 1 off). */
export function HotWordsTab() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<WordQuery>(FIRST);
  const [word, setWord] = useState('');
  const [list, setList] = useState<HotWordList>({ successed: true, rows: [], total: 0, limit: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<HotWordDraft | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);
  useEffect(() => {
    setLoading(true);
    fetchHotWords(query)
      .then(setList, failed)
      .finally(() => setLoading(false));
  }, [query, failed, refreshKey]);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  const toggle = (hot: AdminHotWord) => {
    void modal.confirm({
      title: t(hot.status ? 'practiceWeb.common.enableConfirm' : 'practiceWeb.common.disableConfirm'),
      onOk: () => setHotWordStatus(hot.id, hot.status ? 0 : 1).then(refresh, failed),
    });
  };
  const remove = (hot: AdminHotWord) => {
    void modal.confirm({ title: t('practiceWeb.common.removeConfirm'), okButtonProps: { danger: true }, onOk: () => deleteHotWord(hot.id).then(refresh, failed) });
  };
  const columns: TableColumnsType<AdminHotWord> = [
    { title: t('practiceWeb.words.word'), dataIndex: 'word', width: 160 },
    { title: t('practiceWeb.words.replace'), dataIndex: 'replace' },
    { title: t('practiceWeb.words.pinyin'), dataIndex: 'pinyin', width: 160 },
    { title: t('practiceWeb.words.priority'), dataIndex: 'priority', width: 90 },
    {
      title: t('practiceWeb.common.status'),
      key: 'status',
      width: 100,
      render: (_, hot) => <Switch checked={hot.status === 0} onChange={() => toggle(hot)} checkedChildren={t('practiceWeb.common.enabled')} unCheckedChildren={t('practiceWeb.common.disabled')} />,
    },
    {
      title: t('practiceWeb.common.actions'),
      key: 'actions',
      width: 140,
      render: (_, hot) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(hotWordDraftOf(hot))}>
            {t('practiceWeb.common.edit')}
          </Button>
          <Button type="link" danger onClick={() => remove(hot)}>
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newHotWordDraft())} data-testid="hotword-add">
          {t('practiceWeb.words.addHot')}
        </Button>
        <Typography.Text type="secondary">{t('practiceWeb.words.hotCount', { total: list.total, limit: list.limit })}</Typography.Text>
      </Space>
      <Table<AdminHotWord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="hotword-table"
        pagination={listPagination(t, { page: query.page, rows: query.rows, total: list.total, onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })) })}
      />
      <HotWordDialog initial={editing} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
