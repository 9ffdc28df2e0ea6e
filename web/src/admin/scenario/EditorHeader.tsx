import { ArrowLeftOutlined, ExperimentOutlined, SaveOutlined } from '@ant-design/icons';
import type { Translate } from '@peilian/shared';
import { Button, Result, Space, Tag } from 'antd';
import { PageTitle } from '../blocks/PageTitle';
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

/** The flow editor's header: back to the list, the scenario's name (the page's h1) and status, the simulator and save. */
export function EditorHeader({ name, status, saving, t, onBack, onSimulate, onSave }: Props) {
  return (
    // On the text's baseline: the title's own bottom margin (the page title's) spaces the header from the flow.
    <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
      <Space align="baseline">
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="scenario-back">
          {t('scenarioWeb.editor.back')}
        </Button>
        <PageTitle testId="scenario-editor-title">{name}</PageTitle>
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

/** The editor when its scenario cannot be loaded: the page's h1, why, and the way back to the list. */
export function EditorUnavailable({ reason, t, onBack }: { reason: string; t: Translate; onBack: () => void }) {
  return (
    <>
      <PageTitle>{t('scenarioWeb.editor.title')}</PageTitle>
      <Result status="warning" title={reason} extra={<Button onClick={onBack}>{t('scenarioWeb.editor.back')}</Button>} />
    </>
  );
}
