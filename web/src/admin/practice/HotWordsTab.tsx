import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminHotWord } from '@peilian/shared';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { HotWordDialog } from './HotWordDialog';
import { HotWordSettingDialog } from './HotWordSettingDialog';
import { WORDS_TAB } from './libraryQuery';
import { LibrarySearch } from './LibrarySearch';
import { useLibraryActions } from './useLibraryActions';
import { hotWordColumns } from './wordColumns';
import { hotWordDraftOf, newHotWordDraft, type HotWordDraft } from './wordForms';

const DEFAULTS = { word: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The hot words: the recogniser's own words, their replace words and homophones (status 0 on, 1 off). */
export function HotWordsTab() {
  const [query, setQuery] = useUrlQuery(DEFAULTS, [WORDS_TAB]);
  const list = useAdminQuery('hotWords', 'list', callQuery(query));
  const { t, holder, modalHolder, confirmToggle, confirmRemove } = useLibraryActions(list.error);
  const status = useAdminMutation('hotWords', 'status');
  const remove = useAdminMutation('hotWords', 'remove');
  const [editing, setEditing] = useState<HotWordDraft | null>(null);
  const [setting, setSetting] = useState(false);

  const columns = hotWordColumns(t, {
    toggle: (hot) => confirmToggle(hot.status, (next) => status.run({ id: hot.id, status: next })),
    edit: (hot) => setEditing(hotWordDraftOf(hot)),
    remove: (hot) => confirmRemove(() => remove.run({ id: hot.id })),
  });
  return (
    <div>
      {holder}
      {modalHolder}
      <LibrarySearch value={query.word} placeholder={t('practiceWeb.words.search')} width={200} onSearch={(word) => setQuery({ word })}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newHotWordDraft())} data-testid="hotword-add">
          {t('practiceWeb.words.addHot')}
        </Button>
        <Button icon={<SettingOutlined />} onClick={() => setSetting(true)} data-testid="hotword-setting">
          {t('practiceWeb.words.setting')}
        </Button>
        <Typography.Text type="secondary">{t('practiceWeb.words.hotCount', { total: list.data?.total ?? 0, limit: list.data?.limit ?? 0 })}</Typography.Text>
      </LibrarySearch>
      <ListTable<AdminHotWord>
        rowKey="id"
        testId="hotword-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <HotWordDialog initial={editing} onClose={() => setEditing(null)} />
      {setting && <HotWordSettingDialog onClose={() => setSetting(false)} />}
    </div>
  );
}
