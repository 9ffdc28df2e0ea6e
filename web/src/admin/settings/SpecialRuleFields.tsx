import { dialogue } from '@peilian/shared';
import { Divider, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useT } from '../../app';
import { EMOTION_OPTIONS } from '../practice';

/** The emotion a rule's line is spoken with. */
function EmotionField({ rule }: { rule: 'silence' | 'nonStandard' }) {
  const t = useT();
  return (
    <Form.Item name={[rule, 'emotion']} label={t('settings.specialRules.emotion')} htmlFor={`org-${rule}-emotion`}>
      <Select id={`org-${rule}-emotion`} style={{ width: 160 }} options={EMOTION_OPTIONS.map((option) => ({ value: option.value, label: t(option.key) }))} />
    </Form.Item>
  );
}

/** 学员沉默: the time, the consecutive triggers and the reply. */
export function SilenceRuleFields() {
  const t = useT();
  return (
    <>
      <Divider plain>{t('settings.specialRules.silence')}</Divider>
      <Form.Item name={['silence', 'enabled']} valuePropName="checked" label={t('settings.specialRules.silence')} htmlFor="org-silence-enabled">
        <Switch id="org-silence-enabled" data-testid="org-silence-enabled" />
      </Form.Item>
      <Form.Item name={['silence', 'timeoutSeconds']} label={t('settings.specialRules.silenceTimeout')} htmlFor="org-silence-timeout">
        <InputNumber id="org-silence-timeout" data-testid="org-silence-timeout" />
      </Form.Item>
      <Form.Item name={['silence', 'maxTriggers']} label={t('settings.specialRules.maxTriggers')} htmlFor="org-silence-triggers">
        <InputNumber id="org-silence-triggers" precision={0} />
      </Form.Item>
      <Form.Item name={['silence', 'replyText']} label={t('settings.specialRules.silenceReply')} htmlFor="org-silence-reply">
        <Input id="org-silence-reply" style={{ maxWidth: 560 }} data-testid="org-silence-reply" />
      </Form.Item>
      <EmotionField rule="silence" />
    </>
  );
}

/** 非标准回答: the limit, the first alert, the answer time, what happens at the limit and the alert. */
export function NonStandardRuleFields() {
  const t = useT();
  return (
    <>
      <Divider plain>{t('settings.specialRules.nonStandard')}</Divider>
      <Form.Item name={['nonStandard', 'enabled']} valuePropName="checked" label={t('settings.specialRules.nonStandard')} htmlFor="org-ns-enabled">
        <Switch id="org-ns-enabled" />
      </Form.Item>
      <Form.Item name={['nonStandard', 'maxAnswers']} label={t('settings.specialRules.maxAnswers')} htmlFor="org-ns-max">
        <InputNumber id="org-ns-max" precision={0} />
      </Form.Item>
      <Form.Item name={['nonStandard', 'firstAlertAt']} label={t('settings.specialRules.firstAlertAt')} htmlFor="org-ns-first">
        <InputNumber id="org-ns-first" precision={0} />
      </Form.Item>
      <Form.Item name={['nonStandard', 'answerTimeoutSeconds']} label={t('settings.specialRules.answerTimeout')} htmlFor="org-ns-timeout">
        <InputNumber id="org-ns-timeout" />
      </Form.Item>
      <Form.Item name={['nonStandard', 'onExceeded']} label={t('settings.specialRules.onExceeded')} htmlFor="org-ns-exceeded">
        <Select
          id="org-ns-exceeded"
          style={{ width: 160 }}
          options={dialogue.NON_STANDARD_ACTIONS.map((value) => ({ value, label: t(`settings.specialRules.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name={['nonStandard', 'alertText']} label={t('settings.specialRules.alertText')} htmlFor="org-ns-alert">
        <Input id="org-ns-alert" style={{ maxWidth: 560 }} />
      </Form.Item>
      <EmotionField rule="nonStandard" />
    </>
  );
}
