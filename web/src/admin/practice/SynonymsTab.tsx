import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminSynonym } from '@peilian/shared';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { actionsColumn, statusColumn } from './libraryColumns';
import { SynonymDialog } from './SynonymDialog';
import { useLibraryList } from './useLibraryList';
import { newSynonymDraft, synonymDraftOf, type SynonymDraft } from './wordForms';
import { WordSearch } from './WordSearch';
import { deleteSynonym, fetchSynonyms, setSynonymStatus, type WordQuery } from './wordsApi';

type SynonymList = Awaited<ReturnType<typeof fetchSynonyms>>;
const EMPTY: SynonymList = { successed: true, rows: [], total: 0 };
const FIRST: WordQuery = { word: '', status: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The synonym groups the recogniser folds into their base word (status 0 on, 1 off). */
export function SynonymsTab() {
  const { t, holder, modalHolder, setQuery, list, loading, refresh, confirmToggle, confirmRemove, pagination } = useLibraryList(fetchSynonyms, FIRST, EMPTY);
  const [editing, setEditing] = useState<SynonymDraft | null>(null);

  const columns: TableColumnsType<AdminSynonym> = [
    { title: t('practiceWeb.words.base'), dataIndex: 'base', width: 160 },
    { title: t('practiceWeb.words.synonyms'), dataIndex: 'words', render: (words: string[]) => words.join('，') },
    statusColumn<AdminSynonym>(
      t,
      (synonym) => synonym.status === 0,
      (synonym) => confirmToggle(synonym.status, (status) => setSynonymStatus(synonym.id, status)),
    ),
    actionsColumn<AdminSynonym>(
      t,
      (synonym) => setEditing(synonymDraftOf(synonym)),
      (synonym) => confirmRemove(() => deleteSynonym(synonym.id)),
    ),
  ];
  const search = (word: string) => setQuery((current) => ({ ...current, word, page: 1 }));
  return (
    <div>
      {holder}
      {modalHolder}
      <WordSearch onSearch={search}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newSynonymDraft())} data-testid="synonym-add">
          {t('practiceWeb.words.addSynonym')}
        </Button>
      </WordSearch>
      <Table<AdminSynonym>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="synonym-table"
        pagination={pagination}
      />
      <SynonymDialog initial={editing} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
