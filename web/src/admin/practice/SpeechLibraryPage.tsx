import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminSpeech } from '@peilian/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { ImportButton } from '../blocks/import/ImportButton';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { LibrarySearch } from './LibrarySearch';
import { speechColumns } from './speechColumns';
import { SPEECH_IMPORT } from './speechImport';
import { SpeechDialog } from './SpeechDialog';
import { SpeechFilters } from './SpeechFilters';
import { newSpeechDraft, speechDraftOf, type SpeechDraft } from './speechForm';
import { useLibraryActions } from './useLibraryActions';

const DEFAULTS = { text: '', category: '', difficulty: '', emotion: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The speech library (admin §2 voicespeech): filters by text, category, difficulty and emotion; the speech dialog; the Excel import; disable and delete. */
export function SpeechLibraryPage() {
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('speeches', 'list', callQuery(query));
  const categoryList = useAdminQuery('speeches', 'categories', {});
  const { t, holder, modalHolder, confirmToggle, confirmRemove } = useLibraryActions(list.error || categoryList.error);
  const disable = useAdminMutation('speeches', 'disable');
  const remove = useAdminMutation('speeches', 'remove');
  const [editing, setEditing] = useState<SpeechDraft | null>(null);
  const categories = categoryList.data?.rows.map((row) => row.name) ?? [];

  const columns = speechColumns(t, {
    toggle: (speech) => confirmToggle(speech.disabled, (disabled) => disable.run({ id: speech.id }, { disabled }), { testId: 'speech-toggle-confirm' }),
    edit: (speech) => setEditing(speechDraftOf(speech)),
    remove: (speech) => confirmRemove(() => remove.run({ id: speech.id }), { testId: 'speech-remove-confirm', announce: true }),
  });
  return (
    <div>
      {holder}
      {modalHolder}
      <PageTitle testId="speech-title">{t('practiceWeb.speech.title')}</PageTitle>
      <LibrarySearch
        value={query.text}
        placeholder={t('practiceWeb.speech.search')}
        testId="speech"
        onSearch={(text) => setQuery({ text })}
        onReset={() => setQuery({ ...DEFAULTS, rows: query.rows })}
        filters={<SpeechFilters value={query} categories={categories} onChange={setQuery} />}
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newSpeechDraft(query.category))} data-testid="speech-add">
          {t('practiceWeb.speech.add')}
        </Button>
        <ImportButton source={SPEECH_IMPORT} label={t('practiceWeb.speech.import')} testId="speech-import" />
      </LibrarySearch>
      <ListTable<AdminSpeech>
        rowKey="id"
        testId="speech-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <SpeechDialog initial={editing} categories={categories} onClose={() => setEditing(null)} />
    </div>
  );
}
