import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminSynonym } from '@peilian/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { ImportButton } from '../blocks/import/ImportButton';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { WORDS_TAB } from './libraryQuery';
import { LibrarySearch } from './LibrarySearch';
import { SynonymDialog } from './SynonymDialog';
import { SYNONYM_IMPORT } from './synonymImport';
import { useLibraryActions } from './useLibraryActions';
import { synonymColumns } from './wordColumns';
import { newSynonymDraft, synonymDraftOf, type SynonymDraft } from './wordForms';

const DEFAULTS = { word: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The synonym groups the recogniser folds into their base word (status 0 on, 1 off), added one by one or imported from Excel. */
export function SynonymsTab() {
  const [query, setQuery] = useUrlQuery(DEFAULTS, [WORDS_TAB]);
  const list = useAdminQuery('synonyms', 'list', callQuery(query));
  const { t, holder, modalHolder, confirmToggle, confirmRemove } = useLibraryActions(list.error);
  const status = useAdminMutation('synonyms', 'status');
  const remove = useAdminMutation('synonyms', 'remove');
  const [editing, setEditing] = useState<SynonymDraft | null>(null);

  const columns = synonymColumns(t, {
    toggle: (synonym) => confirmToggle(synonym.status, (next) => status.run({ id: synonym.id, status: next })),
    edit: (synonym) => setEditing(synonymDraftOf(synonym)),
    remove: (synonym) => confirmRemove(() => remove.run({ id: synonym.id })),
  });
  return (
    <div>
      {holder}
      {modalHolder}
      <LibrarySearch value={query.word} placeholder={t('practiceWeb.words.search')} width={200} onSearch={(word) => setQuery({ word })}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newSynonymDraft())} data-testid="synonym-add">
          {t('practiceWeb.words.addSynonym')}
        </Button>
        <ImportButton source={SYNONYM_IMPORT} label={t('practiceWeb.words.synonymImport')} testId="synonym-import" />
      </LibrarySearch>
      <ListTable<AdminSynonym>
        rowKey="id"
        testId="synonym-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <SynonymDialog initial={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
