import {
  DEADLINE_WARNING_TEXT,
  deadlineWarningOf,
  examPlace,
  nextDeadlineWarning,
  type DeadlineWarningSeen,
  type DeviceStorage,
  type ExamTiming,
} from '@peilian/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession, useT } from '../app';
import { showToast } from '../components/toast';

/** The browser's durable storage, or none where it is refused (the exam then opens on the first question). */
function localStorageOrNull(): DeviceStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The question on screen, kept on the device per learner and attempt so that a reload opens it again. */
export function useExamPlace(attemptKey: string, count: number): [number, (index: number) => void] {
  const userId = useSession((state) => state.user?.id ?? '');
  const place = useMemo(() => {
    const storage = localStorageOrNull();
    return storage ? examPlace(storage, userId, attemptKey) : null;
  }, [userId, attemptKey]);
  const [index, setIndex] = useState(() => place?.index(count) ?? 0);
  const go = (at: number) => {
    setIndex(at);
    place?.keep(at);
  };
  return [index, go];
}

/**
 * The deadline warning the screen announces: a toast once at five minutes left and once at one,
 * and the text of the page's live notice. What already applies when the exam opens is not repeated.
 */
export function useDeadlineWarning(timing: ExamTiming): string {
  const t = useT();
  const seen = useRef<DeadlineWarningSeen>(undefined);
  const [notice, setNotice] = useState('');
  const level = deadlineWarningOf(timing);
  useEffect(() => {
    const step = nextDeadlineWarning(seen.current, level);
    seen.current = step.seen;
    if (step.announce === null) return;
    const text = t(DEADLINE_WARNING_TEXT[step.announce]);
    setNotice(text);
    showToast({ content: text });
  }, [level, t]);
  return notice;
}
