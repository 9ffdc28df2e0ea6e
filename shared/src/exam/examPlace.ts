import type { DeviceStorage } from '../outbox/deviceStorage.js';

/** Where a learner is in an attempt: the question on screen, kept on the device across reloads. */
export interface ExamPlace {
  /** The question index last on screen (0 when none is kept or it no longer fits the paper). */
  index(count: number): number;
  keep(index: number): void;
  forget(): void;
}

/** The storage key of one learner's place in one attempt. */
export const examPlaceKey = (userId: string, attemptKey: string): string => `peilian.exam.place.${userId}.${attemptKey}`;

/**
 * The question index of one learner's attempt on the device, so that the exam opens again where it
 * was left. Storage that refuses reads as no place kept and its refused writes are dropped: the
 * exam simply opens on the first question.
 */
export function examPlace(storage: DeviceStorage, userId: string, attemptKey: string): ExamPlace {
  const name = examPlaceKey(userId, attemptKey);
  const attempt = (run: () => void) => {
    try {
      run();
    } catch {
      // Storage refused: the place is only lost on the next reload.
    }
  };
  return {
    index(count) {
      let kept = NaN;
      attempt(() => (kept = Number(storage.getItem(name) ?? NaN)));
      return Number.isInteger(kept) && kept >= 0 && kept < count ? kept : 0;
    },
    keep: (index) => attempt(() => storage.setItem(name, String(index))),
    forget: () => attempt(() => storage.removeItem(name)),
  };
}
