import { RUN_STATES, STUDENT_TASK_STATUS, runStateAt } from '../domain/training.js';
import { MEDIA_REPORT_SLACK_S } from '../limits.js';
import type { TimeWindow } from './packageRules.js';

/**
 * A learner's progress through a package: gating (front package, front task, times), completion,
 * and the crediting of reading/viewing time. The server runs these authoritatively; clients use
 * them to show the same locks and numbers.
 */

/** Why a child task cannot be opened now ('' when it can). */
export type ChildLockReason = '' | 'frontpackage' | 'fronttask' | 'notstarted' | 'ended';

export interface LockInput {
  now: number;
  packageWindow: TimeWindow;
  childWindow: TimeWindow;
  /** The package's front package is complete for the learner (true when there is none). */
  frontPackageComplete: boolean;
  /** The child's front task is passed by the learner (true when there is none). */
  frontTaskPassed: boolean;
}

/**
 * The lock of a child task, checked in this order: front package, not started (package or child),
 * ended (package or child), front task. An open child task has ''.
 */
export function childLockReason(input: LockInput): ChildLockReason {
  if (!input.frontPackageComplete) return 'frontpackage';
  const pkg = runStateAt({ startAt: input.packageWindow.start, endAt: input.packageWindow.end }, input.now);
  const child = runStateAt({ startAt: input.childWindow.start, endAt: input.childWindow.end }, input.now);
  if (pkg === RUN_STATES.notStarted || child === RUN_STATES.notStarted) return 'notstarted';
  if (pkg === RUN_STATES.ended || child === RUN_STATES.ended) return 'ended';
  return input.frontTaskPassed ? '' : 'fronttask';
}

export interface ChildOutcome {
  id: string;
  required: number;
  weight: number;
  /** Passed by the learner. */
  passed: boolean;
  /** The child's score (0–100) when it has one; a passed task without a score counts 100. */
  score: number | null;
}

/**
 * A package is complete for a learner when every required child task is passed; a package whose
 * children are all optional is complete when all of them are passed. A package without children
 * is never complete.
 */
export function packageComplete(children: readonly Pick<ChildOutcome, 'required' | 'passed'>[]): boolean {
  if (children.length === 0) return false;
  const required = children.filter((child) => child.required === 1);
  return (required.length > 0 ? required : children).every((child) => child.passed);
}

/** The package score: each child's score weighted by its weight (percent), rounded to 0.01. */
export function packageScore(children: readonly Pick<ChildOutcome, 'weight' | 'passed' | 'score'>[]): number {
  const total = children.reduce((sum, child) => sum + (child.weight * (child.score ?? (child.passed ? 100 : 0))) / 100, 0);
  return Math.round(total * 100) / 100;
}

/** The learner's state of one media of a file/video child task (stored in the student task's progress). */
export interface MediaState {
  /** Seconds credited so far. */
  credited: number;
  /** Furthest position reached (seconds for video; page or scroll position for files). */
  furthest: number;
  /** Where to resume. */
  position: number;
  /** Epoch ms from which the next report's time is counted (set when the media is opened). */
  lastAt: number | null;
  done: 0 | 1;
}

export const EMPTY_MEDIA_STATE: MediaState = { credited: 0, furthest: 0, position: 0, lastAt: null, done: 0 };

export interface CreditInput {
  state: MediaState;
  /** Position now and seconds spent since the previous report, as the client measured them. */
  report: { position: number; seconds: number };
  now: number;
  /** Required seconds for this media. */
  required: number;
  /** False for a video that forbids seeking past what was watched. */
  allowSeek: boolean;
  /** Media length in seconds when known (positions are clamped to it), else 0. */
  duration: number;
}

export interface CreditResult {
  state: MediaState;
  /** Seconds this report added. */
  accepted: number;
  /** The position was past what could have been watched on a no-seek video: nothing kept. */
  seekRefused: boolean;
  /** The media reached its required time with this report. */
  justDone: boolean;
}

/**
 * Credits one progress report against the server's clock. A report earns at most the real time since
 * the previous one plus a small slack (3 s); time the slack lends is paid back by the next report,
 * so claims never add up to more than the real time plus one slack. Before the media is opened
 * (no `lastAt`), a report only starts the clock. On a video that forbids seeking, a position beyond
 * the furthest point plus the time that could have been watched earns nothing and is not kept.
 */
export function creditViewing(input: CreditInput): CreditResult {
  const { state, report, now } = input;
  // `lastAt` may lie ahead of `now` while slack lent to earlier reports is being paid back.
  const budget = state.lastAt === null ? 0 : Math.max(0, (now - state.lastAt) / 1000 + MEDIA_REPORT_SLACK_S);
  const position = input.duration > 0 ? Math.min(report.position, input.duration) : report.position;
  if (!input.allowSeek && position > state.furthest + budget) {
    return { state: { ...state, lastAt: Math.max(now, state.lastAt ?? now) }, accepted: 0, seekRefused: true, justDone: false };
  }
  const accepted = Math.max(0, Math.round(Math.min(report.seconds, budget)));
  const credited = state.credited + accepted;
  const done: 0 | 1 = state.done === 1 || credited >= input.required ? 1 : 0;
  const lastAt = state.lastAt === null ? now : Math.max(now, state.lastAt + accepted * 1000);
  return {
    state: { credited, furthest: Math.max(state.furthest, position), position, lastAt, done },
    accepted,
    seekRefused: false,
    justDone: done === 1 && state.done === 0,
  };
}

/** A file/video child task's status from its media: passed when all are done, in progress once started. */
export function mediaTaskStatus(states: readonly MediaState[], total: number): number {
  const done = states.filter((state) => state.done === 1).length;
  if (total > 0 && done >= total) return STUDENT_TASK_STATUS.passed;
  return states.some((state) => state.credited > 0 || state.lastAt !== null) ? STUDENT_TASK_STATUS.inProgress : STUDENT_TASK_STATUS.notStarted;
}
