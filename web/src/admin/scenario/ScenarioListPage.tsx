import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminScenario, type MessageKey } from '@peilian/shared';
import { Button, Input, message, Modal, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { LatencyDrawer } from '../practice/LatencyDrawer';
import { listPagination } from '../listPagination';
import { CreateScenarioDialog } from './CreateScenarioDialog';
import {
  downloadScenarioTemplate,
  exportScenario,
  exportScenarioWorkbook,
  fetchScenarioCategories,
  importScenario,
  fetchScenarios,
  setScenarioDisabled,
  type ScenarioQuery,
} from './scenarioApi';

type ScenarioList = Awaited<ReturnType<typeof fetchScenarios>>;
const EMPTY: ScenarioList = { successed: true, rows: [], total: 0 };
const FIRST: ScenarioQuery = { name: '', category: '', status: '', page: 1, rows: PAGE_SIZE_DEFAULT };
const STATUS_COLOURS: Record<string, string> = { draft: 'default', enabled: 'green', disabled: 'red' };
const STATUSES = ['draft', 'enabled', 'disabled'] as const;

/** The status's label key; an unknown status reads as a draft. */
export function statusKey(status: string): MessageKey {
  return status === 'enabled' || status === 'disabled' ? `scenarioWeb.status.${status}` : 'scenarioWeb.status.draft';
}

/** The scenario list (admin §2 voicescene): name, category, status; enable or disable; open the flow editor. */
export function ScenarioListPage() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<ScenarioQuery>(FIRST);
  const [name, setName] = useState('');
  const [list, setList] = useState<ScenarioList>(EMPTY);
  const [categories, setCategories] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [creating, setCreating] = useState(false);
  const [latencyOf, setLatencyOf] = useState<AdminScenario | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = (file: File | undefined) => {
    if (!file) return;
    importScenario(file).then(
      (scenes) => {
        void notice.success(t('scenarioWeb.list.imported', { name: scenes.map((scene) => scene.name).join('、') }));
        refresh();
      },
      (error: unknown) =>
        void modal.error({ title: t('scenarioWeb.list.import'), content: <span data-testid="scenario-import-error">{errorMessage(error, t)}</span> }),
    );
  };
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  useEffect(() => {
    setLoading(true);
    fetchScenarios(query)
      .then(setList, failed)
      .finally(() => setLoading(false));
  }, [query, failed, refreshKey]);
  useEffect(() => {
    fetchScenarioCategories().then(setCategories, failed);
  }, [failed, refreshKey]);

  const toggle = (scene: AdminScenario) => {
    const enabling = scene.status !== 'enabled';
    void modal.confirm({
      title: t(enabling ? 'scenarioWeb.list.enableConfirm' : 'scenarioWeb.list.disableConfirm'),
      okButtonProps: { 'data-testid': 'scenario-toggle-confirm' },
      onOk: () => setScenarioDisabled(scene.id, enabling ? 0 : 1).then(refresh, failed),
    });
  };

  const columns: TableColumnsType<AdminScenario> = [
    { title: t('scenarioWeb.list.name'), dataIndex: 'name' },
    { title: t('scenarioWeb.list.category'), dataIndex: 'category', width: 160 },
    {
      title: t('scenarioWeb.list.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) => (
        <Tag color={STATUS_COLOURS[status] ?? 'default'} data-testid="scenario-status">
          {t(statusKey(status))}
        </Tag>
      ),
    },
    { title: t('scenarioWeb.list.updated'), dataIndex: 'updatedate', width: 170, render: (value: number) => dayjs(value).format('YYYY-MM-DD HH:mm') },
    {
      title: t('scenarioWeb.list.actions'),
      key: 'actions',
      width: 380,
      render: (_, scene) => (
        <Space size={0}>
          <Button type="link" onClick={() => navigate(`/admin/voice/editscene?id=${encodeURIComponent(scene.id)}`)} data-testid={`scenario-edit-${scene.name}`}>
            {t('scenarioWeb.list.edit')}
          </Button>
          <Button type="link" danger={scene.status === 'enabled'} onClick={() => toggle(scene)} data-testid={`scenario-toggle-${scene.name}`}>
            {t(scene.status === 'enabled' ? 'scenarioWeb.list.disable' : 'scenarioWeb.list.enable')}
          </Button>
          <Button type="link" onClick={() => void exportScenario(scene.id).catch(failed)}>
            {t('scenarioWeb.list.export')}
          </Button>
          <Button type="link" onClick={() => void exportScenarioWorkbook(scene.id).catch(failed)} data-testid={`scenario-export-xlsx-${scene.name}`}>
            {t('scenarioWeb.list.exportExcel')}
          </Button>
          <Button type="link" onClick={() => setLatencyOf(scene)} data-testid={`scenario-latency-${scene.name}`}>
            {t('practiceWeb.latency.action')}
          </Button>
        </Space>
      ),
    },
  ];

  const set = (change: Partial<ScenarioQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="scenario-title">
        {t('scenarioWeb.list.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          maxLength={100}
          placeholder={t('scenarioWeb.list.search')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => set({ name: name.trim() })}
          style={{ width: 220 }}
          data-testid="scenario-search"
        />
        <Select
          style={{ width: 160 }}
          value={query.category}
          onChange={(category) => set({ category })}
          options={[{ value: '', label: t('scenarioWeb.list.allCategories') }, ...categories.map((category) => ({ value: category, label: category }))]}
        />
        <Select
          style={{ width: 120 }}
          value={query.status}
          onChange={(status) => set({ status })}
          options={[{ value: '', label: t('scenarioWeb.list.allStatuses') }, ...STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) }))]}
        />
        <Button type="primary" onClick={() => set({ name: name.trim() })} data-testid="scenario-query">
          {t('scenarioWeb.list.query')}
        </Button>
        <Button
          onClick={() => {
            setName('');
            setQuery((current) => ({ ...FIRST, rows: current.rows }));
          }}
        >
          {t('scenarioWeb.list.reset')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="scenario-add">
          {t('scenarioWeb.list.add')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          {t('scenarioWeb.list.import')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadScenarioTemplate().catch(failed)} data-testid="scenario-import-template">
          {t('scenarioWeb.list.importTemplate')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,.xlsx,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          data-testid="scenario-import-file"
          onChange={(event) => {
            importFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Space>
      <Table<AdminScenario>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="scenario-table"
        pagination={listPagination(t, {
          page: query.page,
          rows: query.rows,
          total: list.total,
          onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })),
        })}
      />
      <CreateScenarioDialog
        open={creating}
        categories={categories}
        t={t}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(`/admin/voice/editscene?id=${encodeURIComponent(id)}`)}
      />
      <LatencyDrawer scene={latencyOf} onClose={() => setLatencyOf(null)} />
    </div>
  );
}
