import type { dialogue, Translate } from '@peilian/shared';
import { Divider, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { AlgorithmFields } from './AlgorithmFields';
import { CallSoundFields, type SceneSounds } from './CallSoundFields';
import { RecognitionField } from './RecognitionField';
import { RoleplayPanel } from './RoleplayPanel';

interface Props {
  scenario: dialogue.Scenario;
  t: Translate;
  onChange: (scenario: dialogue.Scenario) => void;
  /** The scenario's ringtone and background audio (references of the scene, beside its document); the editor passes them. */
  sounds?: { value: SceneSounds; onChange: (sounds: SceneSounds) => void };
}

type Set<V> = (change: Partial<V>) => void;

/**
 * The scenario's own settings (admin §3 "Scenario"), shown while no node is selected: name,
 * category, description, intent judgement, the special rules, the call's ringtone and background
 * audio, and the role-play. The shared validator checks them with the flow; its issues are listed
 * under the canvas and refuse the save when blocking.
 */
export function SettingsPanel({ scenario, t, onChange, sounds }: Props) {
  const set = (change: Partial<dialogue.Scenario>) => onChange({ ...scenario, ...change });
  const { silence, nonStandard } = scenario.specialRules;
  const setSilence = (change: Partial<dialogue.SilenceRule>) => set({ specialRules: { ...scenario.specialRules, silence: { ...silence, ...change } } });
  const setNonStandard = (change: Partial<dialogue.NonStandardRule>) =>
    set({ specialRules: { ...scenario.specialRules, nonStandard: { ...nonStandard, ...change } } });
  return (
    <div data-testid="settings-panel">
      <Typography.Title level={5}>{t('scenarioWeb.settings.title')}</Typography.Title>
      <Form layout="vertical" size="small">
        <DescriptionFields scenario={scenario} t={t} set={set} />
        <IntentJudgementFields scenario={scenario} t={t} set={set} />
        <RecognitionField scenario={scenario} t={t} set={set} />
        <SilenceFields silence={silence} t={t} setSilence={setSilence} />
        <NonStandardFields nonStandard={nonStandard} t={t} setNonStandard={setNonStandard} />
        {sounds && <CallSoundFields value={sounds.value} t={t} onChange={sounds.onChange} />}
        <RoleplayPanel scenario={scenario} t={t} onChange={onChange} />
      </Form>
    </div>
  );
}

/** The scenario's name, category and description. */
function DescriptionFields({ scenario, t, set }: { scenario: dialogue.Scenario; t: Translate; set: Set<dialogue.Scenario> }) {
  return (
    <>
      <Form.Item label={t('scenarioWeb.settings.name')} htmlFor="scenario-settings-name">
        <Input id="scenario-settings-name" value={scenario.name} onChange={(event) => set({ name: event.target.value })} data-testid="settings-name" />
      </Form.Item>
      <Form.Item label={t('scenarioWeb.settings.category')} htmlFor="scenario-settings-category">
        <Input id="scenario-settings-category" value={scenario.category} onChange={(event) => set({ category: event.target.value })} />
      </Form.Item>
      <Form.Item label={t('scenarioWeb.settings.description')} htmlFor="scenario-settings-description">
        <Input.TextArea
          id="scenario-settings-description"
          autoSize
          value={scenario.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Form.Item>
    </>
  );
}

/** How a learner's answer is matched to an intent. */
function IntentJudgementFields({ scenario, t, set }: { scenario: dialogue.Scenario; t: Translate; set: Set<dialogue.Scenario> }) {
  return (
    <>
      <Form.Item label={t('scenarioWeb.settings.intentMode')} htmlFor="scenario-settings-intent-mode">
        <Select
          id="scenario-settings-intent-mode"
          value={scenario.intentMode}
          onChange={(intentMode: dialogue.IntentMode) => set({ intentMode })}
          options={[
            { value: 'keywords', label: t('scenarioWeb.settings.modeKeywords') },
            { value: 'similarity', label: t('scenarioWeb.settings.modeSimilarity') },
            { value: 'both', label: t('scenarioWeb.settings.modeBoth') },
          ]}
        />
      </Form.Item>
      <AlgorithmFields scenario={scenario} t={t} set={set} />
    </>
  );
}

/** The rule for a learner who stays silent. */
function SilenceFields({ silence, t, setSilence }: { silence: dialogue.SilenceRule; t: Translate; setSilence: Set<dialogue.SilenceRule> }) {
  return (
    <>
      <Divider plain>{t('scenarioWeb.settings.silence')}</Divider>
      <Switch aria-label={t('scenarioWeb.settings.silence')} checked={silence.enabled} onChange={(enabled) => setSilence({ enabled })} />
      {!silence.enabled && <Typography.Paragraph type="secondary">{t('settings.specialRules.followRule')}</Typography.Paragraph>}
      {silence.enabled && (
        <>
          <Form.Item label={t('scenarioWeb.settings.silenceTimeout')} htmlFor="scenario-settings-silence-timeout">
            <InputNumber
              id="scenario-settings-silence-timeout"
              min={1}
              value={silence.timeoutSeconds}
              onChange={(value) => setSilence({ timeoutSeconds: value ?? 0 })}
            />
          </Form.Item>
          <Form.Item label={t('scenarioWeb.settings.silenceReply')} htmlFor="scenario-settings-silence-reply">
            <Input id="scenario-settings-silence-reply" value={silence.replyText} onChange={(event) => setSilence({ replyText: event.target.value })} />
          </Form.Item>
        </>
      )}
    </>
  );
}

/** The rule for answers that match no intent. */
function NonStandardFields({
  nonStandard,
  t,
  setNonStandard,
}: {
  nonStandard: dialogue.NonStandardRule;
  t: Translate;
  setNonStandard: Set<dialogue.NonStandardRule>;
}) {
  return (
    <>
      <Divider plain>{t('scenarioWeb.settings.nonStandard')}</Divider>
      <Switch aria-label={t('scenarioWeb.settings.nonStandard')} checked={nonStandard.enabled} onChange={(enabled) => setNonStandard({ enabled })} />
      {!nonStandard.enabled && <Typography.Paragraph type="secondary">{t('settings.specialRules.followRule')}</Typography.Paragraph>}
      {nonStandard.enabled && (
        <>
          <Form.Item label={t('scenarioWeb.settings.maxAnswers')} htmlFor="scenario-settings-max-answers">
            <InputNumber
              id="scenario-settings-max-answers"
              min={1}
              value={nonStandard.maxAnswers}
              onChange={(value) => setNonStandard({ maxAnswers: value ?? 0 })}
            />
          </Form.Item>
          <Form.Item label={t('scenarioWeb.settings.alertText')} htmlFor="scenario-settings-alert-text">
            <Input id="scenario-settings-alert-text" value={nonStandard.alertText} onChange={(event) => setNonStandard({ alertText: event.target.value })} />
          </Form.Item>
        </>
      )}
    </>
  );
}
