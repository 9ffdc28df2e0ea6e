import type { dialogue } from '@peilian/shared';
import { Button, Form, InputNumber, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { PageTitle } from '../blocks/PageTitle';
import { SaveErrors, useSaveAction } from '../blocks/useSaveAction';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { SettingCard } from './SettingCard';

/**
 * 算法配置 (`arithmetic`, `GET/PUT api/admin/system/setting/tech/param`): the practice algorithm's
 * parameters every scenario follows unless it sets its own (docs/practice.md "Organisation rules and
 * the practice algorithm").
 */
export function AlgorithmPage() {
  const t = useT();
  const [form] = Form.useForm<dialogue.PracticeAlgorithm>();
  const current = useAdminQuery('practiceSettings', 'algorithm', {});
  const setAlgorithm = useAdminMutation('practiceSettings', 'setAlgorithm');
  const { saving, errors, save } = useSaveAction();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data.data);
  }, [current.data, form]);

  const submit = () =>
    save(
      async () => form.getFieldsValue(true) as dialogue.PracticeAlgorithm,
      async (data) => {
        await setAlgorithm.run({}, { data });
        setSaved(true);
      },
    );

  return (
    <div>
      <PageTitle testId="algorithm-title">{t('people.functions.arithmetic')}</PageTitle>
      <SettingCard title={t('people.functions.arithmetic')} help={t('scenarioWeb.organisation.algorithmHelp')} testId="setting-algorithm">
        <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-algorithm-errors" />
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '200px' }}
          labelAlign="left"
          disabled={current.data === undefined}
          onFinish={submit}
          onValuesChange={() => setSaved(false)}
        >
          <Form.Item name="intentSimilarity" label={t('scenarioWeb.organisation.similarity')} htmlFor="algorithm-similarity">
            <InputNumber id="algorithm-similarity" data-testid="algorithm-similarity" />
          </Form.Item>
          <Form.Item
            name="crossNode"
            valuePropName="checked"
            label={t('scenarioWeb.organisation.crossNode')}
            extra={t('scenarioWeb.organisation.crossNodeHelp')}
            htmlFor="algorithm-cross-node"
          >
            <Switch id="algorithm-cross-node" data-testid="algorithm-cross-node" />
          </Form.Item>
          <Form.Item
            name="smartBreak"
            valuePropName="checked"
            label={t('scenarioWeb.organisation.smartBreak')}
            extra={t('scenarioWeb.organisation.smartBreakHelp')}
            htmlFor="algorithm-smart-break"
          >
            <Switch id="algorithm-smart-break" data-testid="algorithm-smart-break" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="algorithm-save">
            {t('scenarioWeb.organisation.save')}
          </Button>
          {saved && <Typography.Text type="success"> · {t('scenarioWeb.organisation.saved')}</Typography.Text>}
        </Form>
      </SettingCard>
    </div>
  );
}
