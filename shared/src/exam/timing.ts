import type { ErrorKey, MessageParams } from '../i18n/messages.js';
import { EXAM_SAVE_GRACE_MS } from './constants.js';

/**
 * The exam clock, pure. The server owns it: the start time it recorded, the paper's duration and
 * submission limit, and its own "now". Clients run the same functions on a server-synchronised
 * clock (see `clockOffset`) to show the countdown; only the server's answer counts.
 */

const MINUTE_MS = 60_000;

/** An error to refuse with, and its message parameters. */
export interface ExamRefusal {
  error: ErrorKey;
  params?: MessageParams;
}

/** The exam's opening window (the task's times); null or absent ends are open. */
export interface ExamWindow {
  start?: number | null;
  end?: number | null;
}

/** What the clock of one attempt is built from. Times are epoch milliseconds. */
export interface AttemptClockInput {
  startedAt: number;
  /** Duration, minutes. */
  minute: number;
  /** No submission before this many minutes after the start. */
  limitMinute: number;
  /** The window's end, when the exam closes before the duration runs out. */
  windowEnd?: number | null;
}

export interface AttemptClock {
  startedAt: number;
  deadline: number;
  /** The learner may submit from this moment. */
  minSubmitAt: number;
}

export interface ExamTiming extends AttemptClock {
  /** Whole seconds left (rounded up, never negative). */
  remainingSeconds: number;
  /** Whole seconds until submission is allowed (0 once it is). */
  secondsUntilSubmit: number;
  /** The learner may press submit now. */
  maySubmit: boolean;
  /** The deadline has passed: no more answers, the server submits what it has. */
  expired: boolean;
}

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The deadline is the start plus the duration, or the window's end if that comes first; the
 * submission limit is counted from the start.
 */
export function attemptClock(input: AttemptClockInput): AttemptClock {
  const byDuration = input.startedAt + Math.max(0, input.minute) * MINUTE_MS;
  const deadline = finite(input.windowEnd) ? Math.min(byDuration, Math.max(input.startedAt, input.windowEnd)) : byDuration;
  return { startedAt: input.startedAt, deadline, minSubmitAt: input.startedAt + Math.max(0, input.limitMinute) * MINUTE_MS };
}

/** Countdown, may-submit and is-expired at `now` for a clock. */
export function examTiming(clock: AttemptClock, now: number): ExamTiming {
  const expired = now >= clock.deadline;
  return {
    ...clock,
    remainingSeconds: Math.max(0, Math.ceil((clock.deadline - now) / 1000)),
    secondsUntilSubmit: Math.max(0, Math.ceil((clock.minSubmitAt - now) / 1000)),
    maySubmit: !expired && now >= clock.minSubmitAt,
    expired,
  };
}

/** Refuses a start before the window opens or once it has closed (start inclusive, end exclusive). */
export function checkExamWindow(window: ExamWindow, now: number): ExamRefusal | null {
  if (finite(window.start) && now < window.start) return { error: 'errors.exam.notOpen' };
  if (finite(window.end) && now >= window.end) return { error: 'errors.exam.closed' };
  return null;
}

/** Refuses a submission before the minimum time, naming the minimum in minutes after the start. */
export function checkSubmitTime(clock: AttemptClock, now: number): ExamRefusal | null {
  if (now >= clock.minSubmitAt) return null;
  return { error: 'errors.exam.submitTooEarly', params: { minutes: Math.round((clock.minSubmitAt - clock.startedAt) / MINUTE_MS) } };
}

/** Whether an answer counts: in time, given before the deadline but arriving too late, or given after it. */
export type AnswerTiming = 'inTime' | 'afterDeadline' | 'tooLate';

/**
 * Judges when an answer was given and when it arrived. Answers given before the deadline count
 * even when they arrive later — an offline device syncing — as long as they arrive within the
 * grace window after the deadline. The client's time is clamped to the server's receipt time, so
 * a clock running fast cannot push an answer later than it can have been given.
 */
export function answerTiming(clock: Pick<AttemptClock, 'deadline'>, clientAt: number, receivedAt: number, graceMs: number = EXAM_SAVE_GRACE_MS): AnswerTiming {
  if (receivedAt > clock.deadline + graceMs) return 'tooLate';
  if (Math.min(clientAt, receivedAt) >= clock.deadline) return 'afterDeadline';
  return 'inTime';
}

/** The time an answer is stored with: the client's, clamped between the start and the server's receipt. */
export function effectiveAnswerTime(clock: Pick<AttemptClock, 'startedAt'>, clientAt: number, receivedAt: number): number {
  const at = finite(clientAt) ? clientAt : receivedAt;
  return Math.max(clock.startedAt, Math.min(at, receivedAt));
}

/**
 * The offset to add to the client's clock to get the server's, from one request: the server's time
 * is taken to be read halfway between sending and receiving (as NTP does).
 */
export function clockOffset(serverTime: number, clientSentAt: number, clientReceivedAt: number): number {
  return Math.round(serverTime - (clientSentAt + clientReceivedAt) / 2);
}
