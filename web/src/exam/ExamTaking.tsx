import { countdownText, examTiming, type ExamStartResponse, type LocalAnswer } from '@peilian/shared';
import { Button, Dialog, NavBar, Popup, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../app/hooks';
import { errorMessage } from '../identity/errorMessage';
import { queryExamTime, submitExam } from './examApi';
import { submitKeyFor } from './examStore';
import { QuestionView } from './QuestionView';
import { newSaveId } from './saveId';
import { useAnswerSync } from './useAnswerSync';

interface Props {
  childId: string;
  start: ExamStartResponse;
  offset: number;
  scope: string;
  initial: Record<string, LocalAnswer>;
  fromCache: boolean;
  onBack: () => void;
  /** The attempt is submitted (by the learner, the deadline or another device): show the result. */
  onDone: () => void;
}

const QUERY_EVERY_MS = 30_000;

/** Answering: one question per screen, the answer sheet, the server-synced countdown and submit. */
export function ExamTaking({ childId, start, offset: initialOffset, scope, initial, fromCache, onBack, onDone }: Props) {
  const t = useT();
  const [offset, setOffset] = useState(initialOffset);
  const [clock, setClock] = useState(() => ({ startedAt: start.attempt.startedAt, deadline: start.attempt.deadline, minSubmitAt: start.attempt.minSubmitAt }));
  const [index, setIndex] = useState(0);
  const [sheet, setSheet] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [, setTick] = useState(0);
  const now = useCallback(() => Date.now() + offset, [offset]);
  const { answers, answer, flush, waiting, writing, online } = useAnswerSync({ childId, attemptKey: start.key, scope, initial, now, onSubmitted: onDone });
  const questions = start.paper.questions;
  const question = questions[index];
  const timing = examTiming(clock, now());

  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  // The server's clock, again every half minute: the offset, the deadline, and whether it submitted.
  useEffect(() => {
    const query = async () => {
      const sentAt = Date.now();
      try {
        const answer = await queryExamTime(childId, start.key);
        setOffset(Math.round(answer.servertime - (sentAt + Date.now()) / 2));
        setClock({ startedAt: answer.startedAt, deadline: answer.deadline, minSubmitAt: answer.minSubmitAt });
        if (answer.status === 'submitted') onDone();
      } catch {
        // Offline: the countdown runs on the last offset.
      }
    };
    if (fromCache) void query();
    const timer = window.setInterval(() => void query(), QUERY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [childId, start.key, fromCache, onDone]);

  // At the deadline the server submits what it has: send what is left (it counts within the grace
  // window, so keep trying while offline), then show the result.
  useEffect(() => {
    if (!timing.expired) return;
    if (waiting === 0) onDone();
    else void flush();
  }, [timing.expired, waiting, flush, onDone]);

  const submit = async () => {
    const result = await flush();
    if (result.left > 0) {
      Toast.show({ content: t('examLearner.submitUnsynced', { count: result.left }) });
      return;
    }
    if (result.submitted) {
      onDone();
      return;
    }
    const unanswered = questions.filter((item) => !answers[item.id]).length;
    const confirmed = await Dialog.confirm({
      content: (
        <>
          {unanswered > 0 && <div>{t('exam.taking.unanswered', { count: unanswered })}</div>}
          <div>{t('exam.taking.submitConfirm')}</div>
        </>
      ),
    });
    if (!confirmed) return;
    setSubmitting(true);
    try {
      const saveid = await submitKeyFor(scope, newSaveId);
      const items = Object.values(answers).map(({ questionid, choices, fills, at }) => ({ questionid, choices, fills, at }));
      await submitExam(childId, start.key, { saveid, at: now(), items });
      onDone();
    } catch (error) {
      Toast.show({ content: errorMessage(error, t, 'exam.taking.submitFailed') });
    } finally {
      setSubmitting(false);
    }
  };

  const stateOf = (id: string) => {
    const given = answers[id];
    return !given ? 'unanswered' : given.synced ? 'synced' : 'unsynced';
  };
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
        {!online && <div className="exam-offline">{t(fromCache ? 'examLearner.offlineCached' : 'exam.taking.offline')}</div>}
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
      <Popup visible={sheet} onMaskClick={() => setSheet(false)} bodyStyle={{ padding: 16 }}>
        <div className="exam-sheet" data-testid="exam-sheet">
          {questions.map((item, at) => (
            <button
              type="button"
              key={item.id}
              className={`exam-sheet-cell exam-sheet-${stateOf(item.id)}${at === index ? ' exam-sheet-current' : ''}`}
              data-testid={`exam-sheet-${at + 1}`}
              data-state={stateOf(item.id)}
              onClick={() => {
                setIndex(at);
                setSheet(false);
              }}
            >
              {at + 1}
            </button>
          ))}
        </div>
        <Button block color="primary" loading={submitting} onClick={() => void submit()} data-testid="exam-sheet-submit">
          {t('exam.taking.submit')}
        </Button>
      </Popup>
    </div>
  );
}
