import type { OrganisationSpecialRulesView } from '@peilian/shared';
import { Button, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { SaveErrors, useSaveAction } from '../blocks/useSaveAction';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { SettingCard } from './SettingCard';
import { NonStandardRuleFields, SilenceRuleFields } from './SpecialRuleFields';

/**
 * The organisation's special rules for live practice (admin §3 "Admin settings"): what a scenario
 * that switches a rule off follows (docs/practice.md "Organisation rules and the practice
 * algorithm"). The server checks the limits and answers each refusal in the caller's language.
 */
export function SpecialRulesCard() {
  const t = useT();
  const [form] = Form.useForm<OrganisationSpecialRulesView>();
  const current = useAdminQuery('practiceSettings', 'specialRules', {});
  const setRules = useAdminMutation('practiceSettings', 'setSpecialRules');
  const { saving, errors, save } = useSaveAction();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (current.data) form.setFieldsValue({ silence: current.data.silence, nonStandard: current.data.nonStandard });
  }, [current.data, form]);

  const submit = () =>
    save(
      async () => form.getFieldsValue(true) as OrganisationSpecialRulesView,
      async (values) => {
        await setRules.run({}, values);
        setSaved(true);
      },
    );

  return (
    <SettingCard title={t('scenarioWeb.organisation.rulesTitle')} help={t('scenarioWeb.organisation.rulesHelp')} testId="setting-specialrules">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-specialrules-errors" />
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '200px' }}
        labelAlign="left"
        disabled={current.data === undefined}
        onFinish={submit}
        onValuesChange={() => setSaved(false)}
      >
        <SilenceRuleFields />
        <NonStandardRuleFields />
        <Button type="primary" htmlType="submit" loading={saving} data-testid="setting-specialrules-save">
          {t('scenarioWeb.organisation.save')}
        </Button>
        {saved && <Typography.Text type="success"> · {t('scenarioWeb.organisation.saved')}</Typography.Text>}
      </Form>
    </SettingCard>
  );
}
