import type { dialogue, Translate } from '@peilian/shared';
import { Input, Select } from 'antd';
import { updateIntent } from './flowModel';
import { SpeechPicker } from './SpeechPicker';

interface Props {
  flow: dialogue.Flow;
  nodeId: string;
  intent: dialogue.Transition;
  index: number;
  t: Translate;
  onChange: (flow: dialogue.Flow) => void;
}

/** A customer line: a custom text or a speech of the library (`speechtype` 1 or 2). */
export function CustomerLineFields({ flow, nodeId, intent, index, t, onChange }: Props) {
  const library = intent.speechtype === 2;
  return (
    <>
      <Select
        style={{ width: '100%' }}
        prefix={t('scenarioWeb.panel.speechSource')}
        aria-label={t('scenarioWeb.panel.speechSource')}
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
