import { QUESTION_TEXT_MAX, QUESTION_TYPE_NAMES, QUESTION_TYPES, type QuestionIssue, type QuestionType } from '@peilian/shared';
import { Form, Input, message, Modal, Radio } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { useAdminMutation } from '../data/queries';
import { QuestionOptionsField } from './QuestionOptionsField';
import { QuestionScoreFields } from './QuestionScoreFields';
import { cleanedDraft, draftIssues, issuesFor, withType, type QuestionDraft } from './questionForm';

interface Props {
  /** The question being written, null when closed. */
  initial: QuestionDraft | null;
  onClose: () => void;
}

/** Saves a new question or an edited one; resolves once the lists on screen show it. */
function useSaveQuestion() {
  const create = useAdminMutation('questions', 'create');
  const update = useAdminMutation('questions', 'update');
  return (question: QuestionDraft) => (question.id ? update.run({ id: question.id }, question) : create.run({}, question));
}

/** Create or edit a bank question of any of the four types; shared's rules shown inline once the admin tried to save. */
export function QuestionDialog({ initial, onClose }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const saveQuestion = useSaveQuestion();
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
  const field = (found: QuestionIssue[]) => ({ validateStatus: status(found), help: shown(found) });

  const save = async () => {
    setTried(true);
    if (issues.length > 0) return;
    setSaving(true);
    try {
      await saveQuestion(cleanedDraft(draft));
      void notice.success(t('examAdmin.bank.saved'));
      onClose();
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

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
        <Form.Item label={t('examAdmin.bank.text')} htmlFor="question-text" {...field(issuesFor(issues, 'text'))}>
          <Input.TextArea
            rows={3}
            showCount
            maxLength={QUESTION_TEXT_MAX}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            id="question-text"
            data-testid="question-text"
          />
        </Form.Item>
        {draft.type !== QUESTION_TYPES.fill ? (
          <Form.Item label={t('examAdmin.form.options')} {...field(choiceIssues)}>
            <QuestionOptionsField draft={draft} onChange={setDraft} issues={issues} status={status} />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('examAdmin.form.answer')}
            htmlFor="question-answer"
            extra={t('examAdmin.form.answerHint')}
            {...field(issuesFor(issues, 'answer'))}
          >
            <Input
              value={draft.answer}
              onChange={(event) => setDraft({ ...draft, answer: event.target.value })}
              id="question-answer"
              data-testid="question-answer"
            />
          </Form.Item>
        )}
        <QuestionScoreFields draft={draft} onChange={setDraft} field={(name) => field(issuesFor(issues, name))} />
      </Form>
    </Modal>
  );
}
