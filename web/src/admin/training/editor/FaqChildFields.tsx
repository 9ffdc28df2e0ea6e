import { FAQ_DRAW_MAX } from '@peilian/shared';
import { Col, Form, InputNumber, Radio, Row, type FormRule } from 'antd';
import { useT } from '../../../app';
import type { ChildFields } from './childFields';
import { FaqCatalogField } from './FaqCatalogField';
import { FaqQuestionsField } from './FaqQuestionsField';

/**
 * A quick Q&A child task (docs/faq.md): the catalogues of the bank or the chosen questions it draws
 * from, how many each learner gets, its pass score and the answer and thinking times, each checked
 * by `rule` (the shared child-content rules).
 */
export function FaqChildFields({ rule }: { rule: (field: keyof ChildFields) => FormRule[] }) {
  const t = useT();
  const form = Form.useFormInstance<ChildFields>();
  const source = Form.useWatch('faqSource', form) ?? 'catalog';
  return (
    <>
      <Form.Item name="faqSource" label={t('trainingAdmin.faqChild.source')} rules={rule('faqSource')}>
        <Radio.Group
          data-testid="child-faq-source"
          options={[
            { value: 'catalog', label: t('trainingAdmin.faqChild.sourceCatalog') },
            { value: 'list', label: t('trainingAdmin.faqChild.sourceList') },
          ]}
        />
      </Form.Item>
      {source === 'catalog' ? (
        <Form.Item name="faqCatalogs" htmlFor="child-faq-catalogs" label={t('trainingAdmin.faqChild.catalogs')} required rules={rule('faqCatalogs')}>
          <FaqCatalogField />
        </Form.Item>
      ) : (
        <Form.Item name="faqQuestions" label={t('trainingAdmin.faqChild.questions')} required rules={rule('faqQuestions')}>
          <FaqQuestionsField />
        </Form.Item>
      )}
      <FaqDrawFields rule={rule} />
    </>
  );
}

/** How the drill is drawn and timed: question count, pass score, answer and thinking seconds. */
function FaqDrawFields({ rule }: { rule: (field: keyof ChildFields) => FormRule[] }) {
  const t = useT();
  return (
    <Row gutter={24}>
      <Col span={6}>
        <Form.Item
          name="faqCount"
          htmlFor="child-faq-count"
          label={t('trainingAdmin.faqChild.count')}
          required
          rules={rule('faqCount')}
          extra={t('trainingAdmin.faqChild.countExtra', { max: FAQ_DRAW_MAX })}
        >
          <InputNumber id="child-faq-count" style={{ width: '100%' }} data-testid="child-faq-count" />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="faqPassScore" htmlFor="child-faq-passscore" label={t('trainingAdmin.faqChild.passScore')} required rules={rule('faqPassScore')}>
          <InputNumber id="child-faq-passscore" style={{ width: '100%' }} data-testid="child-faq-passscore" />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item
          name="faqAnswerSeconds"
          htmlFor="child-faq-answer"
          label={t('trainingAdmin.faqChild.answerSeconds')}
          required
          rules={rule('faqAnswerSeconds')}
        >
          <InputNumber id="child-faq-answer" style={{ width: '100%' }} data-testid="child-faq-answer" />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item
          name="faqThinkingSeconds"
          htmlFor="child-faq-thinking"
          label={t('trainingAdmin.faqChild.thinkingSeconds')}
          required
          rules={rule('faqThinkingSeconds')}
          extra={t('trainingAdmin.faqChild.thinkingExtra')}
        >
          <InputNumber id="child-faq-thinking" style={{ width: '100%' }} data-testid="child-faq-thinking" />
        </Form.Item>
      </Col>
    </Row>
  );
}
