import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminVoiceTemplate } from '@peilian/shared';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminAction, useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { humanColumns } from './humanColumns';
import { humanEditorPath } from './humanPaths';
import { StatusFilter } from './StatusFilter';
import { LibrarySearch } from './LibrarySearch';
import { useLibraryActions } from './useLibraryActions';
import { useVoiceListen, VoicePlayer } from './useVoiceListen';

const DEFAULTS = { name: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };
/** While a row's synthesis runs, the list is read again this often to show its progress. */
const PROGRESS_MS = 3000;

/** The list's columns with their actions: listen, the dubbing tasks, edit, open/close and delete after a confirmation. */
function useHumanColumns(actions: ReturnType<typeof useLibraryActions>) {
  const { t, notice, confirmToggle, confirmRemove } = actions;
  const navigate = useNavigate();
  const disable = useAdminMutation('digitalHumans', 'disable');
  const remove = useAdminMutation('digitalHumans', 'remove');
  const ask = useAdminAction('digitalHumans', 'listen');
  const voice = useVoiceListen((message) => void notice.error(message));
  const columns = humanColumns(t, {
    listen: (human) => void voice.listen(human.id, () => ask({ id: human.id }, { text: '' })),
    listening: voice.busy,
    toggle: (human) => confirmToggle(human.disabled, (disabled) => disable.run({ id: human.id }, { disabled }), { testId: 'human-toggle-confirm' }),
    edit: (human) => navigate(humanEditorPath(human.id)),
    remove: (human) => confirmRemove(() => remove.run({ id: human.id }), { testId: 'human-remove-confirm', announce: true }),
  });
  return { columns, playing: voice.playing };
}

/** Reads the list again while a row's background synthesis runs. */
function useProgress(rows: readonly AdminVoiceTemplate[] | undefined, refetch: () => void) {
  const running = rows?.some((row) => row.synthstatus === 'running') ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refetch, PROGRESS_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
}

/**
 * The digital humans (admin §2 voicespeechdub): voice templates with their language, voice, voicing
 * state and charge; listened to row by row, edited on their own page (editspeechdub).
 */
export function DigitalHumansPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('digitalHumans', 'list', callQuery(query));
  const actions = useLibraryActions(list.error);
  const { t, holder, modalHolder } = actions;
  const { columns, playing } = useHumanColumns(actions);
  useProgress(list.data?.rows, list.refetch);
  const playedRow = list.data?.rows.find((row) => row.id === playing?.owner);

  return (
    <div>
      {holder}
      {modalHolder}
      <PageTitle testId="human-title">{t('practiceWeb.human.title')}</PageTitle>
      <LibrarySearch
        value={query.name}
        placeholder={t('practiceWeb.human.search')}
        testId="human"
        onSearch={(name) => setQuery({ name })}
        onReset={() => setQuery({ ...DEFAULTS, rows: query.rows })}
        filters={<StatusFilter value={query.disabled} onChange={(disabled) => setQuery({ disabled })} />}
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(humanEditorPath())} data-testid="human-add">
          {t('practiceWeb.human.add')}
        </Button>
      </LibrarySearch>
      <VoicePlayer playing={playing} {...(playedRow ? { source: playedRow.source } : {})} />
      <ListTable<AdminVoiceTemplate>
        rowKey="id"
        testId="human-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
    </div>
  );
}
