import type { Translate } from '../i18n/messages.js';
import type { ExamLogsResponse } from '../schemas/exam.js';
import { zonedTimeText } from '../format/zone.js';

/** One attempt of the learner's exam history as both apps show it. */
export interface AttemptLine {
  attempt: number;
  /** Which attempt and when it started (the organisation's time, like every date). */
  title: string;
  /** In progress, or the score and pass mark, and whether the deadline handed it in. */
  outcome: string;
}

/** The learner's attempts, newest first, as lines of text (`t` of the learner's language, times in `zone`). */
export function attemptLines(rows: ExamLogsResponse['rows'], t: Translate, zone: string): AttemptLine[] {
  return [...rows].reverse().map((row) => {
    const title = t('examLearner.historyAttempt', { attempt: row.attempt, time: zonedTimeText(row.startedAt, zone) });
    if (row.status === 'inProgress') return { attempt: row.attempt, title, outcome: t('examLearner.historyInProgress') };
    const parts = [`${t('exam.taking.score')} ${row.score ?? 0}`, t(row.passed ? 'exam.taking.passed' : 'exam.taking.notPassed')];
    if (row.submittedBy === 'deadline') parts.push(t('examLearner.historyTimedOut'));
    return { attempt: row.attempt, title, outcome: parts.join(' · ') };
  });
}
