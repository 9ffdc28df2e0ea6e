import {
  ApiError,
  clockOffset,
  mergeLocalAnswers,
  type ExamResultResponse,
  type ExamStartResponse,
  type ExamTokenResponse,
  type LocalAnswer,
} from '@peilian/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchExamResult, fetchExamToken, startExam } from './examApi';
import { sendOutbox } from './sendOutbox';
import { cacheAttempt, cachedAttempt, examOf, listAnswers, scopeOf } from './examStore';

/** Where the exam page is: loading, the cover, answering, the result, or a refusal. */
export type ExamPhase =
  | { kind: 'loading' }
  | { kind: 'cover'; cover: ExamTokenResponse }
  | { kind: 'taking'; start: ExamStartResponse; offset: number; scope: string; answers: Record<string, LocalAnswer>; fromCache: boolean }
  | { kind: 'result'; result: ExamResultResponse; cover: ExamTokenResponse | null }
  | { kind: 'failed'; error: unknown };

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/** Loads the exam of a child task: online from the server, offline from the copy this device keeps. */
export function useExamSession(userId: string, childId: string) {
  const [phase, setPhase] = useState<ExamPhase>({ kind: 'loading' });
  const cover = useRef<ExamTokenResponse | null>(null);

  const enter = useCallback(
    async (start: ExamStartResponse, offset: number, fromCache: boolean) => {
      const scope = scopeOf(userId, childId, start.key);
      if (!fromCache) await cacheAttempt({ scope, exam: examOf(userId, childId), start, offset }).catch((error: unknown) => console.warn('[exam] no offline copy', error));
      if (start.attempt.status === 'submitted') {
        setPhase({ kind: 'result', result: await fetchExamResult(childId), cover: cover.current });
        return;
      }
      const local = await listAnswers(scope);
      setPhase({ kind: 'taking', start, offset, scope, answers: mergeLocalAnswers(start.attempt.answers, local), fromCache });
    },
    [userId, childId],
  );

  const begin = useCallback(
    async (key: string) => {
      setPhase({ kind: 'loading' });
      try {
        const sentAt = Date.now();
        const start = await startExam(childId, key);
        await enter(start, clockOffset(start.attempt.servertime, sentAt, Date.now()), false);
      } catch (error) {
        setPhase({ kind: 'failed', error });
      }
    },
    [childId, enter],
  );

  const showResult = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      cover.current = await fetchExamToken(childId).catch(() => cover.current);
      setPhase({ kind: 'result', result: await fetchExamResult(childId), cover: cover.current });
    } catch (error) {
      setPhase({ kind: 'failed', error });
    }
  }, [childId]);

  // Answers of an attempt the server has settled meanwhile (the deadline passed while this device
  // was offline or closed) still count when they arrive within the grace window: send them first.
  const sendLeftovers = useCallback(async () => {
    const cached = await cachedAttempt(examOf(userId, childId)).catch(() => null);
    if (cached) await sendOutbox(childId, cached.start.key, cached.scope).catch((error: unknown) => console.warn('[exam] unsent answers remain', error));
  }, [userId, childId]);

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const token = await fetchExamToken(childId);
      cover.current = token;
      if (token.status !== 'inProgress') await sendLeftovers();
      if (token.status === 'inProgress' && token.key) await begin(token.key);
      else if (token.status === 'submitted' && token.attempts > 0) setPhase({ kind: 'result', result: await fetchExamResult(childId), cover: token });
      else setPhase({ kind: 'cover', cover: token });
    } catch (error) {
      const cached = isNetworkError(error) ? await cachedAttempt(examOf(userId, childId)).catch(() => null) : null;
      if (cached && cached.start.attempt.status === 'inProgress') await enter(cached.start, cached.offset, true);
      else setPhase({ kind: 'failed', error });
    }
  }, [userId, childId, begin, enter, sendLeftovers]);

  useEffect(() => {
    if (userId && childId) void load();
  }, [userId, childId, load]);

  return { phase, setPhase, load, begin, showResult };
}
