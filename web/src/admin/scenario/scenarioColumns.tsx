import type { AdminScenario, Translate } from '@peilian/shared';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { adminTime } from '../time';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { STATUS_COLOURS, statusKey } from './scenarioStatus';

interface Actions {
  edit: (scene: AdminScenario) => void;
  toggle: (scene: AdminScenario) => void;
  exportJson: (scene: AdminScenario) => void;
  exportExcel: (scene: AdminScenario) => void;
  latency: (scene: AdminScenario) => void;
  /** Opens the scenario's own access list. */
  access: (scene: AdminScenario) => void;
}

/** The scenario list's columns: name, category, status, last change, and the row's actions (pinned in view). */
export function scenarioColumns(t: Translate, actions: Actions): TableColumnsType<AdminScenario> {
  return [
    { title: t('scenarioWeb.list.name'), dataIndex: 'name', width: 200, render: (name: string) => clippedText(name) },
    { title: t('scenarioWeb.list.category'), dataIndex: 'category', width: COLUMN_PX.name, render: (category: string) => clippedText(category) },
    {
      title: t('scenarioWeb.list.status'),
      dataIndex: 'status',
      width: COLUMN_PX.status,
      render: (status: string) => (
        <Tag color={STATUS_COLOURS[status] ?? 'default'} data-testid="scenario-status">
          {t(statusKey(status))}
        </Tag>
      ),
    },
    {
      title: t('scenarioWeb.list.updated'),
      dataIndex: 'updatedate',
      width: COLUMN_PX.date,
      render: (value: number) => adminTime(value),
    },
    actionsColumn<AdminScenario>(t('scenarioWeb.list.actions'), 460, (scene) => (
      <Space size={0}>
        <Button type="link" onClick={() => actions.edit(scene)} data-testid={`scenario-edit-${scene.name}`}>
          {t('scenarioWeb.list.edit')}
        </Button>
        <Button type="link" danger={scene.status === 'enabled'} onClick={() => actions.toggle(scene)} data-testid={`scenario-toggle-${scene.name}`}>
          {t(scene.status === 'enabled' ? 'scenarioWeb.list.disable' : 'scenarioWeb.list.enable')}
        </Button>
        <Button type="link" onClick={() => actions.exportJson(scene)}>
          {t('scenarioWeb.list.export')}
        </Button>
        <Button type="link" onClick={() => actions.exportExcel(scene)} data-testid={`scenario-export-xlsx-${scene.name}`}>
          {t('scenarioWeb.list.exportExcel')}
        </Button>
        <Button type="link" onClick={() => actions.latency(scene)} data-testid={`scenario-latency-${scene.name}`}>
          {t('practiceWeb.latency.action')}
        </Button>
        <Button type="link" onClick={() => actions.access(scene)} data-testid={`scenario-access-${scene.name}`}>
          {t('library.access.title')}
        </Button>
      </Space>
    )),
  ];
}
