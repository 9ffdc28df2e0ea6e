import { UploadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminAudio } from '@peilian/shared';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { AudioDialog } from './AudioDialog';
import { audioColumns } from './audioColumns';
import { audioDraftOf, newAudioDraft, type AudioDraft } from './audioForm';
import { WORDS_TAB } from './libraryQuery';
import { LibrarySearch } from './LibrarySearch';
import { useLibraryActions } from './useLibraryActions';

const DEFAULTS = { kind: '', name: '', category: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * The voice library's ringtones and background audio (admin §3): listed by kind, name and category
 * with their length and size, listened to, uploaded (a wav under 2M), renamed, switched on and off,
 * and deleted — refused while a scenario uses one, with the server's message. Scenarios pick them in
 * their settings; learners hear them in the call (docs/practice.md "Ringtone and ambience").
 */
export function AudioTab() {
  const [query, setQuery] = useUrlQuery(DEFAULTS, [WORDS_TAB]);
  const list = useAdminQuery('practiceAudio', 'list', callQuery(query));
  const { t, holder, modalHolder, confirmToggle, confirmRemove } = useLibraryActions(list.error);
  const disable = useAdminMutation('practiceAudio', 'disable');
  const remove = useAdminMutation('practiceAudio', 'remove');
  const [editing, setEditing] = useState<AudioDraft | null>(null);
  const [category, setCategory] = useState(query.category);

  const columns = audioColumns(t, {
    toggle: (audio) => confirmToggle(audio.disabled, (disabled) => disable.run({ id: audio.id }, { disabled }), { testId: 'audio-toggle-confirm' }),
    edit: (audio) => setEditing(audioDraftOf(audio)),
    remove: (audio) => confirmRemove(() => remove.run({ id: audio.id }), { testId: 'audio-remove-confirm', announce: true }),
  });
  return (
    <div>
      {holder}
      {modalHolder}
      <LibrarySearch
        value={query.name}
        placeholder={t('practiceWeb.audio.search')}
        testId="audio"
        onSearch={(name) => setQuery({ name, category: category.trim() })}
        onReset={() => {
          setCategory('');
          setQuery({ ...DEFAULTS, rows: query.rows });
        }}
        filters={
          <>
            <Select
              style={{ width: 140 }}
              aria-label={t('practiceWeb.audio.kind')}
              value={query.kind}
              onChange={(kind: string) => setQuery({ kind })}
              options={[
                { value: '', label: t('practiceWeb.audio.allKinds') },
                { value: 'ringtone', label: t('practiceWeb.audio.ringtone') },
                { value: 'bgm', label: t('practiceWeb.audio.bgm') },
              ]}
              data-testid="audio-kind-filter"
            />
            <Input
              allowClear
              style={{ width: 140 }}
              maxLength={20}
              placeholder={t('practiceWeb.audio.categorySearch')}
              aria-label={t('practiceWeb.audio.category')}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              onPressEnter={() => setQuery({ category: category.trim() })}
            />
          </>
        }
      >
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setEditing(newAudioDraft())} data-testid="audio-add">
          {t('practiceWeb.audio.upload')}
        </Button>
      </LibrarySearch>
      <ListTable<AdminAudio>
        rowKey="id"
        testId="audio-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <AudioDialog initial={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
