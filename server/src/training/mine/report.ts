import type { MyReport } from '@peilian/shared';
import { learnerFigures, recentScoredResults, type LearnerFigures } from '../../data/learnerReport.js';
import { findLearnerStats } from '../../data/learnerStats.js';
import type { Caller } from '../../auth/caller.js';

/** How many scored results the personal centre lists. */
export const RECENT_RESULTS = 10;

/**
 * The mean of every finished practice session's, submitted exam attempt's and finished drill's
 * score, to one decimal; null before the first.
 */
export function averageScore(figures: LearnerFigures): number | null {
  const count = figures.practiceSessions + figures.exams + figures.faqDrills;
  if (count === 0) return null;
  const sum = figures.practiceScoreSum + figures.examScoreSum + figures.faqScoreSum;
  return Math.round((sum / count) * 10) / 10;
}

/**
 * `GET api/trainning/v3/mine/report`: the caller's own figures, live from their records
 * (docs/reports.md "The learner's own figures"); free practice is named in the caller's language.
 */
export async function myReport({ deps, caller, t }: Caller): Promise<Omit<MyReport, 'successed'>> {
  const learner = { orgId: caller.orgId, userId: caller.id };
  const [stats, figures, recent] = await Promise.all([
    findLearnerStats(deps.db, caller.orgId, caller.id),
    learnerFigures(deps.db, learner),
    recentScoredResults(deps.db, learner, RECENT_RESULTS),
  ]);
  return {
    learningseconds: stats?.learningSeconds ?? 0,
    tasks: figures.tasks,
    completed: figures.completed,
    passed: figures.passedPackages,
    avgscore: averageScore(figures),
    practicesessions: figures.practiceSessions,
    exams: figures.exams,
    passedexams: figures.passedExams,
    recent: recent.map((result) => ({
      kind: result.kind,
      // Free practice has no title of its own: it is named in the caller's language.
      title: result.kind === 'faq' && result.title === '' ? t('faqLearner.freeEntry') : result.title,
      score: result.score,
      at: result.at.toISOString(),
    })),
  };
}
