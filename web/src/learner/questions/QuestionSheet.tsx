import { OPTION_LETTERS, QUESTION_TYPES, type LearnerMediaQuestion, type MediaAnswerResponse } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useT } from '../../app';
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from '../../components/choices';
import { DialogPopup } from '../../components/DialogPopup';
import { errorMessage } from '../../lib/errorMessage';

interface Props {
  question: LearnerMediaQuestion;
  total: number;
  onAnswer: (n: number, choices: string[]) => Promise<MediaAnswerResponse>;
  /** The learner read the verdict and goes on (the video plays again). */
  onContinue: () => void;
}

const TYPE_KEYS = { 0: 'mediaQuestions.type.single', 1: 'mediaQuestions.type.multiple', 2: 'mediaQuestions.type.judge' } as const;

/** The correct options as the learner reads them: "A. 客户第一". */
const correctText = (question: LearnerMediaQuestion) =>
  question.choices.flatMap((choice, index) => (question.correct.includes(choice.id) ? [`${OPTION_LETTERS[index] ?? ''}. ${choice.content}`] : [])).join('；');

/** One question inside a video or file: choose, submit, then right or wrong with the correct answer, and continue. */
export function QuestionSheet({ question, total, onAnswer, onContinue }: Props) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>(question.chosen);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const answered = question.answered === 1;
  const multiple = question.type === QUESTION_TYPES.multiple;
  const typeLabel = t(TYPE_KEYS[question.type as 0 | 1 | 2] ?? TYPE_KEYS[0]);

  const submit = async () => {
    setSending(true);
    setFailure('');
    try {
      await onAnswer(question.n, chosen);
    } catch (error) {
      setFailure(errorMessage(error, t, 'mediaQuestions.learner.failed'));
    } finally {
      setSending(false);
    }
  };

  const options = question.choices.map((choice, index) => {
    const label = `${OPTION_LETTERS[index] ?? ''}. ${choice.content}`;
    return multiple ? (
      <Checkbox key={choice.id} value={choice.id} data-testid={`media-question-choice-${index}`} block>
        {label}
      </Checkbox>
    ) : (
      <Radio key={choice.id} value={choice.id} data-testid={`media-question-choice-${index}`} block>
        {label}
      </Radio>
    );
  });

  return (
    <DialogPopup title={t('mediaQuestions.learner.title')} style={{ '--min-width': 'min(360px, 92vw)' }}>
      <div className="dialog-form media-question" data-testid="media-question">
        <div className="media-question-head">
          {t('mediaQuestions.learner.progress', { n: question.n, total })} · {typeLabel}
        </div>
        <p className="media-question-text">{question.text}</p>
        {multiple ? (
          <CheckboxGroup label={question.text} value={chosen} disabled={answered} onChange={setChosen}>
            {options}
          </CheckboxGroup>
        ) : (
          <RadioGroup label={question.text} value={chosen[0] ?? null} disabled={answered} onChange={(value) => setChosen([value])}>
            {options}
          </RadioGroup>
        )}
        {answered && (
          <p className={question.right === 1 ? 'media-question-right' : 'media-question-wrong'} role="status" data-testid="media-question-verdict">
            {question.right === 1 ? t('mediaQuestions.learner.right') : t('mediaQuestions.learner.wrong', { answer: correctText(question) })}
          </p>
        )}
        {failure && (
          <p className="media-question-wrong" role="alert">
            {failure}
          </p>
        )}
        <div className="dialog-actions">
          {answered ? (
            <Button block color="primary" onClick={onContinue} data-testid="media-question-continue">
              {t('mediaQuestions.learner.continue')}
            </Button>
          ) : (
            <Button block color="primary" loading={sending} disabled={chosen.length === 0} onClick={() => void submit()} data-testid="media-question-submit">
              {t('mediaQuestions.learner.submit')}
            </Button>
          )}
        </div>
      </div>
    </DialogPopup>
  );
}
