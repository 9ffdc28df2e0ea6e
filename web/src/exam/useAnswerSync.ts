import { outboxBackoffMs, type AnswerItem, type FlushResult, type LocalAnswer } from '@peilian/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { putAnswer } from './examStore';
import { newSaveId } from './saveId';
import { sendOutbox } from './sendOutbox';

interface Options {
  childId: string;
  attemptKey: string;
  scope: string;
  initial: Record<string, LocalAnswer>;
  /** The server's clock as this device estimates it. */
  now: () => number;
  /** The server says the attempt is submitted (by the deadline, or elsewhere). */
  onSubmitted: () => void;
}

/**
 * The answers of an attempt and their outbox: an answer is on disk (IndexedDB) before the screen
 * shows it given, then sent as an idempotent save; failed sends are retried with back-off and as
 * soon as the browser says it is online again.
 */
export function useAnswerSync({ childId, attemptKey, scope, initial, now, onSubmitted }: Options) {
  const [answers, setAnswers] = useState(initial);
  const [online, setOnline] = useState(() => navigator.onLine);
  // Answers given whose write to disk has not finished yet: the screen says so until it has.
  const [writing, setWriting] = useState(0);
  const flushing = useRef<Promise<FlushResult> | null>(null);
  const again = useRef(false);
  const failures = useRef(0);
  const retry = useRef<number | undefined>(undefined);
  const submittedRef = useRef(onSubmitted);
  submittedRef.current = onSubmitted;

  const acknowledged = useCallback((answer: LocalAnswer) => {
    setAnswers((current) => {
      const shown = current[answer.questionid];
      return shown?.saveid === answer.saveid ? { ...current, [answer.questionid]: { ...shown, synced: true } } : current;
    });
  }, []);

  const flush = useCallback((): Promise<FlushResult> => {
    if (flushing.current) {
      again.current = true;
      return flushing.current;
    }
    window.clearTimeout(retry.current);
    const run = async (): Promise<FlushResult> => {
      let result: FlushResult;
      do {
        again.current = false;
        result = await sendOutbox(childId, attemptKey, scope, acknowledged);
      } while (again.current && !result.error && !result.submitted);
      return result;
    };
    const running = run()
      .catch((error: unknown): FlushResult => ({ sent: 0, left: 1, submitted: false, error }))
      .then((result) => {
        flushing.current = null;
        if (result.submitted) submittedRef.current();
        else if (result.error) {
          failures.current += 1;
          retry.current = window.setTimeout(() => void flush(), outboxBackoffMs(failures.current));
        } else failures.current = 0;
        return result;
      });
    flushing.current = running;
    return running;
  }, [scope, childId, attemptKey, acknowledged]);

  const answer = useCallback(
    async (item: Omit<AnswerItem, 'at'>) => {
      const given = { ...item, at: now(), saveid: newSaveId(), scope };
      setWriting((count) => count + 1);
      try {
        await putAnswer(given);
      } finally {
        setWriting((count) => count - 1);
      }
      setAnswers((current) => ({ ...current, [item.questionid]: { ...given, synced: false } }));
      void flush();
    },
    [now, scope, flush],
  );

  useEffect(() => {
    const up = () => {
      setOnline(true);
      failures.current = 0;
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    void flush();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearTimeout(retry.current);
    };
  }, [flush]);

  const waiting = Object.values(answers).filter((entry) => !entry.synced).length;
  return { answers, answer, flush, waiting, writing, online };
}
