import { PlusOutlined } from '@ant-design/icons';
import { dialogue, FLOW_INTENTS_MAX, type Translate } from '@peilian/shared';
import { Button, Divider, Empty, Input, Popconfirm, Space, Switch, Typography } from 'antd';
import { useSession } from '../../app';
import { addIntent, renameNode, type FlowChange } from './flowModel';
import { IntentCard } from './IntentCard';
import { issueText } from './issueText';

interface Props {
  flow: dialogue.Flow;
  nodeId: string;
  t: Translate;
  /** Applies a checked change (refused ones show their rule). */
  onChange: (change: FlowChange) => void;
  onDelete: (nodeId: string) => void;
}

/** The side panel of the selected node: its name and intents (label, scripts, keywords, line). */
export function NodePanel({ flow, nodeId, t, onChange, onDelete }: Props) {
  const aillm = useSession((state) => state.user?.aillm === 1);
  const node = flow.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return <Empty description={t('scenarioWeb.editor.selectHint')} />;
  const plain = (next: dialogue.Flow) => onChange({ flow: next, issues: [] });

  return (
    <div data-testid="node-panel">
      <Typography.Title level={5}>{t('scenarioWeb.panel.title')}</Typography.Title>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('scenarioWeb.panel.type')}: {t(`scenarioWeb.nodeTypes.${node.type}`)}
        </Typography.Text>
        <Input
          addonBefore={t('scenarioWeb.panel.name')}
          aria-label={t('scenarioWeb.panel.name')}
          maxLength={50}
          value={node.name}
          onChange={(event) => plain(renameNode(flow, node.id, event.target.value))}
          data-testid="node-name"
        />
        {aillm && node.type === 'customer' && (
          <Space title={t('scenarioWeb.panel.freeTalkHint')}>
            <Switch
              size="small"
              aria-label={t('scenarioWeb.panel.freeTalk')}
              checked={node.freetalk === true}
              onChange={(on) => plain(withFreeTalk(flow, node.id, on))}
              data-testid="node-freetalk"
            />
            <Typography.Text>{t('scenarioWeb.panel.freeTalk')}</Typography.Text>
          </Space>
        )}
      </Space>
      {node.type !== 'end' && <NodeIntents flow={flow} node={node} t={t} onChange={onChange} />}
      <Divider />
      <DeleteNode flow={flow} nodeId={node.id} t={t} onDelete={onDelete} />
    </div>
  );
}

/** Deletes the node after a confirmation; a node the rules keep (the start) has the action disabled, and says why. */
function DeleteNode({ flow, nodeId, t, onDelete }: { flow: dialogue.Flow; nodeId: string; t: Translate; onDelete: (nodeId: string) => void }) {
  const kept = dialogue.canDeleteNode(flow, nodeId)[0];
  return (
    <>
      <Popconfirm
        title={t('scenarioWeb.panel.deleteNodeConfirm')}
        disabled={Boolean(kept)}
        onConfirm={() => onDelete(nodeId)}
        okButtonProps={{ 'data-testid': 'node-delete-confirm' }}
      >
        <Button danger block disabled={Boolean(kept)} aria-describedby={kept ? 'node-delete-reason' : undefined} data-testid="node-delete">
          {t('scenarioWeb.panel.deleteNode')}
        </Button>
      </Popconfirm>
      {kept && (
        <Typography.Text type="secondary" id="node-delete-reason" data-testid="node-delete-reason">
          {issueText(t, kept)}
        </Typography.Text>
      )}
    </>
  );
}

/** The node's intents, each in its card, and the button that adds one. */
function NodeIntents({ flow, node, t, onChange }: { flow: dialogue.Flow; node: dialogue.FlowNode; t: Translate; onChange: (change: FlowChange) => void }) {
  return (
    <>
      <Divider plain>
        {t('scenarioWeb.panel.intents')} ({node.transitions.length}/{FLOW_INTENTS_MAX})
      </Divider>
      {node.transitions.map((intent, index) => (
        <IntentCard key={intent.id} flow={flow} node={node} intent={intent} index={index} t={t} onChange={onChange} />
      ))}
      <Button block icon={<PlusOutlined />} onClick={() => onChange(addIntent(flow, node.id))} data-testid="intent-add">
        {t('scenarioWeb.panel.addIntent')}
      </Button>
    </>
  );
}

/**
 * A customer node with free talk (AI customer) on or off. Without the organisation's aillm the switch
 * is hidden and the flag kept as it is.
 */
function withFreeTalk(flow: dialogue.Flow, nodeId: string, on: boolean): dialogue.Flow {
  const set = ({ freetalk: _off, ...node }: dialogue.FlowNode): dialogue.FlowNode => (on ? { ...node, freetalk: true } : node);
  return { ...flow, nodes: flow.nodes.map((node) => (node.id === nodeId ? set(node) : node)) };
}
