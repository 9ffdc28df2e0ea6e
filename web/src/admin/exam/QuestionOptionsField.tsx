import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BANK_QUESTION_OPTIONS_MAX, OPTION_LETTERS, QUESTION_TYPES, type QuestionIssue } from '@peilian/shared';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { useT } from '../../app';
import { isOverLimit, limitCount } from '../blocks/textLimit';
import { issuesFor, QUESTION_TEXT_LIMITS, withAddedOption, withCorrect, withOptionText, withoutOption, type QuestionDraft } from './questionForm';

interface Props {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  issues: QuestionIssue[];
  /** The error state of some issues (none until the admin tried to save). */
  status: (found: QuestionIssue[]) => 'error' | undefined;
}

/** A choice question's options: each text and its correct tick; added (up to 10) and removed except for judge. */
export function QuestionOptionsField({ draft, onChange, issues, status }: Props) {
  const t = useT();
  const judge = draft.type === QUESTION_TYPES.judge;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {draft.choices.map((option, index) => (
        <Space key={option.id} style={{ width: '100%' }} align="start">
          <span style={{ width: 20, display: 'inline-block' }}>{OPTION_LETTERS[index]}</span>
          <Form.Item noStyle>
            <Input
              style={{ width: 440 }}
              count={limitCount(QUESTION_TEXT_LIMITS.option)}
              status={isOverLimit(option.content, QUESTION_TEXT_LIMITS.option) ? 'error' : status(issuesFor(issues, 'choices', index))}
              placeholder={t('examAdmin.form.option', { letter: OPTION_LETTERS[index] ?? '' })}
              aria-label={t('examAdmin.form.option', { letter: OPTION_LETTERS[index] ?? '' })}
              value={option.content}
              onChange={(event) => onChange(withOptionText(draft, index, event.target.value))}
              data-testid={`question-option-${index}`}
            />
          </Form.Item>
          <Checkbox
            checked={option.iscorrect === 1}
            onChange={(event) => onChange(withCorrect(draft, index, event.target.checked))}
            data-testid={`question-correct-${index}`}
          >
            {t('examAdmin.form.correct')}
          </Checkbox>
          {!judge && (
            <Button type="text" icon={<DeleteOutlined />} aria-label={t('examAdmin.form.removeOption')} onClick={() => onChange(withoutOption(draft, index))} />
          )}
        </Space>
      ))}
      {!judge && (
        <Button icon={<PlusOutlined />} disabled={draft.choices.length >= BANK_QUESTION_OPTIONS_MAX} onClick={() => onChange(withAddedOption(draft))}>
          {t('examAdmin.form.addOption')}
        </Button>
      )}
    </Space>
  );
}
