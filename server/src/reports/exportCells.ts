import { durationClock, EXCEL_DURATION_FORMAT, EXCEL_PERCENT_FORMAT, figureLabel, type ReportFigureName, type Translate } from '@peilian/shared';
import type { ExportCell } from './export.js';

/**
 * How an export writes a figure: the glossary's name as its header (shared `REPORT_FIGURES`), and
 * its value as a number Excel can sum and sort, shown in the page's format — a duration as
 * `h:mm:ss`, a rate with `%`, a score at one decimal.
 */

/** A figure's header: its glossary name, a duration's with its unit (「平均用时（时:分:秒）」). */
export const figureHeader = (t: Translate, name: ReportFigureName): string => figureLabel(t, name);

/** Seconds as a duration cell: a fraction of a day that Excel shows `h:mm:ss`, as the page does. */
export const durationCell = (seconds: number | null): ExportCell => {
  if (seconds === null) return null;
  const whole = Math.round(Math.max(0, seconds));
  return { value: whole / 86_400, numFmt: EXCEL_DURATION_FORMAT, text: durationClock(whole) };
};

/** A 0–100 rate as a percent cell (a fraction Excel shows `75.0%`); no rate as an empty cell. */
export const rateCell = (rate: number | null): ExportCell => (rate === null ? null : { value: rate / 100, numFmt: EXCEL_PERCENT_FORMAT, text: `${rate}%` });

/** A score at one decimal at most; none as an empty cell. */
export const scoreCell = (score: number | null): number | null => (score === null ? null : Math.round(score * 10) / 10);
