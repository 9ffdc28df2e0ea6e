/**
 * How an export writes a figure: as a number Excel can sum and sort, in the unit its header states
 * (`exportHeaderInMinutes`), the way the back office's tables show the same figure.
 */

/** Seconds as minutes at one decimal: the unit every duration of an export is given in. */
export const minutesCell = (seconds: number | null): number | null => (seconds === null ? null : Math.round(Math.max(0, seconds) / 6) / 10);

/** A score at one decimal at most; none as an empty cell. */
export const scoreCell = (score: number | null): number | null => (score === null ? null : Math.round(score * 10) / 10);
