import type { DeviceStorage } from '../outbox/deviceStorage.js';

/** Where a learner is in an attempt: the question on screen, kept on the device across reloads. */
export interface ExamPlace {
  /** The question index last on screen (0 when none is kept or it no longer fits the paper). */
  index(count: number): number;
  keep(index: number): void;
  forget(): void;
}

/** The storage key of one learner's place: one entry per learner, whichever attempt it is in. */
export const examPlaceKey = (userId: string): string => `peilian.exam.place.${userId}`;

/**
 * The question index of one learner's attempt on the device, so that the exam opens again where it
 * was left. A learner is in one attempt at a time, so the place is one entry per learner naming its
 * attempt: keeping the place of a new attempt replaces the last one's, and nothing piles up on the
 * phone. Storage that refuses reads as no place kept and its refused writes are dropped: the exam
 * simply opens on the first question.
 */
export function examPlace(storage: DeviceStorage, userId: string, attemptKey: string): ExamPlace {
  const name = examPlaceKey(userId);
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
      attempt(() => {
        const [attemptOf, index] = (storage.getItem(name) ?? '').split(' ');
        if (attemptOf === attemptKey) kept = Number(index);
      });
      return Number.isInteger(kept) && kept >= 0 && kept < count ? kept : 0;
    },
    keep: (index) => attempt(() => storage.setItem(name, `${attemptKey} ${index}`)),
    forget: () => attempt(() => storage.removeItem(name)),
  };
}
