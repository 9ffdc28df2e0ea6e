import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminSynonym } from '@peilian/shared';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { actionsColumn, statusColumn } from './libraryColumns';
import { libraryPager, WORDS_TAB } from './libraryQuery';
import { LibrarySearch } from './LibrarySearch';
import { SynonymDialog } from './SynonymDialog';
import { useLibraryActions } from './useLibraryActions';
import { newSynonymDraft, synonymDraftOf, type SynonymDraft } from './wordForms';

const DEFAULTS = { word: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The synonym groups the recogniser folds into their base word (status 0 on, 1 off). */
export function SynonymsTab() {
  const [query, setQuery] = useUrlQuery(DEFAULTS, [WORDS_TAB]);
  const list = useAdminQuery('synonyms', 'list', callQuery(query));
  const { t, holder, modalHolder, confirmToggle, confirmRemove } = useLibraryActions(list.error);
  const status = useAdminMutation('synonyms', 'status');
  const remove = useAdminMutation('synonyms', 'remove');
  const [editing, setEditing] = useState<SynonymDraft | null>(null);

  const columns: TableColumnsType<AdminSynonym> = [
    { title: t('practiceWeb.words.base'), dataIndex: 'base', width: 160 },
    { title: t('practiceWeb.words.synonyms'), dataIndex: 'words', render: (words: string[]) => words.join('，') },
    statusColumn<AdminSynonym>(
      t,
      (synonym) => synonym.status === 0,
      (synonym) => confirmToggle(synonym.status, (next) => status.run({ id: synonym.id, status: next })),
    ),
    actionsColumn<AdminSynonym>(
      t,
      (synonym) => setEditing(synonymDraftOf(synonym)),
      (synonym) => confirmRemove(() => remove.run({ id: synonym.id })),
    ),
  ];
  return (
    <div>
      {holder}
      {modalHolder}
      <LibrarySearch value={query.word} placeholder={t('practiceWeb.words.search')} width={200} onSearch={(word) => setQuery({ word })}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newSynonymDraft())} data-testid="synonym-add">
          {t('practiceWeb.words.addSynonym')}
        </Button>
      </LibrarySearch>
      <Table<AdminSynonym>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.loading}
        data-testid="synonym-table"
        pagination={libraryPager(t, query, setQuery, list.data?.total ?? 0)}
      />
      <SynonymDialog initial={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
