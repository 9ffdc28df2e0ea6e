import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BANK_QUESTION_OPTIONS_MAX,
  OPTION_LETTERS,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TIP_MAX,
  QUESTION_TYPE_NAMES,
  QUESTION_TYPES,
  TOTAL_SCORE,
  type QuestionIssue,
  type QuestionType,
} from '@peilian/shared';
import { Button, Checkbox, Form, Input, InputNumber, message, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { saveQuestion } from './examApi';
import { LEVEL_OPTIONS } from './labels';
import {
  draftIssues,
  issuesFor,
  withAddedOption,
  withCorrect,
  withOptionText,
  withoutOption,
  withType,
  cleanedDraft,
  type QuestionDraft,
} from './questionForm';

interface Props {
  /** The question being written, null when closed. */
  initial: QuestionDraft | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Create or edit a bank question of any of the four types; shared's rules shown inline once the admin tried to save. */
export function QuestionDialog({ initial, onSaved, onClose }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [draft, setDraft] = useState<QuestionDraft | null>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setDraft(initial);
    setTried(false);
  }, [initial]);
  const issues = useMemo(() => (draft ? draftIssues(draft) : []), [draft]);
  if (!draft) return null;

  const judge = [t('exam.judge.true'), t('exam.judge.false')] as const;
  const shown = (found: QuestionIssue[]) => (tried && found.length > 0 ? [...new Set(found.map((one) => t(one.key, one.params)))].join('；') : undefined);
  const status = (found: QuestionIssue[]) => (tried && found.length > 0 ? ('error' as const) : undefined);

  const save = async () => {
    setTried(true);
    if (issues.length > 0) return;
    setSaving(true);
    try {
      await saveQuestion(cleanedDraft(draft));
      void notice.success(t('examAdmin.bank.saved'));
      onSaved();
      onClose();
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  const choice = draft.type !== QUESTION_TYPES.fill;
  const choiceIssues = issues.filter((found) => found.field === 'choices' || found.field === 'answer');
  return (
    <Modal
      open
      width={720}
      title={t(draft.id ? 'examAdmin.form.editTitle' : 'examAdmin.form.addTitle')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'question-save' }}
      destroyOnHidden
    >
      {holder}
      <Form layout="vertical">
        <Form.Item label={t('examAdmin.bank.type')}>
          <Radio.Group
            value={draft.type}
            disabled={Boolean(draft.id)}
            onChange={(event) => setDraft(withType(draft, event.target.value as QuestionType, judge))}
            options={QUESTION_TYPE_NAMES.map((name, type) => ({
              value: type,
              label: <span data-testid={`question-type-${name}`}>{t(`exam.type.${name}`)}</span>,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('examAdmin.bank.text')} validateStatus={status(issuesFor(issues, 'text'))} help={shown(issuesFor(issues, 'text'))}>
          <Input.TextArea
            rows={3}
            showCount
            maxLength={QUESTION_TEXT_MAX}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            data-testid="question-text"
          />
        </Form.Item>
        {choice ? (
          <Form.Item label={t('examAdmin.form.options')} validateStatus={status(choiceIssues)} help={shown(choiceIssues)}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {draft.choices.map((option, index) => (
                <Space key={option.id} style={{ width: '100%' }} align="start">
                  <span style={{ width: 20, display: 'inline-block' }}>{OPTION_LETTERS[index]}</span>
                  <Form.Item noStyle>
                    <Input
                      style={{ width: 440 }}
                      maxLength={OPTION_TEXT_MAX}
                      status={status(issuesFor(issues, 'choices', index))}
                      placeholder={t('examAdmin.form.option', { letter: OPTION_LETTERS[index] ?? '' })}
                      value={option.content}
                      onChange={(event) => setDraft(withOptionText(draft, index, event.target.value))}
                      data-testid={`question-option-${index}`}
                    />
                  </Form.Item>
                  <Checkbox
                    checked={option.iscorrect === 1}
                    onChange={(event) => setDraft(withCorrect(draft, index, event.target.checked))}
                    data-testid={`question-correct-${index}`}
                  >
                    {t('examAdmin.form.correct')}
                  </Checkbox>
                  {draft.type !== QUESTION_TYPES.judge && (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('examAdmin.form.removeOption')}
                      onClick={() => setDraft(withoutOption(draft, index))}
                    />
                  )}
                </Space>
              ))}
              {draft.type !== QUESTION_TYPES.judge && (
                <Button icon={<PlusOutlined />} disabled={draft.choices.length >= BANK_QUESTION_OPTIONS_MAX} onClick={() => setDraft(withAddedOption(draft))}>
                  {t('examAdmin.form.addOption')}
                </Button>
              )}
            </Space>
          </Form.Item>
        ) : (
          <Form.Item
            label={t('examAdmin.form.answer')}
            extra={t('examAdmin.form.answerHint')}
            validateStatus={status(issuesFor(issues, 'answer'))}
            help={shown(issuesFor(issues, 'answer'))}
          >
            <Input value={draft.answer} onChange={(event) => setDraft({ ...draft, answer: event.target.value })} data-testid="question-answer" />
          </Form.Item>
        )}
        <Space size="large">
          <Form.Item label={t('examAdmin.bank.level')}>
            <Select
              style={{ width: 120 }}
              value={draft.level}
              onChange={(level) => setDraft({ ...draft, level })}
              options={LEVEL_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
            />
          </Form.Item>
          <Form.Item label={t('examAdmin.bank.score')} validateStatus={status(issuesFor(issues, 'score'))} help={shown(issuesFor(issues, 'score'))}>
            <InputNumber
              min={0}
              max={TOTAL_SCORE}
              step={0.5}
              precision={1}
              value={draft.score}
              onChange={(score) => setDraft({ ...draft, score: score ?? 0 })}
              data-testid="question-score"
            />
          </Form.Item>
        </Space>
        <Form.Item label={t('examAdmin.form.promotion')} validateStatus={status(issuesFor(issues, 'promotion'))} help={shown(issuesFor(issues, 'promotion'))}>
          <Input.TextArea
            rows={2}
            showCount
            maxLength={QUESTION_TIP_MAX}
            value={draft.promotion}
            onChange={(event) => setDraft({ ...draft, promotion: event.target.value })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
