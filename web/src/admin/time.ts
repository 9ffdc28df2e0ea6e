import { wallTimeInstant, zonedSecondsText, zonedTimeText, zoneOffsetMs } from '@peilian/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { currentTimeZone } from '../app';

/**
 * The back office's dates, all on the organisation's clock (shared format/zone.ts): tables, drawers
 * and date pickers show the wall time of the organisation's zone, whatever the browser's zone is.
 * A picker holds that wall time as a plain dayjs; `pickedInstant` reads it back in the zone.
 */

/** The organisation's time zone of the signed-in administrator. */
export const orgZone = currentTimeZone;

/** `YYYY-MM-DD HH:mm` in the organisation's zone ('' for no time). */
export const adminTime = (at: number | string | null | undefined): string => (at === null || at === undefined ? '' : zonedTimeText(at, orgZone()));

/** `YYYY-MM-DD HH:mm:ss` in the organisation's zone ('' for no time). */
export const adminSeconds = (at: number | string | null | undefined): string => (at === null || at === undefined ? '' : zonedSecondsText(at, orgZone()));

/** A picker's value for an instant: the organisation's wall time of it, to the millisecond. */
export function pickerValue(at: number | string): Dayjs {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return dayjs(new Date(ms + zoneOffsetMs(ms, orgZone())).toISOString().slice(0, 23));
}

/** The organisation's wall time now, as a picker compares days with it. */
export const pickerNow = (): Dayjs => pickerValue(Date.now());

/** The instant a picker's wall time names in the organisation's zone (epoch ms). */
export const pickedInstant = (value: Dayjs): number =>
  (wallTimeInstant(value.format('YYYY-MM-DD HH:mm:ss'), orgZone()) ?? value.valueOf()) + value.millisecond();

/** The instant a picker's wall time names, as the wire carries it (ISO 8601, UTC). */
export const pickedIso = (value: Dayjs): string => new Date(pickedInstant(value)).toISOString();
