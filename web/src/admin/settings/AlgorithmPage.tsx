import type { dialogue } from '@peilian/shared';
import { Form, InputNumber, Switch } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

/**
 * 算法配置 (`arithmetic`, `GET/PUT api/admin/system/setting/tech/param`): the practice algorithm's
 * parameters every scenario follows unless it sets its own (docs/practice.md "Organisation rules and
 * the practice algorithm").
 */
export function AlgorithmPage() {
  const t = useT();
  const [form] = Form.useForm<dialogue.PracticeAlgorithm>();
  const current = useAdminQuery('practiceSettings', 'algorithm', {});
  const { saving, errors, saved, changed, submit: send } = useSettingSave('practiceSettings', 'setAlgorithm');

  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data.data);
  }, [current.data, form]);

  const submit = () => send(async () => ({ data: form.getFieldsValue(true) as dialogue.PracticeAlgorithm }));

  return (
    <div>
      <PageTitle testId="algorithm-title">{t('people.functions.arithmetic')}</PageTitle>
      <SettingCard title={t('people.functions.arithmetic')} help={t('settings.specialRules.algorithmHelp')} testId="setting-algorithm">
        <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-algorithm-errors" />
        <Form
          form={form}
          aria-label={t('people.functions.arithmetic')}
          layout="horizontal"
          labelCol={{ flex: '200px' }}
          labelAlign="left"
          disabled={current.data === undefined}
          onValuesChange={changed}
        >
          <Form.Item name="intentSimilarity" label={t('settings.specialRules.similarity')} htmlFor="algorithm-similarity">
            <InputNumber id="algorithm-similarity" data-testid="algorithm-similarity" />
          </Form.Item>
          <Form.Item
            name="crossNode"
            valuePropName="checked"
            label={t('settings.specialRules.crossNode')}
            extra={t('settings.specialRules.crossNodeHelp')}
            htmlFor="algorithm-cross-node"
          >
            <Switch id="algorithm-cross-node" data-testid="algorithm-cross-node" />
          </Form.Item>
          <Form.Item
            name="smartBreak"
            valuePropName="checked"
            label={t('settings.specialRules.smartBreak')}
            extra={t('settings.specialRules.smartBreakHelp')}
            htmlFor="algorithm-smart-break"
          >
            <Switch id="algorithm-smart-break" data-testid="algorithm-smart-break" />
          </Form.Item>
        </Form>
        <SaveRow saving={saving} disabled={current.data === undefined} saved={saved} onSave={() => void submit()} testId="algorithm-save" />
      </SettingCard>
    </div>
  );
}
