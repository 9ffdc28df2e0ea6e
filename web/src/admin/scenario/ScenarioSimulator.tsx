import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SIMULATE_SCRIPTS_MAX, type dialogue, type Translate } from '@peilian/shared';
import { Alert, Button, Card, Drawer, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation } from '../data/queries';
import { SimulatorReport } from './SimulatorReport';

interface Draft {
  key: number;
  name: string;
  lines: string;
}

interface Props {
  sceneId: string;
  /** The flow as edited, for node names in the paths. */
  flow: dialogue.Flow;
  open: boolean;
  onClose: () => void;
  t: Translate;
}

/** The scripts to send: each draft's non-empty lines, trimmed, leaving out the drafts without any. */
function scriptsOf(drafts: readonly Draft[]) {
  return drafts
    .map((d) => ({
      name: d.name.trim(),
      events: d.lines
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    }))
    .filter((s) => s.events.length > 0);
}

/** The scripts run through the saved flow on the server: the coverage report, or why there is none. */
function useSimulation(sceneId: string, t: Translate) {
  const [report, setReport] = useState<dialogue.CoverageReport | null>(null);
  const [error, setError] = useState('');
  const simulate = useAdminMutation('scenes', 'simulate');
  const run = async (drafts: readonly Draft[]) => {
    const scripts = scriptsOf(drafts);
    if (scripts.length === 0) return setError(t('scenarioWeb.simulator.empty'));
    setError('');
    try {
      setReport((await simulate.run({ id: sceneId }, { scripts })).report);
    } catch (caught) {
      setReport(null);
      setError(errorMessage(caught, t));
    }
  };
  return { report, error, pending: simulate.pending, run };
}

/**
 * The pre-publish simulator: learner scripts (one utterance per line) run through the saved flow
 * on the server, and the report of what they left uncovered.
 */
export function ScenarioSimulator({ sceneId, flow, open, onClose, t }: Props) {
  const [drafts, setDrafts] = useState<Draft[]>([{ key: 1, name: t('scenarioWeb.simulator.scriptName', { n: 1 }), lines: '' }]);
  const { report, error, pending, run } = useSimulation(sceneId, t);

  const change = (key: number, fields: Partial<Draft>) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...fields } : d)));
  const add = () =>
    setDrafts((list) => {
      const key = Math.max(0, ...list.map((d) => d.key)) + 1;
      return [...list, { key, name: t('scenarioWeb.simulator.scriptName', { n: key }), lines: '' }];
    });
  return (
    <Drawer open={open} onClose={onClose} size={640} title={t('scenarioWeb.simulator.title')} data-testid="simulator">
      <Typography.Paragraph type="secondary">{t('scenarioWeb.simulator.hint')}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {drafts.map((draft, index) => (
          <ScriptCard
            key={draft.key}
            draft={draft}
            index={index}
            removable={drafts.length > 1}
            t={t}
            onChange={(fields) => change(draft.key, fields)}
            onRemove={() => setDrafts((list) => list.filter((d) => d.key !== draft.key))}
          />
        ))}
        <Space>
          <Button icon={<PlusOutlined />} disabled={drafts.length >= SIMULATE_SCRIPTS_MAX} onClick={add} data-testid="simulator-add">
            {t('scenarioWeb.simulator.add')}
          </Button>
          <Button type="primary" loading={pending} onClick={() => void run(drafts)} data-testid="simulator-run">
            {t('scenarioWeb.simulator.run')}
          </Button>
        </Space>
        {error && <Alert type="error" showIcon message={error} data-testid="simulator-error" />}
        {report && <SimulatorReport report={report} flow={flow} t={t} />}
      </Space>
    </Drawer>
  );
}

interface ScriptCardProps {
  draft: Draft;
  index: number;
  removable: boolean;
  t: Translate;
  onChange: (fields: Partial<Draft>) => void;
  onRemove: () => void;
}

/** One learner script: its name, its lines, and its removal while there are others. */
function ScriptCard({ draft, index, removable, t, onChange, onRemove }: ScriptCardProps) {
  return (
    <Card
      size="small"
      data-testid={`simulator-script-${index}`}
      title={
        <Input
          value={draft.name}
          maxLength={20}
          placeholder={t('scenarioWeb.simulator.name')}
          onChange={(e) => onChange({ name: e.target.value })}
          data-testid="simulator-script-name"
        />
      }
      extra={
        removable && (
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('scenarioWeb.simulator.remove')}
            onClick={onRemove}
            data-testid="simulator-script-remove"
          />
        )
      }
    >
      <Input.TextArea
        rows={4}
        value={draft.lines}
        placeholder={t('scenarioWeb.simulator.lines')}
        onChange={(e) => onChange({ lines: e.target.value })}
        data-testid="simulator-script-lines"
      />
    </Card>
  );
}
