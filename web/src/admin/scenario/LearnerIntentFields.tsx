import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FLOW_REFERENCE_SCRIPTS_MAX, SIMILAR_SPEECHES_MAX, type dialogue, type Translate } from '@peilian/shared';
import { Button, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { addScript, addSimilarSpeech, editScript, removeSimilarSpeech, updateIntent, type FlowChange } from './flowModel';

interface Props {
  flow: dialogue.Flow;
  nodeId: string;
  intent: dialogue.Transition;
  index: number;
  t: Translate;
  onChange: (change: FlowChange) => void;
}

/** What a learner's intent matches: the standard text, keywords, similar speeches and reference scripts. */
export function LearnerIntentFields({ flow, nodeId, intent, index, t, onChange }: Props) {
  const plain = (next: dialogue.Flow) => onChange({ flow: next, issues: [] });
  return (
    <>
      <Input.TextArea
        placeholder={t('scenarioWeb.panel.normtext')}
        maxLength={200}
        autoSize
        value={intent.normtext}
        onChange={(event) => plain(updateIntent(flow, nodeId, intent.id, { normtext: event.target.value }))}
        data-testid={`intent-normtext-${index}`}
      />
      <Input
        placeholder={t('scenarioWeb.panel.keywords')}
        title={t('scenarioWeb.panel.keywordsHint')}
        maxLength={200}
        value={intent.keywords}
        onChange={(event) => plain(updateIntent(flow, nodeId, intent.id, { keywords: event.target.value }))}
        data-testid={`intent-keywords-${index}`}
      />
      <Typography.Text type="secondary">
        {t('scenarioWeb.panel.speeches')} ({intent.speeches.length}/{SIMILAR_SPEECHES_MAX})
      </Typography.Text>
      <SpeechTags speeches={intent.speeches} onRemove={(speechIndex) => plain(removeSimilarSpeech(flow, nodeId, intent.id, speechIndex))} />
      <SpeechAdder
        placeholder={t('scenarioWeb.panel.speechPlaceholder')}
        testId={`intent-speech-${index}`}
        onAdd={(text) => {
          const change = addSimilarSpeech(flow, nodeId, intent.id, text);
          onChange(change);
          return change.issues.length === 0;
        }}
      />
      <Typography.Text type="secondary">
        {t('scenarioWeb.panel.scripts')} ({intent.scripts.length}/{FLOW_REFERENCE_SCRIPTS_MAX})
      </Typography.Text>
      <ReferenceScripts flow={flow} nodeId={nodeId} intent={intent} index={index} t={t} onChange={onChange} />
    </>
  );
}

/** The intent's reference scripts, each editable and removable, and the button that adds one. */
function ReferenceScripts({ flow, nodeId, intent, index, t, onChange }: Props) {
  const plain = (next: dialogue.Flow) => onChange({ flow: next, issues: [] });
  return (
    <>
      {intent.scripts.map((script, scriptIndex) => (
        <Space.Compact key={scriptIndex} style={{ width: '100%' }}>
          <Input
            aria-label={t('scenarioWeb.panel.scripts')}
            value={script}
            maxLength={200}
            onChange={(event) => plain(editScript(flow, nodeId, intent.id, scriptIndex, event.target.value))}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('scenarioWeb.panel.removeScript')}
            onClick={() => plain(editScript(flow, nodeId, intent.id, scriptIndex, null))}
          />
        </Space.Compact>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange(addScript(flow, nodeId, intent.id))} data-testid={`intent-add-script-${index}`}>
        {t('scenarioWeb.panel.addScript')}
      </Button>
    </>
  );
}

/** The similar speeches, each closable. */
function SpeechTags({ speeches, onRemove }: { speeches: readonly string[]; onRemove: (speechIndex: number) => void }) {
  return (
    <div>
      {speeches.map((speech, speechIndex) => (
        <Tag key={speechIndex} closable onClose={() => onRemove(speechIndex)} style={{ marginBottom: 4 }}>
          {speech}
        </Tag>
      ))}
    </div>
  );
}

/** A box that adds a similar speech on Enter and clears once it is taken (`onAdd` says whether it was). */
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
