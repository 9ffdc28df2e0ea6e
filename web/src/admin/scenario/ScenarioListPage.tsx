import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, RECORD_ACCESS_TYPES, type AdminScenario } from '@peilian/shared';
import { Button, message, Modal } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { LatencyDrawer } from '../practice';
import { RecordAccessDialog, type AccessTarget } from '../catalogues/RecordAccessDialog';
import { CreateScenarioDialog } from './CreateScenarioDialog';
import { scenarioColumns } from './scenarioColumns';
import { ScenarioFileButtons } from './ScenarioFileButtons';
import { exportScenario, exportScenarioWorkbook } from './scenarioFiles';
import { ScenarioFilters } from './ScenarioFilters';

const DEFAULTS = { name: '', category: '', status: '', page: 1, rows: PAGE_SIZE_DEFAULT };
const editorPath = (id: string) => `/admin/voice/editscene?id=${encodeURIComponent(id)}`;

/** Announces a failed load, and gives the announcement of any later failure. */
function useFailureNotice(notice: ReturnType<typeof message.useMessage>[0], loadError: string) {
  const t = useT();
  useEffect(() => {
    if (loadError) void notice.error(loadError);
  }, [loadError, notice]);
  return useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);
}

/** The list's columns with their actions: edit, enable or disable after a confirmation, export, latency, access. */
function useScenarioColumns(
  modal: ReturnType<typeof Modal.useModal>[0],
  failed: (error: unknown) => void,
  latency: (scene: AdminScenario) => void,
  access: (scene: AdminScenario) => void,
) {
  const t = useT();
  const navigate = useNavigate();
  const disable = useAdminMutation('scenes', 'disable');
  const toggle = (scene: AdminScenario) => {
    const enabling = scene.status !== 'enabled';
    void modal.confirm({
      title: t(enabling ? 'scenarioWeb.list.enableConfirm' : 'scenarioWeb.list.disableConfirm'),
      okButtonProps: { 'data-testid': 'scenario-toggle-confirm' },
      onOk: () => disable.run({ id: scene.id }, { disabled: enabling ? 0 : 1 }).catch(failed),
    });
  };
  return scenarioColumns(t, {
    edit: (scene) => navigate(editorPath(scene.id)),
    toggle,
    exportJson: (scene) => void exportScenario(scene).catch(failed),
    exportExcel: (scene) => void exportScenarioWorkbook(scene).catch(failed),
    latency,
    access,
  });
}

/** The scenario list (admin §2 voicescene): name, category, status; enable or disable; open the flow editor. */
export function ScenarioListPage() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('scenes', 'list', callQuery(query));
  const categories = useAdminQuery('scenes', 'categories', {});
  const [creating, setCreating] = useState(false);
  const [latencyOf, setLatencyOf] = useState<AdminScenario | null>(null);
  const failed = useFailureNotice(notice, list.error || categories.error);
  const categoryNames = categories.data?.rows.map((row) => row.name) ?? [];

  const [accessOf, setAccessOf] = useState<AccessTarget | null>(null);
  const columns = useScenarioColumns(modal, failed, setLatencyOf, (scene) => setAccessOf({ id: scene.id, name: scene.name }));

  return (
    <div>
      {holder}
      {modalHolder}
      <PageTitle testId="scenario-title">{t('scenarioWeb.list.title')}</PageTitle>
      <ScenarioFilters value={query} categories={categoryNames} onChange={setQuery} onReset={() => setQuery({ ...DEFAULTS, rows: query.rows })}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="scenario-add">
          {t('scenarioWeb.list.add')}
        </Button>
        <ScenarioFileButtons
          notice={notice}
          onImported={() => {
            list.refetch();
            categories.refetch();
          }}
        />
      </ScenarioFilters>
      <ListTable<AdminScenario>
        rowKey="id"
        testId="scenario-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <CreateScenarioDialog open={creating} categories={categoryNames} t={t} onClose={() => setCreating(false)} onCreated={(id) => navigate(editorPath(id))} />
      <LatencyDrawer scene={latencyOf} onClose={() => setLatencyOf(null)} />
      <RecordAccessDialog type={RECORD_ACCESS_TYPES.scenario} record={accessOf} onClose={() => setAccessOf(null)} />
    </div>
  );
}
