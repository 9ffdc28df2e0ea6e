import { REVIEW_MODES } from '@peilian/shared';
import { Col, Form, InputNumber, Radio, Row, Switch, type FormRule } from 'antd';
import { useT } from '../../../app';
import type { ChildFields } from './childFields';
import { REVIEW_MODE_OPTIONS } from './examChild';
import { PaperField } from './PaperField';

const REVIEW_LABELS = {
  [REVIEW_MODES.scoreOnly]: 'examWeb.child.reviewScoreOnly',
  [REVIEW_MODES.marks]: 'examWeb.child.reviewMarks',
  [REVIEW_MODES.answers]: 'examWeb.child.reviewAnswers',
} as const;

/** An exam child task's paper, retake rules and review mode (docs/exam.md), each checked by `rule`. */
export function ExamChildFields({ rule }: { rule: (field: keyof ChildFields) => FormRule[] }) {
  const t = useT();
  return (
    <>
      <Form.Item name="paper" label={t('examWeb.child.paper')} required rules={rule('paper')}>
        <PaperField />
      </Form.Item>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item name="retry" htmlFor="child-retry" label={t('examWeb.child.retry')} required rules={rule('retry')} extra={t('examWeb.child.retryExtra')}>
            <InputNumber id="child-retry" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="noRetakeAfterPass" htmlFor="child-no-retake" label={t('examWeb.child.noRetakeAfterPass')} valuePropName="checked">
            <Switch id="child-no-retake" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="review" label={t('examWeb.child.review')} rules={rule('review')}>
        <Radio.Group id="child-review" options={REVIEW_MODE_OPTIONS.map((mode) => ({ value: mode, label: t(REVIEW_LABELS[mode]) }))} />
      </Form.Item>
    </>
  );
}
