import { answerStateOf, countdownText, type ExamAttemptStore, type ExamStartResponse } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { NavBar } from '../components/NavBar';
import { useState } from 'react';
import { useT } from '../app/hooks';
import { errorMessage } from '../identity/errorMessage';
import { AnswerSheet } from './AnswerSheet';
import { QuestionView } from './QuestionView';
import { useExamAttempt } from './useExamAttempt';
import { showToast } from '../components/toast';

interface Props {
  start: ExamStartResponse;
  /** The attempt's store (shared `createExamAttemptStore`): answers, outbox, countdown and submit. */
  attempt: ExamAttemptStore;
  fromCache: boolean;
  onBack: () => void;
}

/** Answering: one question per screen, the answer sheet, the server-synced countdown and submit. */
export function ExamTaking({ start, attempt, fromCache, onBack }: Props) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [sheet, setSheet] = useState(false);
  const { answers, writing, offline, submitting: pressed, timing, waiting } = useExamAttempt(attempt);
  const submitting = pressed === 'sending';
  const { answer } = attempt.getState();
  const questions = start.paper.questions;
  const question = questions[index];

  const submit = async () => {
    const outcome = await attempt.getState().submit((unanswered) =>
      Dialog.confirm({
        content: (
          <>
            {unanswered > 0 && <div>{t('exam.taking.unanswered', { count: unanswered })}</div>}
            <div>{t('exam.taking.submitConfirm')}</div>
          </>
        ),
      }),
    );
    if (outcome.kind === 'unsynced') showToast({ content: t('examLearner.submitUnsynced', { count: outcome.left }) });
    if (outcome.kind === 'failed') showToast({ content: errorMessage(outcome.error, t, 'exam.taking.submitFailed') });
  };

  const stateOf = (id: string) => answerStateOf(answers[id]);
  const stateText = { unanswered: 'examLearner.questionUnanswered', synced: 'examLearner.questionSynced', unsynced: 'examLearner.questionUnsynced' } as const;

  return (
    <div className="exam-page" data-testid="exam-taking">
      <NavBar
        onBack={onBack}
        right={
          <span className="exam-countdown" data-testid="exam-countdown">
            {countdownText(timing.remainingSeconds)}
          </span>
        }
      >
        {start.paper.title}
      </NavBar>
      <div className="exam-status" data-testid="exam-sync" data-waiting={waiting}>
        {writing > 0 ? t('examLearner.saving') : waiting === 0 ? t('examLearner.allSaved') : t('examLearner.waiting', { count: waiting })}
        {timing.expired && (
          <div className="exam-time-up" data-testid="exam-time-up">
            {t('examLearner.timeUpSending')}
          </div>
        )}
        {offline && <div className="exam-offline">{t(fromCache ? 'examLearner.offlineCached' : 'exam.taking.offline')}</div>}
      </div>
      {question && (
        <>
          <QuestionView
            key={question.id}
            question={question}
            index={index}
            count={questions.length}
            answer={answers[question.id]}
            disabled={timing.expired || submitting}
            onAnswer={(choices, fills) => void answer({ questionid: question.id, choices, fills })}
          />
          <div className="exam-question-state" data-testid="exam-question-state" data-state={stateOf(question.id)}>
            {t(stateText[stateOf(question.id)])}
          </div>
        </>
      )}
      <div className="exam-actions">
        <Button size="small" disabled={index === 0} onClick={() => setIndex(index - 1)} data-testid="exam-previous">
          {t('examLearner.previous')}
        </Button>
        <Button size="small" onClick={() => setSheet(true)} data-testid="exam-sheet-open">
          {t('examLearner.navigator')}
        </Button>
        {index < questions.length - 1 ? (
          <Button size="small" color="primary" onClick={() => setIndex(index + 1)} data-testid="exam-next">
            {t('examLearner.next')}
          </Button>
        ) : (
          <Button size="small" color="primary" loading={submitting} onClick={() => void submit()} data-testid="exam-submit">
            {t('exam.taking.submit')}
          </Button>
        )}
      </div>
      {!timing.maySubmit && !timing.expired && (
        <div className="exam-submit-wait" data-testid="exam-submit-wait">
          {t('examLearner.submitWait', { time: countdownText(timing.secondsUntilSubmit) })}
        </div>
      )}
      <AnswerSheet
        visible={sheet}
        questions={questions}
        index={index}
        stateOf={stateOf}
        submitting={submitting}
        onClose={() => setSheet(false)}
        onPick={(at) => {
          setIndex(at);
          setSheet(false);
        }}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
