import { timingOf, waitingOf, type AnsweringState, type ExamAttemptStore } from '@peilian/shared';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

/** What the answering screen shows of the attempt (shared `createExamAttemptStore`); its actions are the store's. */
export function useExamAttempt(attempt: ExamAttemptStore) {
  const shown = useStore(
    attempt,
    useShallow(({ answers, writing, offline, submitting }: AnsweringState) => ({ answers, writing, offline, submitting })),
  );
  const timing = useStore(attempt, useShallow(timingOf));
  const waiting = useStore(attempt, waitingOf);
  return { ...shown, timing, waiting };
}
