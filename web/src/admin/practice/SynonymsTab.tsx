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
import { useSelection } from '../blocks/useSelection';
import { SynonymBatchBar } from './SynonymBatchBar';
import { SynonymDialog } from './SynonymDialog';
import { SynonymRelateDialog } from './SynonymRelateDialog';
import { SYNONYM_IMPORT } from './synonymImport';
import { useLibraryActions } from './useLibraryActions';
import { synonymColumns } from './wordColumns';
import { newSynonymDraft, synonymDraftOf, type SynonymDraft } from './wordForms';

const DEFAULTS = { word: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * The synonym groups the recogniser folds into their base word (status 0 on, 1 off), added one by
 * one or imported from Excel; more words related to a group, chosen groups turned on or off at once.
 */
export function SynonymsTab() {
  const [query, setQuery] = useUrlQuery(DEFAULTS, [WORDS_TAB]);
  const list = useAdminQuery('synonyms', 'list', callQuery(query));
  const actions = useLibraryActions(list.error);
  const { t, holder, modalHolder, confirmToggle, confirmRemove } = actions;
  const status = useAdminMutation('synonyms', 'status');
  const remove = useAdminMutation('synonyms', 'remove');
  const [editing, setEditing] = useState<SynonymDraft | null>(null);
  const [relating, setRelating] = useState<AdminSynonym | null>(null);
  const selection = useSelection(JSON.stringify(query));

  const columns = synonymColumns(t, {
    toggle: (synonym) => confirmToggle(synonym.status, (next) => status.run({ id: synonym.id, status: next })),
    edit: (synonym) => setEditing(synonymDraftOf(synonym)),
    relate: setRelating,
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
      <SynonymBatchBar selection={selection} actions={actions} />
      <ListTable<AdminSynonym>
        rowKey="id"
        testId="synonym-table"
        selection={selection}
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <SynonymDialog initial={editing} onClose={() => setEditing(null)} />
      <SynonymRelateDialog synonym={relating} onClose={() => setRelating(null)} />
    </div>
  );
}
