import { TOTAL_SCORE } from '@peilian/shared';
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useT } from '../../app';
import { limitProps } from '../blocks/textLimit';
import type { IssueProps } from '../blocks/useDraftSave';
import { LEVEL_OPTIONS } from './labels';
import { QUESTION_TEXT_LIMITS, type QuestionDraft } from './questionForm';

interface Props {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  /** A field's check state and message (once the admin tried to save). */
  field: (name: 'score' | 'promotion') => IssueProps;
}

/** The question's level, score and explanation. */
export function QuestionScoreFields({ draft, onChange, field }: Props) {
  const t = useT();
  const promotion = limitProps(draft.promotion, QUESTION_TEXT_LIMITS.promotion, t, field('promotion'));
  return (
    <>
      <Space size="large">
        <Form.Item label={t('examAdmin.bank.level')} htmlFor="question-level">
          <Select
            style={{ width: 120 }}
            id="question-level"
            value={draft.level}
            onChange={(level) => onChange({ ...draft, level })}
            options={LEVEL_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
          />
        </Form.Item>
        <Form.Item label={t('examAdmin.bank.score')} htmlFor="question-score" {...field('score')}>
          <InputNumber
            min={0}
            max={TOTAL_SCORE}
            step={0.5}
            precision={1}
            value={draft.score}
            onChange={(score) => onChange({ ...draft, score: score ?? 0 })}
            id="question-score"
            data-testid="question-score"
          />
        </Form.Item>
      </Space>
      <Form.Item label={t('examAdmin.form.promotion')} htmlFor="question-promotion" {...promotion.item}>
        <Input.TextArea
          rows={2}
          count={promotion.count}
          value={draft.promotion}
          onChange={(event) => onChange({ ...draft, promotion: event.target.value })}
          id="question-promotion"
        />
      </Form.Item>
    </>
  );
}
