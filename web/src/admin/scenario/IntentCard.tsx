import type { dialogue, Translate } from '@peilian/shared';
import { Button, Input, Select, Space, Typography } from 'antd';
import { CustomerLineFields } from './CustomerLineFields';
import { linkableTargets, relink, removeIntent, updateIntent, type FlowChange } from './flowModel';
import { LearnerIntentFields } from './LearnerIntentFields';

interface Props {
  flow: dialogue.Flow;
  node: dialogue.FlowNode;
  intent: dialogue.Transition;
  index: number;
  t: Translate;
  onChange: (change: FlowChange) => void;
}

const LEARNER_TYPES: readonly dialogue.NodeType[] = ['student', 'question'];

/** The bordered box of one row of a side-panel list: an intent, a role-play's hidden fact or checklist item. */
export const ROW_BOX_STYLE = { border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, marginBottom: 8 } as const;

/** One intent of the selected node: its label, what the learner or customer says, and the node it leads to. */
export function IntentCard({ flow, node, intent, index, t, onChange }: Props) {
  const plain = (next: dialogue.Flow) => onChange({ flow: next, issues: [] });
  const nameOf = (id: string) => flow.nodes.find((candidate) => candidate.id === id)?.name || id;
  const targets = linkableTargets(flow, node.id, intent.id);
  const options = [...new Set([...(intent.node ? [intent.node] : []), ...targets])];
  return (
    <div data-testid={`intent-${index}`} style={ROW_BOX_STYLE}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong>{t('scenarioWeb.panel.intent', { index: index + 1 })}</Typography.Text>
        <Button size="small" type="link" danger onClick={() => plain(removeIntent(flow, node.id, intent.id))}>
          {t('scenarioWeb.panel.removeIntent')}
        </Button>
      </Space>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          placeholder={t('scenarioWeb.panel.label')}
          maxLength={20}
          value={intent.label}
          onChange={(event) => plain(updateIntent(flow, node.id, intent.id, { label: event.target.value }))}
          data-testid={`intent-label-${index}`}
        />
        {LEARNER_TYPES.includes(node.type) ? (
          <LearnerIntentFields flow={flow} nodeId={node.id} intent={intent} index={index} t={t} onChange={onChange} />
        ) : (
          node.type === 'customer' && <CustomerLineFields flow={flow} nodeId={node.id} intent={intent} index={index} t={t} onChange={plain} />
        )}
        <Select
          style={{ width: '100%' }}
          value={intent.node}
          onChange={(target: string) => onChange(relink(flow, node.id, intent.id, target))}
          options={[{ value: '', label: t('scenarioWeb.panel.noTarget') }, ...options.map((id) => ({ value: id, label: nameOf(id) }))]}
          prefix={t('scenarioWeb.panel.target')}
          aria-label={t('scenarioWeb.panel.target')}
          data-testid={`intent-target-${index}`}
        />
      </Space>
    </div>
  );
}
