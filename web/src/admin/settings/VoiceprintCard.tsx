import { VOICEPRINT_THRESHOLD, type VoiceprintSetting } from '@peilian/shared';
import { Form, InputNumber, Switch } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../app';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

type Values = { login: boolean; practicecheck: boolean; threshold: number; autopass: boolean };
const SWITCHES = [
  ['login', 'settings.voiceprintLogin'],
  ['practicecheck', 'settings.voiceprintPractice'],
  ['autopass', 'settings.voiceprintAutoPass'],
] as const;

/** Voiceprint options (admin §3): the login tab, a check before practice, its pass mark, automatic approval. */
export function VoiceprintCard() {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const current = useAdminQuery('settings', 'voiceprint', {});
  const { saving, errors, saved, changed, submit: send } = useSettingSave('settings', 'setVoiceprint');

  useEffect(() => {
    const data = current.data;
    if (data)
      form.setFieldsValue({ login: data.login === 1, practicecheck: data.practicecheck === 1, threshold: data.threshold, autopass: data.autopass === 1 });
  }, [current.data, form]);

  const submit = () =>
    send(async (): Promise<VoiceprintSetting> => {
      const values = await form.validateFields();
      return { login: values.login ? 1 : 0, practicecheck: values.practicecheck ? 1 : 0, threshold: values.threshold, autopass: values.autopass ? 1 : 0 };
    });

  return (
    <SettingCard title={t('settings.voiceprint')} help={t('settings.voiceprintHelp')} testId="setting-voiceprint">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-voiceprint-errors" />
      <Form form={form} aria-label={t('settings.voiceprint')} layout="horizontal" labelCol={{ flex: '200px' }} onValuesChange={changed}>
        {SWITCHES.map(([name, label]) => (
          <Form.Item key={name} name={name} label={t(label)} htmlFor={`voiceprint-${name}`} valuePropName="checked">
            <Switch id={`voiceprint-${name}`} data-testid={`setting-voiceprint-${name}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="threshold"
          label={t('settings.voiceprintThreshold')}
          htmlFor="voiceprint-threshold"
          rules={[{ required: true, type: 'integer', min: VOICEPRINT_THRESHOLD.min, max: VOICEPRINT_THRESHOLD.max, message: t('settings.thresholdRange') }]}
        >
          <InputNumber id="voiceprint-threshold" precision={0} addonAfter="%" />
        </Form.Item>
      </Form>
      <SaveRow saving={saving} disabled={current.data === undefined} saved={saved} onSave={() => void submit()} testId="setting-voiceprint-save" />
    </SettingCard>
  );
}
