import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { dialogue } from '@peilian/shared';
import { FLOW_INTENTS_MAX, FLOW_REFERENCE_SCRIPTS_MAX, SIMILAR_SPEECHES_MAX, type Translate } from '@peilian/shared';
import { useState } from 'react';
import { Button, Divider, Empty, Input, Popconfirm, Select, Space, Switch, Tag, Typography } from 'antd';
import { useSession } from '../../app/hooks';
import { SpeechPicker } from './SpeechPicker';
import {
  addIntent,
  addScript,
  addSimilarSpeech,
  removeSimilarSpeech,
  editScript,
  linkableTargets,
  relink,
  removeIntent,
  renameNode,
  updateIntent,
  type FlowChange,
} from './flowModel';

interface Props {
  flow: dialogue.Flow;
  nodeId: string;
  t: Translate;
  /** Applies a checked change (refused ones show their rule). */
  onChange: (change: FlowChange) => void;
  onDelete: (nodeId: string) => void;
}

const LEARNER_TYPES: readonly dialogue.NodeType[] = ['student', 'question'];

/** The side panel of the selected node: its name and intents (label, scripts, keywords, line). */
export function NodePanel({ flow, nodeId, t, onChange, onDelete }: Props) {
  const aillm = useSession((state) => state.user?.aillm === 1);
  const node = flow.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return <Empty description={t('scenarioWeb.editor.selectHint')} />;
  const plain = (next: dialogue.Flow) => onChange({ flow: next, issues: [] });
  const learner = LEARNER_TYPES.includes(node.type);
  const nameOf = (id: string) => flow.nodes.find((candidate) => candidate.id === id)?.name || id;

  return (
    <div data-testid="node-panel">
      <Typography.Title level={5}>{t('scenarioWeb.panel.title')}</Typography.Title>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('scenarioWeb.panel.type')}: {t(`scenarioWeb.nodeTypes.${node.type}`)}
        </Typography.Text>
        <Input
          addonBefore={t('scenarioWeb.panel.name')}
          maxLength={50}
          value={node.name}
          onChange={(event) => plain(renameNode(flow, node.id, event.target.value))}
          data-testid="node-name"
        />
        {aillm && node.type === 'customer' && (
          <Space title={t('scenarioWeb.panel.freeTalkHint')}>
            <Switch size="small" checked={node.freetalk === true} onChange={(on) => plain(withFreeTalk(flow, node.id, on))} data-testid="node-freetalk" />
            <Typography.Text>{t('scenarioWeb.panel.freeTalk')}</Typography.Text>
          </Space>
        )}
      </Space>
      {node.type !== 'end' && (
        <>
          <Divider plain>
            {t('scenarioWeb.panel.intents')} ({node.transitions.length}/{FLOW_INTENTS_MAX})
          </Divider>
          {node.transitions.map((intent, index) => {
            const targets = linkableTargets(flow, node.id, intent.id);
            const options = [...new Set([...(intent.node ? [intent.node] : []), ...targets])];
            return (
              <div key={intent.id} data-testid={`intent-${index}`} style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, marginBottom: 8 }}>
                <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Typography.Text strong>{t('scenarioWeb.panel.intent', { index: index + 1 })}</Typography.Text>
                  <Button size="small" type="link" danger onClick={() => plain(removeIntent(flow, node.id, intent.id))}>
                    {t('scenarioWeb.panel.removeIntent')}
                  </Button>
                </Space>
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Input
                    placeholder={t('scenarioWeb.panel.label')}
                    maxLength={20}
                    value={intent.label}
                    onChange={(event) => plain(updateIntent(flow, node.id, intent.id, { label: event.target.value }))}
                    data-testid={`intent-label-${index}`}
                  />
                  {learner ? (
                    <>
                      <Input.TextArea
                        placeholder={t('scenarioWeb.panel.normtext')}
                        maxLength={200}
                        autoSize
                        value={intent.normtext}
                        onChange={(event) => plain(updateIntent(flow, node.id, intent.id, { normtext: event.target.value }))}
                        data-testid={`intent-normtext-${index}`}
                      />
                      <Input
                        placeholder={t('scenarioWeb.panel.keywords')}
                        title={t('scenarioWeb.panel.keywordsHint')}
                        maxLength={200}
                        value={intent.keywords}
                        onChange={(event) => plain(updateIntent(flow, node.id, intent.id, { keywords: event.target.value }))}
                        data-testid={`intent-keywords-${index}`}
                      />
                      <Typography.Text type="secondary">
                        {t('scenarioWeb.panel.speeches')} ({intent.speeches.length}/{SIMILAR_SPEECHES_MAX})
                      </Typography.Text>
                      <div>
                        {intent.speeches.map((speech, speechIndex) => (
                          <Tag
                            key={speechIndex}
                            closable
                            onClose={() => plain(removeSimilarSpeech(flow, node.id, intent.id, speechIndex))}
                            style={{ marginBottom: 4 }}
                          >
                            {speech}
                          </Tag>
                        ))}
                      </div>
                      <SpeechAdder
                        placeholder={t('scenarioWeb.panel.speechPlaceholder')}
                        testId={`intent-speech-${index}`}
                        onAdd={(text) => addedSpeech(onChange, addSimilarSpeech(flow, node.id, intent.id, text))}
                      />
                      <Typography.Text type="secondary">
                        {t('scenarioWeb.panel.scripts')} ({intent.scripts.length}/{FLOW_REFERENCE_SCRIPTS_MAX})
                      </Typography.Text>
                      {intent.scripts.map((script, scriptIndex) => (
                        <Space.Compact key={scriptIndex} style={{ width: '100%' }}>
                          <Input
                            value={script}
                            maxLength={200}
                            onChange={(event) => plain(editScript(flow, node.id, intent.id, scriptIndex, event.target.value))}
                          />
                          <Button
                            icon={<DeleteOutlined />}
                            aria-label={t('scenarioWeb.panel.removeScript')}
                            onClick={() => plain(editScript(flow, node.id, intent.id, scriptIndex, null))}
                          />
                        </Space.Compact>
                      ))}
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        onClick={() => onChange(addScript(flow, node.id, intent.id))}
                        data-testid={`intent-add-script-${index}`}
                      >
                        {t('scenarioWeb.panel.addScript')}
                      </Button>
                    </>
                  ) : (
                    node.type === 'customer' && <CustomerLine flow={flow} nodeId={node.id} intent={intent} index={index} t={t} onChange={plain} />
                  )}
                  <Select
                    style={{ width: '100%' }}
                    value={intent.node}
                    onChange={(target: string) => onChange(relink(flow, node.id, intent.id, target))}
                    options={[{ value: '', label: t('scenarioWeb.panel.noTarget') }, ...options.map((id) => ({ value: id, label: nameOf(id) }))]}
                    prefix={t('scenarioWeb.panel.target')}
                    data-testid={`intent-target-${index}`}
                  />
                </Space>
              </div>
            );
          })}
          <Button block icon={<PlusOutlined />} onClick={() => onChange(addIntent(flow, node.id))} data-testid="intent-add">
            {t('scenarioWeb.panel.addIntent')}
          </Button>
        </>
      )}
      <Divider />
      <Popconfirm title={t('scenarioWeb.panel.deleteNodeConfirm')} onConfirm={() => onDelete(node.id)} okButtonProps={{ 'data-testid': 'node-delete-confirm' }}>
        <Button danger block data-testid="node-delete">
          {t('scenarioWeb.panel.deleteNode')}
        </Button>
      </Popconfirm>
    </div>
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

/** Applies an added similar speech; true when it was taken (so the box clears). */
function addedSpeech(onChange: (change: FlowChange) => void, change: FlowChange): boolean {
  onChange(change);
  return change.issues.length === 0;
}

/** A box that adds a similar speech on Enter and clears once it is taken. */
function SpeechAdder({ placeholder, testId, onAdd }: { placeholder: string; testId: string; onAdd: (text: string) => boolean }) {
  const [text, setText] = useState('');
  return (
    <Input
      placeholder={placeholder}
      maxLength={200}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        if (onAdd(text)) setText('');
      }}
      data-testid={testId}
    />
  );
}

/** A customer line: a custom text or a speech of the library (`speechtype` 1 or 2). */
function CustomerLine({
  flow,
  nodeId,
  intent,
  index,
  t,
  onChange,
}: {
  flow: dialogue.Flow;
  nodeId: string;
  intent: dialogue.Transition;
  index: number;
  t: Translate;
  onChange: (flow: dialogue.Flow) => void;
}) {
  const library = intent.speechtype === 2;
  return (
    <>
      <Select
        style={{ width: '100%' }}
        prefix={t('scenarioWeb.panel.speechSource')}
        value={library ? 2 : 1}
        onChange={(speechtype: 1 | 2) =>
          onChange(updateIntent(flow, nodeId, intent.id, { speechtype: speechtype === 1 && !intent.specifytext ? 0 : speechtype }))
        }
        options={[
          { value: 1, label: t('scenarioWeb.panel.sourceCustom') },
          { value: 2, label: t('scenarioWeb.panel.sourceLibrary') },
        ]}
        data-testid={`intent-source-${index}`}
      />
      {library ? (
        <SpeechPicker
          value={intent.speechid}
          placeholder={t('scenarioWeb.panel.pickSpeech')}
          testId={`intent-library-${index}`}
          onChange={(speechid) => onChange(updateIntent(flow, nodeId, intent.id, { speechid }))}
        />
      ) : (
        <Input.TextArea
          placeholder={t('scenarioWeb.panel.specifytext')}
          maxLength={200}
          autoSize
          value={intent.specifytext}
          onChange={(event) => onChange(updateIntent(flow, nodeId, intent.id, { specifytext: event.target.value, speechtype: event.target.value ? 1 : 0 }))}
          data-testid={`intent-specifytext-${index}`}
        />
      )}
    </>
  );
}
