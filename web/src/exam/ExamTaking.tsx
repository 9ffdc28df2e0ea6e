import { ANSWER_STATE_TEXT, answerStateOf, countdownText, type ExamAttemptStore, type ExamStartResponse } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { NavBar } from '../components/NavBar';
import { useState } from 'react';
import { useT } from '../app';
import { errorMessage } from '../lib/errorMessage';
import { AnswerSheet } from './AnswerSheet';
import { QuestionView } from './QuestionView';
import { useExamAttempt } from './useExamAttempt';
import { useDeadlineWarning, useExamPlace } from './takingHooks';
import { showToast } from '../components/toast';
import { confirm } from '../components/dialogs';

interface Props {
  start: ExamStartResponse;
  /** The attempt's store (shared `createExamAttemptStore`): answers, outbox, countdown and submit. */
  attempt: ExamAttemptStore;
  fromCache: boolean;
  onBack: () => void;
}

type Attempt = ReturnType<typeof useExamAttempt>;

/** Submits the attempt (asking first, with the count left unanswered) and toasts what kept it from going. */
function useSubmit(attempt: ExamAttemptStore) {
  const t = useT();
  return async () => {
    const outcome = await attempt.getState().submit((unanswered) =>
      confirm({
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
}

/** Whether the answers are saved, the deadline being near or past, and being offline. */
function SyncStatus({ state, fromCache }: { state: Attempt; fromCache: boolean }) {
  const t = useT();
  const { writing, waiting, timing, offline } = state;
  const deadlineNotice = useDeadlineWarning(timing);
  return (
    <div className="exam-status" data-testid="exam-sync" data-waiting={waiting}>
      {writing > 0 ? t('examLearner.saving') : waiting === 0 ? t('examLearner.allSaved') : t('examLearner.waiting', { count: waiting })}
      {timing.expired && (
        <div className="exam-time-up" data-testid="exam-time-up">
          {t('examLearner.timeUpSending')}
        </div>
      )}
      {offline && <div className="exam-offline">{t(fromCache ? 'examLearner.offlineCached' : 'exam.taking.offline')}</div>}
      <div className="exam-deadline-warning" role="status" aria-live="polite" data-testid="exam-deadline-warning">
        {deadlineNotice}
      </div>
    </div>
  );
}

/** Previous, the answer sheet, and Next (Submit on the last question). */
function TakingActions({
  index,
  count,
  submitting,
  onIndex,
  onSheet,
  onSubmit,
}: {
  index: number;
  count: number;
  submitting: boolean;
  onIndex: (index: number) => void;
  onSheet: () => void;
  onSubmit: () => void;
}) {
  const t = useT();
  return (
    <div className="exam-actions">
      <Button size="small" disabled={index === 0} onClick={() => onIndex(index - 1)} data-testid="exam-previous">
        {t('examLearner.previous')}
      </Button>
      <Button size="small" onClick={onSheet} data-testid="exam-sheet-open">
        {t('examLearner.navigator')}
      </Button>
      {index < count - 1 ? (
        <Button size="small" color="primary" onClick={() => onIndex(index + 1)} data-testid="exam-next">
          {t('examLearner.next')}
        </Button>
      ) : (
        <Button size="small" color="primary" loading={submitting} onClick={onSubmit} data-testid="exam-submit">
          {t('exam.taking.submit')}
        </Button>
      )}
    </div>
  );
}

/** The question on screen and whether its answer is saved. */
function QuestionPane({
  attempt,
  state,
  questions,
  index,
  disabled,
}: {
  attempt: ExamAttemptStore;
  state: Attempt;
  questions: ExamStartResponse['paper']['questions'];
  index: number;
  disabled: boolean;
}) {
  const t = useT();
  const question = questions[index];
  if (!question) return null;
  const answerState = answerStateOf(state.answers[question.id]);
  return (
    <>
      <QuestionView
        key={question.id}
        question={question}
        index={index}
        count={questions.length}
        answer={state.answers[question.id]}
        disabled={disabled}
        onAnswer={(choices, fills) => void attempt.getState().answer({ questionid: question.id, choices, fills })}
      />
      <div className="exam-question-state" data-testid="exam-question-state" data-state={answerState}>
        {t(ANSWER_STATE_TEXT[answerState])}
      </div>
    </>
  );
}

/** Until submitting is allowed (and while time is not up): how long until it is. */
function SubmitWait({ timing }: { timing: Attempt['timing'] }) {
  const t = useT();
  if (timing.maySubmit || timing.expired) return null;
  return (
    <div className="exam-submit-wait" data-testid="exam-submit-wait">
      {t('examLearner.submitWait', { time: countdownText(timing.secondsUntilSubmit) })}
    </div>
  );
}

/** Answering: one question per screen, the answer sheet, the server-synced countdown and submit. */
export function ExamTaking({ start, attempt, fromCache, onBack }: Props) {
  const questions = start.paper.questions;
  const [index, setIndex] = useExamPlace(start.key, questions.length);
  const [sheet, setSheet] = useState(false);
  const state = useExamAttempt(attempt);
  const { answers, timing } = state;
  const submitting = state.submitting === 'sending';
  const submit = useSubmit(attempt);
  const countdown = (
    <span className="exam-countdown" data-testid="exam-countdown">
      {countdownText(timing.remainingSeconds)}
    </span>
  );

  return (
    <div className="exam-page" data-testid="exam-taking">
      <NavBar onBack={onBack} right={countdown}>
        {start.paper.title}
      </NavBar>
      <SyncStatus state={state} fromCache={fromCache} />
      <QuestionPane attempt={attempt} state={state} questions={questions} index={index} disabled={timing.expired || submitting} />
      <TakingActions
        index={index}
        count={questions.length}
        submitting={submitting}
        onIndex={setIndex}
        onSheet={() => setSheet(true)}
        onSubmit={() => void submit()}
      />
      <SubmitWait timing={timing} />
      <AnswerSheet
        visible={sheet}
        questions={questions}
        index={index}
        stateOf={(id) => answerStateOf(answers[id])}
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
