import { ArrowLeftOutlined, ExperimentOutlined, SaveOutlined } from '@ant-design/icons';
import type { Translate } from '@peilian/shared';
import { Button, Space, Tag, Typography } from 'antd';
import { statusKey } from './scenarioStatus';

interface Props {
  name: string;
  status: string;
  saving: boolean;
  t: Translate;
  onBack: () => void;
  onSimulate: () => void;
  onSave: () => void;
}

/** The flow editor's header: back to the list, the scenario's name and status, the simulator and save. */
export function EditorHeader({ name, status, saving, t, onBack, onSimulate, onSave }: Props) {
  return (
    <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
      <Space>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="scenario-back">
          {t('scenarioWeb.editor.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="scenario-editor-title">
          {name}
        </Typography.Title>
        <Tag data-testid="scenario-editor-status">{t(statusKey(status))}</Tag>
      </Space>
      <Space>
        <Button icon={<ExperimentOutlined />} onClick={onSimulate} data-testid="scenario-simulate">
          {t('scenarioWeb.simulator.open')}
        </Button>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave} data-testid="scenario-save">
          {t('scenarioWeb.editor.save')}
        </Button>
      </Space>
    </Space>
  );
}
