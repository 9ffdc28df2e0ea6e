import { dubbingTaskBodySchema, DUBBING_SCOPES, type AdminDubbingTask, type AdminVoiceTemplate, type DubbingScope } from '@peilian/shared';
import { Alert, Form, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useEnabledScenarios } from '../blocks/scenarioOptions';
import { useAdminMutation } from '../data/queries';

interface Values {
  scope: DubbingScope;
  sceneid?: string;
}

interface Props {
  template: AdminVoiceTemplate;
  onCreated: (task: AdminDubbingTask) => void;
  onClose: () => void;
}

/** A new dubbing task of the digital human: one scenario (chosen among the enabled ones), the speech library, or everything. */
export function DubbingTaskDialog({ template, onCreated, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form) ?? 'scenario';
  const [search, setSearch] = useState('');
  const scenes = useEnabledScenarios(search);
  const create = useAdminMutation('dubbing', 'create');
  const submit = async (values: Values) => {
    const body = dubbingTaskBodySchema.parse({ templateid: template.id, scope: values.scope, sceneid: values.sceneid ?? '' });
    onCreated((await create.run({}, body)).task);
  };
  return (
    <FormDialog<Values>
      title={t('dubbing.addTitle', { name: template.name })}
      form={form}
      initialValues={{ scope: 'scenario' }}
      onSubmit={submit}
      onClose={onClose}
      okText={t('dubbing.add')}
      validateTrigger="onChange"
      testIds={{ save: 'dubbing-create', errors: 'dubbing-create-errors', form: 'dubbing-form' }}
    >
      <Form.Item name="scope" label={t('dubbing.scope')}>
        <Radio.Group data-testid="dubbing-scope">
          <Space orientation="vertical">
            {DUBBING_SCOPES.map((value) => (
              <Radio key={value} value={value} data-testid={`dubbing-scope-${value}`}>
                {t(`dubbing.scopes.${value}`)}
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {t(`dubbing.scopeHints.${value}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {scope === 'scenario' && (
        <Form.Item
          name="sceneid"
          htmlFor="dubbing-scene"
          label={t('dubbing.scene')}
          required
          rules={[{ required: true, message: t('practiceAdmin.rules.dubbingSceneRequired') }]}
          extra={scenes.failed ? <Typography.Text type="danger">{t('dubbing.scenesFailed')}</Typography.Text> : undefined}
        >
          <Select
            id="dubbing-scene"
            data-testid="dubbing-scene"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={scenes.loading}
            placeholder={t('dubbing.chooseScene')}
            options={scenes.options}
          />
        </Form.Item>
      )}
      <Alert type="info" showIcon title={t('dubbing.wait')} />
    </FormDialog>
  );
}
