import type { MessageKey, MessageParams } from '../i18n/messages.js';
import type { LockReason } from '../schemas/learnerTasks.js';
import { zonedTimeText } from '../format/zone.js';
import { parseTaskTime } from './time.js';

/** A message to show: its key and the values put into it. */
export interface LockMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** What a locked task carries: why, and what the reason may name (a child task has all of it, a media task the start time). */
export interface LockedTask {
  lockreason: LockReason;
  /** The prerequisite task's title ('' or absent when unknown). */
  fronttasktitle?: string;
  /** When the task opens (ISO instant). */
  starttime?: string;
}

/**
 * Why a task cannot be opened, as the learner reads it, or null when it can: the prerequisite task
 * or package by name when known (`frontPackageTitle`: the package's `frontpackagetitle`), and for a
 * task not yet started, when it starts (in the organisation's `zone`, like every date).
 */
export function lockMessage(task: LockedTask, frontPackageTitle: string, zone: string): LockMessage | null {
  switch (task.lockreason) {
    case 'frontpackage':
      return frontPackageTitle
        ? { key: 'errors.tasks.frontPackageNotComplete', params: { title: frontPackageTitle } }
        : { key: 'tasks.lockReason.frontPackage' };
    case 'fronttask':
      return task.fronttasktitle ? { key: 'errors.tasks.frontTaskNotPassed', params: { title: task.fronttasktitle } } : { key: 'tasks.lockReason.frontTask' };
    case 'notstarted': {
      const start = parseTaskTime(task.starttime);
      return start === null ? { key: 'tasks.lockReason.notStarted' } : { key: 'tasks.lockReason.notStartedAt', params: { start: zonedTimeText(start, zone) } };
    }
    case 'ended':
      return { key: 'tasks.lockReason.ended' };
    default:
      return null;
  }
}
