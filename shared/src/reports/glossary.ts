import type { MessageKey, Translate } from '../i18n/messages.js';

/**
 * The data centre's glossary (docs/reports.md "Glossary of figures"): every figure a report page,
 * card, chart or export shows, with its one name, its definition and its unit. A page and an
 * export take their labels and their formats from here, so one name means one thing everywhere.
 */

/**
 * How a figure is written: a count (whole number), a duration (`h:mm:ss`, its label saying so), a
 * rate in percent (one decimal at most, with `%`) or a score (one decimal at most).
 */
export type FigureUnit = 'count' | 'duration' | 'percent' | 'score';

export interface ReportFigure {
  /** The figure's name, the same on every page and in every export. */
  label: MessageKey;
  /** What it counts, in one sentence (the label's tooltip). */
  definition: MessageKey;
  unit: FigureUnit;
}

const figure = (name: string, unit: FigureUnit): ReportFigure => ({
  label: `reports.glossary.${name}.label` as MessageKey,
  definition: `reports.glossary.${name}.definition` as MessageKey,
  unit,
});

/** Every figure of the data centre, by name. */
export const REPORT_FIGURES = {
  activeLearners: figure('activeLearners', 'count'),
  learningTime: figure('learningTime', 'duration'),
  childTasksPassed: figure('childTasksPassed', 'count'),
  childTasksAssigned: figure('childTasksAssigned', 'count'),
  examPassRate: figure('examPassRate', 'percent'),
  practiceSessions: figure('practiceSessions', 'count'),
  practiceAvgScore: figure('practiceAvgScore', 'score'),
  learnerAvgScore: figure('learnerAvgScore', 'score'),
  exams: figure('exams', 'count'),
  passedExams: figure('passedExams', 'count'),
  logins: figure('logins', 'count'),
  members: figure('members', 'count'),
  rangeLearners: figure('rangeLearners', 'count'),
  startedLearners: figure('startedLearners', 'count'),
  completedLearners: figure('completedLearners', 'count'),
  passedLearners: figure('passedLearners', 'count'),
  completionRate: figure('completionRate', 'percent'),
  avgScore: figure('avgScore', 'score'),
  avgTime: figure('avgTime', 'duration'),
  score: figure('score', 'score'),
  time: figure('time', 'duration'),
} as const satisfies Record<string, ReportFigure>;

export type ReportFigureName = keyof typeof REPORT_FIGURES;

/** A figure's name as a header or a card title shows it: a duration's says its unit (「平均用时（时:分:秒）」). */
export function figureLabel(t: Translate, name: ReportFigureName): string {
  const { label, unit } = REPORT_FIGURES[name];
  return unit === 'duration' ? t('reports.glossary.inDuration', { name: t(label) }) : t(label);
}

/** A figure's definition, in the reader's language. */
export const figureDefinition = (t: Translate, name: ReportFigureName): string => t(REPORT_FIGURES[name].definition);

/** Seconds as `h:mm:ss` (`0:34:54`, `12:05:00`): how every duration of the data centre is written, on a page and in an export. */
export function durationClock(seconds: number): string {
  const whole = Math.round(Math.max(0, seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** `part` of `whole` in percent at one decimal; null when there is no whole to divide. */
export function ratePercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** Excel's number format of a duration cell (a fraction of a day): the page's `h:mm:ss`, past 24 hours too. */
export const EXCEL_DURATION_FORMAT = '[h]:mm:ss';
/** Excel's number format of a rate cell (a fraction): one decimal and `%`. */
export const EXCEL_PERCENT_FORMAT = '0.0%';
