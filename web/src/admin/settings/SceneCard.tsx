import { Form, Switch } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../app';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

type Values = { pause: boolean; reference: boolean };
const SWITCHES = [
  ['pause', 'settings.scenePause'],
  ['reference', 'settings.sceneReference'],
] as const;

/** Scene-practice options (admin §3): whether learners may pause a practice and see the reference scripts. */
export function SceneCard() {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const current = useAdminQuery('settings', 'scene', {});
  const { saving, errors, saved, changed, submit: send } = useSettingSave('settings', 'setScene');

  useEffect(() => {
    if (current.data) form.setFieldsValue({ pause: current.data.pause === 1, reference: current.data.reference === 1 });
  }, [current.data, form]);

  const submit = () =>
    send(async () => {
      const values = await form.validateFields();
      return { pause: values.pause ? 1 : 0, reference: values.reference ? 1 : 0 } as const;
    });

  return (
    <SettingCard title={t('settings.scene')} help={t('settings.sceneHelp')} testId="setting-scene">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-scene-errors" />
      <Form form={form} aria-label={t('settings.scene')} layout="horizontal" labelCol={{ flex: '200px' }} onValuesChange={changed}>
        {SWITCHES.map(([name, label]) => (
          <Form.Item key={name} name={name} label={t(label)} htmlFor={`scene-${name}`} valuePropName="checked">
            <Switch id={`scene-${name}`} data-testid={`setting-scene-${name}`} />
          </Form.Item>
        ))}
      </Form>
      <SaveRow saving={saving} disabled={current.data === undefined} saved={saved} onSave={() => void submit()} testId="setting-scene-save" />
    </SettingCard>
  );
}
