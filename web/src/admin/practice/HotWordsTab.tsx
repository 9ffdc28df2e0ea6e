import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminHotWord } from '@peilian/shared';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { HotWordDialog } from './HotWordDialog';
import { actionsColumn, statusColumn } from './libraryColumns';
import { useLibraryList } from './useLibraryList';
import { hotWordDraftOf, newHotWordDraft, type HotWordDraft } from './wordForms';
import { WordSearch } from './WordSearch';
import { deleteHotWord, fetchHotWords, setHotWordStatus, type HotWordList, type WordQuery } from './wordsApi';

const EMPTY: HotWordList = { successed: true, rows: [], total: 0, limit: 0 };
const FIRST: WordQuery = { word: '', status: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The hot words: the recogniser's own words, their replace words and homophones (status 0 on, 1 off). */
export function HotWordsTab() {
  const { t, holder, modalHolder, setQuery, list, loading, refresh, confirmToggle, confirmRemove, pagination } = useLibraryList(fetchHotWords, FIRST, EMPTY);
  const [editing, setEditing] = useState<HotWordDraft | null>(null);

  const columns: TableColumnsType<AdminHotWord> = [
    { title: t('practiceWeb.words.word'), dataIndex: 'word', width: 160 },
    { title: t('practiceWeb.words.replace'), dataIndex: 'replace' },
    { title: t('practiceWeb.words.pinyin'), dataIndex: 'pinyin', width: 160 },
    { title: t('practiceWeb.words.priority'), dataIndex: 'priority', width: 90 },
    statusColumn<AdminHotWord>(
      t,
      (hot) => hot.status === 0,
      (hot) => confirmToggle(hot.status, (status) => setHotWordStatus(hot.id, status)),
    ),
    actionsColumn<AdminHotWord>(
      t,
      (hot) => setEditing(hotWordDraftOf(hot)),
      (hot) => confirmRemove(() => deleteHotWord(hot.id)),
    ),
  ];
  const search = (word: string) => setQuery((current) => ({ ...current, word, page: 1 }));
  return (
    <div>
      {holder}
      {modalHolder}
      <WordSearch onSearch={search}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newHotWordDraft())} data-testid="hotword-add">
          {t('practiceWeb.words.addHot')}
        </Button>
        <Typography.Text type="secondary">{t('practiceWeb.words.hotCount', { total: list.total, limit: list.limit })}</Typography.Text>
      </WordSearch>
      <Table<AdminHotWord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="hotword-table"
        pagination={pagination}
      />
      <HotWordDialog initial={editing} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
