import { QUESTION_TYPE_NAMES, QUESTION_TYPES, type QuestionIssue, type QuestionType } from '@peilian/shared';
import { Form, Input, Radio } from 'antd';
import { DraftDialog } from '../blocks/DraftDialog';
import { isOverLimit, limitProps } from '../blocks/textLimit';
import { useDraftSave, type IssueProps } from '../blocks/useDraftSave';
import { useT } from '../../app';
import { useAdminMutation } from '../data/queries';
import { QuestionOptionsField } from './QuestionOptionsField';
import { QuestionScoreFields } from './QuestionScoreFields';
import { cleanedDraft, draftIssues, issuesFor, QUESTION_TEXT_LIMITS, withType, type QuestionDraft } from './questionForm';

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
  const saveQuestion = useSaveQuestion();
  const { t, holder, draft, setDraft, issues, saving, save, shown } = useDraftSave({
    initial,
    issuesOf: draftIssues,
    send: (draft) => saveQuestion(cleanedDraft(draft)),
    savedKey: 'examAdmin.bank.saved',
    onClose,
  });
  if (!draft) return null;

  const text = limitProps(draft.text, QUESTION_TEXT_LIMITS.text, t, shown(issuesFor(issues, 'text')));
  return (
    <DraftDialog
      width={720}
      title={t(draft.id ? 'examAdmin.form.editTitle' : 'examAdmin.form.addTitle')}
      saving={saving}
      saveTestId="question-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <TypeField draft={draft} onChange={setDraft} />
        <Form.Item label={t('examAdmin.bank.text')} htmlFor="question-text" {...text.item}>
          <Input.TextArea
            rows={3}
            count={text.count}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            id="question-text"
            data-testid="question-text"
          />
        </Form.Item>
        <AnswerFields draft={draft} onChange={setDraft} issues={issues} shown={shown} />
        <QuestionScoreFields draft={draft} onChange={setDraft} field={(name) => shown(issuesFor(issues, name))} />
      </Form>
    </DraftDialog>
  );
}

interface FieldProps {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
}

/** The question's type, fixed once the question is stored; changing it reshapes the options. */
function TypeField({ draft, onChange }: FieldProps) {
  const t = useT();
  const judge = [t('exam.judge.true'), t('exam.judge.false')] as const;
  return (
    <Form.Item label={t('examAdmin.bank.type')}>
      <Radio.Group
        value={draft.type}
        disabled={Boolean(draft.id)}
        onChange={(event) => onChange(withType(draft, event.target.value as QuestionType, judge))}
        options={QUESTION_TYPE_NAMES.map((name, type) => ({
          value: type,
          label: <span data-testid={`question-type-${name}`}>{t(`exam.type.${name}`)}</span>,
        }))}
      />
    </Form.Item>
  );
}

type Shown = (found: readonly QuestionIssue[]) => IssueProps;

/** The options with the correct ones (choice and judgement questions), or the fill-in answer. */
function AnswerFields({ draft, onChange, issues, shown }: FieldProps & { issues: QuestionIssue[]; shown: Shown }) {
  const t = useT();
  const choiceIssues = issues.filter((found) => found.field === 'choices' || found.field === 'answer');
  if (draft.type !== QUESTION_TYPES.fill) {
    // An option past its limit is said at once, like any limited text (the longest one stands for them).
    const over = draft.choices.find((choice) => isOverLimit(choice.content, QUESTION_TEXT_LIMITS.option));
    const options = limitProps(over?.content ?? '', QUESTION_TEXT_LIMITS.option, t, shown(choiceIssues));
    return (
      <Form.Item label={t('examAdmin.form.options')} {...options.item}>
        <QuestionOptionsField draft={draft} onChange={onChange} issues={issues} status={(found) => shown(found).validateStatus} />
      </Form.Item>
    );
  }
  return (
    <Form.Item label={t('examAdmin.form.answer')} htmlFor="question-answer" extra={t('examAdmin.form.answerHint')} {...shown(issuesFor(issues, 'answer'))}>
      <Input value={draft.answer} onChange={(event) => onChange({ ...draft, answer: event.target.value })} id="question-answer" data-testid="question-answer" />
    </Form.Item>
  );
}
