import { dialogue } from '@peilian/shared';
import { Divider, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useT } from '../../app';
import { EMOTION_OPTIONS } from '../practice';

/** The emotion a rule's line is spoken with. */
function EmotionField({ rule }: { rule: 'silence' | 'nonStandard' }) {
  const t = useT();
  return (
    <Form.Item name={[rule, 'emotion']} label={t('scenarioWeb.organisation.emotion')} htmlFor={`org-${rule}-emotion`}>
      <Select id={`org-${rule}-emotion`} style={{ width: 160 }} options={EMOTION_OPTIONS.map((option) => ({ value: option.value, label: t(option.key) }))} />
    </Form.Item>
  );
}

/** 学员沉默: the time, the consecutive triggers and the reply. */
export function SilenceRuleFields() {
  const t = useT();
  return (
    <>
      <Divider plain>{t('scenarioWeb.organisation.silence')}</Divider>
      <Form.Item name={['silence', 'enabled']} valuePropName="checked" label={t('scenarioWeb.organisation.silence')} htmlFor="org-silence-enabled">
        <Switch id="org-silence-enabled" data-testid="org-silence-enabled" />
      </Form.Item>
      <Form.Item name={['silence', 'timeoutSeconds']} label={t('scenarioWeb.organisation.silenceTimeout')} htmlFor="org-silence-timeout">
        <InputNumber id="org-silence-timeout" data-testid="org-silence-timeout" />
      </Form.Item>
      <Form.Item name={['silence', 'maxTriggers']} label={t('scenarioWeb.organisation.maxTriggers')} htmlFor="org-silence-triggers">
        <InputNumber id="org-silence-triggers" precision={0} />
      </Form.Item>
      <Form.Item name={['silence', 'replyText']} label={t('scenarioWeb.organisation.silenceReply')} htmlFor="org-silence-reply">
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
      <Divider plain>{t('scenarioWeb.organisation.nonStandard')}</Divider>
      <Form.Item name={['nonStandard', 'enabled']} valuePropName="checked" label={t('scenarioWeb.organisation.nonStandard')} htmlFor="org-ns-enabled">
        <Switch id="org-ns-enabled" />
      </Form.Item>
      <Form.Item name={['nonStandard', 'maxAnswers']} label={t('scenarioWeb.organisation.maxAnswers')} htmlFor="org-ns-max">
        <InputNumber id="org-ns-max" precision={0} />
      </Form.Item>
      <Form.Item name={['nonStandard', 'firstAlertAt']} label={t('scenarioWeb.organisation.firstAlertAt')} htmlFor="org-ns-first">
        <InputNumber id="org-ns-first" precision={0} />
      </Form.Item>
      <Form.Item name={['nonStandard', 'answerTimeoutSeconds']} label={t('scenarioWeb.organisation.answerTimeout')} htmlFor="org-ns-timeout">
        <InputNumber id="org-ns-timeout" />
      </Form.Item>
      <Form.Item name={['nonStandard', 'onExceeded']} label={t('scenarioWeb.organisation.onExceeded')} htmlFor="org-ns-exceeded">
        <Select
          id="org-ns-exceeded"
          style={{ width: 160 }}
          options={dialogue.NON_STANDARD_ACTIONS.map((value) => ({ value, label: t(`scenarioWeb.organisation.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name={['nonStandard', 'alertText']} label={t('scenarioWeb.organisation.alertText')} htmlFor="org-ns-alert">
        <Input id="org-ns-alert" style={{ maxWidth: 560 }} />
      </Form.Item>
      <EmotionField rule="nonStandard" />
    </>
  );
}
