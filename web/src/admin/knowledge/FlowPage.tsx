import { KNOWLEDGE_LIMITS, type KnowledgeFlow } from '@peilian/shared';
import { Button, Card, Form, Input, InputNumber, message, Typography } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { PageTitle } from '../blocks/PageTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminMutation, useAdminQuery } from '../data/queries';

/**
 * `/admin/smart/flow` (docs/assistant.md "The answer flow"): how the assistant answers — passages per
 * answer, their least relevance, the keyword's weight beside the meaning, extra instructions, the
 * answer when nothing is found.
 */
export function FlowPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [form] = Form.useForm<KnowledgeFlow>();
  const current = useAdminQuery('knowledge', 'flow', {});
  const save = useAdminMutation('knowledge', 'setFlow');
  useErrorNotice(notice, current.error);
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data.flow);
  }, [current.data, form]);
  const submit = (values: KnowledgeFlow) =>
    void save.run({}, values).then(
      () => void notice.success(t('knowledgeAdmin.flow.saved')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  return (
    <Card>
      {holder}
      <PageTitle testId="knowledge-flow-title">{t('knowledgeAdmin.flowTitle')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('knowledgeAdmin.flow.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 640 }} data-testid="knowledge-flow-form">
        <Form.Item name="passages" label={t('knowledgeAdmin.flow.passages')} rules={[{ required: true, message: t('knowledgeAdmin.rules.passagesInvalid') }]}>
          <InputNumber min={1} max={KNOWLEDGE_LIMITS.passagesMax} precision={0} />
        </Form.Item>
        <Form.Item name="minScore" label={t('knowledgeAdmin.flow.minScore')} rules={[{ required: true, message: t('knowledgeAdmin.rules.scoreInvalid') }]}>
          <InputNumber min={0} max={1} step={0.05} />
        </Form.Item>
        <Form.Item
          name="keywordWeight"
          label={t('knowledgeAdmin.flow.keywordWeight')}
          rules={[{ required: true, message: t('knowledgeAdmin.rules.weightInvalid') }]}
        >
          <InputNumber min={0} max={1} step={0.05} />
        </Form.Item>
        <Form.Item name="instructions" label={t('knowledgeAdmin.flow.instructions')} extra={t('knowledgeAdmin.flow.instructionsHint')}>
          <Input.TextArea maxLength={KNOWLEDGE_LIMITS.instructionsMax} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="fallback" label={t('knowledgeAdmin.flow.fallback')} extra={t('knowledgeAdmin.flow.fallbackHint')}>
          <Input.TextArea maxLength={KNOWLEDGE_LIMITS.fallbackMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending} data-testid="knowledge-flow-save">
          {t('knowledgeAdmin.flow.save')}
        </Button>
      </Form>
    </Card>
  );
}
