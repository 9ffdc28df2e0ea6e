import type { MessageKey } from '../i18n/messages.js';
import { isViewingTimeNotMet } from './progressReport.js';

/**
 * "Time not met" in the media's own word: reading time (阅读时长) for a file, viewing time
 * (观看时长) for a video.
 */
export const shortfallKey = (kind: string): MessageKey => (kind === 'video' ? 'learnerTraining.media.leaveTitle' : 'learnerTraining.media.leaveTitleFile');

/** The message of a refused report or finish: the media's own "time not met", else null (the app words the error). */
export function mediaRefusalKey(kind: string, error: unknown): MessageKey | null {
  return isViewingTimeNotMet(error) ? shortfallKey(kind) : null;
}
