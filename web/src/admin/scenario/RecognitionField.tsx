import { ASR_LANGUAGES, type dialogue, type Translate } from '@peilian/shared';
import { Form, Select } from 'antd';

interface Props {
  scenario: dialogue.Scenario;
  t: Translate;
  set: (change: Partial<dialogue.Scenario>) => void;
}

const FOLLOW = 'follow';

/**
 * The recognition language of the learner's spoken answers: one of the provider's engines, or left
 * out to follow the language the customer speaks (docs/practice.md "Voice answers").
 */
export function RecognitionField({ scenario, t, set }: Props) {
  return (
    <Form.Item label={t('scenarioWeb.settings.recognition')} htmlFor="scenario-settings-recognition">
      <Select
        id="scenario-settings-recognition"
        showSearch
        optionFilterProp="label"
        value={scenario.recognitionLanguage ?? FOLLOW}
        onChange={(value: string) => set({ recognitionLanguage: value === FOLLOW ? undefined : (value as dialogue.Scenario['recognitionLanguage']) })}
        options={[
          { value: FOLLOW, label: t('scenarioWeb.settings.recognitionFollow') },
          ...ASR_LANGUAGES.map((code) => ({ value: code, label: `${t(`scenarioWeb.asrLanguages.${code}`)} (${code})` })),
        ]}
        data-testid="scenario-settings-recognition-select"
      />
    </Form.Item>
  );
}
