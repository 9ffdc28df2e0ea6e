import type { OrganisationSpecialRulesView } from '@peilian/shared';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../app';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { NonStandardRuleFields, SilenceRuleFields } from './SpecialRuleFields';
import { useSettingSave } from './useSettingSave';

/**
 * The organisation's special rules for live practice (admin §3 "Admin settings"): what a scenario
 * that switches a rule off follows (docs/practice.md "Organisation rules and the practice
 * algorithm"). The server checks the limits and answers each refusal in the caller's language.
 */
export function SpecialRulesCard() {
  const t = useT();
  const [form] = Form.useForm<OrganisationSpecialRulesView>();
  const current = useAdminQuery('practiceSettings', 'specialRules', {});
  const { saving, errors, saved, changed, submit: send } = useSettingSave('practiceSettings', 'setSpecialRules');

  useEffect(() => {
    if (current.data) form.setFieldsValue({ silence: current.data.silence, nonStandard: current.data.nonStandard });
  }, [current.data, form]);

  const submit = () => send(async () => form.getFieldsValue(true) as OrganisationSpecialRulesView);

  return (
    <SettingCard title={t('settings.specialRules.rulesTitle')} help={t('settings.specialRules.rulesHelp')} testId="setting-specialrules">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-specialrules-errors" />
      <Form
        form={form}
        aria-label={t('settings.specialRules.rulesTitle')}
        layout="horizontal"
        labelCol={{ flex: '200px' }}
        labelAlign="left"
        disabled={current.data === undefined}
        onValuesChange={changed}
      >
        <SilenceRuleFields />
        <NonStandardRuleFields />
      </Form>
      <SaveRow saving={saving} disabled={current.data === undefined} saved={saved} onSave={() => void submit()} testId="setting-specialrules-save" />
    </SettingCard>
  );
}
