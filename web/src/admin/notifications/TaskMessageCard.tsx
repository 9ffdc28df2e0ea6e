import { taskMessageSettingSchema, type TaskMessageSettingResponse } from '@peilian/shared';
import { Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../app';
import { SaveErrors } from '../blocks/useSaveAction';
import { useSettingSave } from '../settings';
import { SaveRow } from './SaveRow';
import { schemaRule } from './schemaRule';

type Setting = TaskMessageSettingResponse['setting'];

interface Fields {
  isTaskMsgPush2wx: boolean;
  url: string;
}

const fieldsOf = (setting: Setting): Fields => ({ isTaskMsgPush2wx: setting.isTaskMsgPush2wx === 1, url: setting.url });

/** Whether learners may receive task messages through WeChat (`isTaskMsgPush2wx`) and the official account's follow link. */
export function TaskMessageCard({ setting }: { setting: Setting }) {
  const t = useT();
  const [form] = Form.useForm<Fields>();
  const rule = schemaRule(taskMessageSettingSchema, form, t);
  const { saving, errors, saved, changed, submit } = useSettingSave('notify', 'setTaskMessages');
  useEffect(() => form.setFieldsValue(fieldsOf(setting)), [form, setting]);
  const save = () =>
    void submit(async () => {
      const values = await form.validateFields();
      return { isTaskMsgPush2wx: values.isTaskMsgPush2wx ? 1 : 0, url: values.url };
    });
  return (
    <Form
      form={form}
      name="notify-taskmsg"
      layout="vertical"
      aria-label={t('notifyAdmin.taskMessages.title')}
      initialValues={fieldsOf(setting)}
      onValuesChange={changed}
      style={{ maxWidth: 880 }}
    >
      <SaveErrors errors={errors} testId="notify-taskmsg-errors" />
      <Form.Item name="isTaskMsgPush2wx" label={t('notifyAdmin.taskMessages.push')} extra={t('notifyAdmin.taskMessages.pushHint')} valuePropName="checked">
        <Switch data-testid="notify-taskmsg-push" />
      </Form.Item>
      <Form.Item name="url" label={t('notifyAdmin.taskMessages.url')} rules={[rule('url')]}>
        <Input placeholder="https://" autoComplete="off" />
      </Form.Item>
      <SaveRow
        saving={saving}
        saved={saved}
        onSave={save}
        label={t('notifyAdmin.taskMessages.save')}
        done={t('notifyAdmin.taskMessages.saved')}
        testId="notify-taskmsg-save"
      />
    </Form>
  );
}
