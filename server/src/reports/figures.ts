import type { HomeFigures } from '@peilian/shared';
import { findReportRefreshedAt } from '../data/reportAggregates.js';
import type { DaySums } from '../data/reportDays.js';
import type { Caller } from '../auth/caller.js';
import { average } from './period.js';

/**
 * The rules every report presents its figures by (docs/reports.md "Figures"): rates in percent and
 * averages rounded to one decimal, null when nothing was counted.
 */

/** The home dashboard's figures of a set of learner-days. */
export function homeFigures(sums: DaySums): HomeFigures {
  return {
    activelearners: sums.activeLearners,
    learningseconds: Math.round(sums.learningSeconds),
    taskscompleted: sums.tasksCompleted,
    exampassrate: average(sums.examsPassed * 100, sums.exams),
    practicesessions: sums.practiceSessions,
    practiceavgscore: average(sums.practiceScoreSum, sums.practiceSessions),
  };
}

/** A learner's average score: every scored practice session, exam and quick Q&A drill weighs the same. */
export function learnerAverage(
  sums: Pick<DaySums, 'practiceScoreSum' | 'examScoreSum' | 'faqScoreSum' | 'practiceSessions' | 'exams' | 'faqDrills'>,
): number | null {
  return average(sums.practiceScoreSum + sums.examScoreSum + sums.faqScoreSum, sums.practiceSessions + sums.exams + sums.faqDrills);
}

/** When the caller's organisation's figures were computed, as the answers' `asof` (ISO; null: not yet). */
export async function asOf(request: Caller): Promise<string | null> {
  return (await findReportRefreshedAt(request.deps.db, request.caller.orgId))?.toISOString() ?? null;
}
