import type { MessageKey, Translate } from '../i18n/messages.js';
import type { MyReport } from '../schemas/myReport.js';
import { zonedTimeText } from '../format/zone.js';

/** The words of the learner's own figures, the same on both learner apps. Helpers take `t`. */

type Report = Omit<MyReport, 'successed'>;
export type ScoredResultKind = MyReport['recent'][number]['kind'];

/** Learning time as hours and minutes (whole minutes; under an hour, minutes only). */
export function learningTimeText(t: Translate, seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? t('learnerTraining.figures.hoursMinutes', { h, m }) : t('learnerTraining.figures.minutes', { m });
}

/** A score to one decimal with its unit; '—' when there is none yet. */
export function scoreText(t: Translate, score: number | null): string {
  return score === null ? '—' : t('learnerTraining.figures.score', { score: Math.round(score * 10) / 10 });
}

/** What a result's kind is called: the child task type it is taken as. */
export const RESULT_KIND_KEYS: Readonly<Record<ScoredResultKind, MessageKey>> = {
  practice: 'tasks.childType.scenario',
  exam: 'tasks.childType.exam',
  faq: 'tasks.childType.faq',
};

/** One figure of the block: a stable id (test and style hook), its label and its value. */
export interface FigureRow {
  id: 'learningTime' | 'tasks' | 'packages' | 'average' | 'practice' | 'exams';
  label: string;
  value: string;
}

/** The figures block, in the order both apps show it. */
export function figureRows(t: Translate, report: Report): FigureRow[] {
  return [
    { id: 'learningTime', label: t('learner.learningTime'), value: learningTimeText(t, report.learningseconds) },
    { id: 'tasks', label: t('learnerTraining.figures.tasks'), value: `${report.completed}/${report.tasks}` },
    { id: 'packages', label: t('learnerTraining.figures.packages'), value: String(report.passed) },
    { id: 'average', label: t('learnerTraining.figures.average'), value: scoreText(t, report.avgscore) },
    { id: 'practice', label: t('learnerTraining.figures.practice'), value: String(report.practicesessions) },
    { id: 'exams', label: t('learnerTraining.figures.exams'), value: `${report.passedexams}/${report.exams}` },
  ];
}

/** When a result was scored, as `yyyy-MM-dd HH:mm` in the organisation's zone. */
export const resultTimeText = (at: string, zone: string): string => zonedTimeText(at, zone);
