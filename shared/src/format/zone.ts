/**
 * The organisation's clock. Every date a person reads — on the phone, in the back office, in an
 * export, in a report's days — is the wall time of the organisation's time zone (a setting,
 * Asia/Shanghai unless changed), never the zone of the device that shows it (docs/decisions.md,
 * "One clock"). Instants travel as ISO 8601 in UTC or epoch milliseconds; only these functions turn
 * them into days and times.
 */

/** The zone of an organisation that has not chosen one. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The zones the setting offers first (the organisation may name any IANA zone). */
export const COMMON_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;

const HOUR_MS = 3_600_000;

/** China has kept UTC+8 without daylight saving since 1991: the fallback where `Intl` knows no zones. */
const DEFAULT_OFFSET_MS = 8 * HOUR_MS;

/**
 * Zones whose offset has not changed for decades (tzdata), with the instant from which it holds: their
 * wall clock is read without `Intl`. A phone's first time-zone formatter loads the zone data, which
 * was the longest task of the centre's first render (docs/decisions.md "One clock"); a test holds
 * this table to the runtime's own zone data.
 */
export const FIXED_OFFSETS: ReadonlyMap<string, { readonly since: number; readonly offsetMs: number }> = new Map([
  // Daylight saving last ended on 1991-09-15.
  ['Asia/Shanghai', { since: Date.UTC(1992, 0, 1), offsetMs: 8 * HOUR_MS }],
  ['Asia/Hong_Kong', { since: Date.UTC(1980, 0, 1), offsetMs: 8 * HOUR_MS }],
  ['Asia/Taipei', { since: Date.UTC(1980, 0, 1), offsetMs: 8 * HOUR_MS }],
  // UTC+7:30 until the last day of 1981.
  ['Asia/Singapore', { since: Date.UTC(1982, 0, 1), offsetMs: 8 * HOUR_MS }],
  ['Asia/Tokyo', { since: Date.UTC(1952, 0, 1), offsetMs: 9 * HOUR_MS }],
  ['UTC', { since: 0, offsetMs: 0 }],
]);

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter giving the numeric parts of an instant in `zone`; null when the runtime cannot (an old WebView). */
function formatIn(zone: string): Intl.DateTimeFormat | null {
  if (!formats.has(zone)) formats.set(zone, newFormat(zone));
  return formats.get(zone) ?? null;
}

function newFormat(zone: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    return null;
  }
}

/** Whether `zone` names a time zone this runtime knows (`Asia/Shanghai`, `UTC`, …). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `ms`. */
export function zoneOffsetMs(ms: number, zone: string): number {
  const fixed = FIXED_OFFSETS.get(zone);
  return fixed && ms >= fixed.since ? fixed.offsetMs : intlZoneOffsetMs(ms, zone);
}

/** The same, always read from the runtime's zone data. */
export function intlZoneOffsetMs(ms: number, zone: string): number {
  const format = formatIn(zone);
  if (!format) return DEFAULT_OFFSET_MS;
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(ms))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** `yyyy-MM-ddTHH:mm:ss` of the wall clock of `zone` at `ms`. */
function wallText(ms: number, zone: string): string {
  return new Date(ms + zoneOffsetMs(ms, zone)).toISOString().slice(0, 19);
}

/** `yyyy-MM-dd HH:mm` in the organisation's zone; '' for an invalid instant. */
export function zonedTimeText(at: number | string, zone: string = DEFAULT_TIME_ZONE): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(ms) ? wallText(ms, zone).slice(0, 16).replace('T', ' ') : '';
}

/** `yyyy-MM-dd HH:mm:ss` in the organisation's zone; '' for an invalid instant. */
export function zonedSecondsText(at: number | string, zone: string = DEFAULT_TIME_ZONE): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(ms) ? wallText(ms, zone).replace('T', ' ') : '';
}

/** `HH:mm` in the organisation's zone; '' for an invalid instant. */
export function zonedClockText(at: number | string, zone: string = DEFAULT_TIME_ZONE): string {
  return zonedTimeText(at, zone).slice(11);
}

/** The organisation's day (`yyyy-MM-dd`) of an instant: the key of daily records and report days. */
export function zonedDay(at: number | string, zone: string = DEFAULT_TIME_ZONE): string {
  return zonedTimeText(at, zone).slice(0, 10);
}

/**
 * The instant of a wall time `yyyy-MM-dd HH:mm[:ss]` read in `zone` (what a date picker shows), or
 * null when the text is not one. A time the clock skips (spring forward) is read at the offset before it.
 */
export function wallTimeInstant(text: string, zone: string = DEFAULT_TIME_ZONE): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || hour! > 23 || minute! > 59 || second! > 59) return null;
  const first = asUtc - zoneOffsetMs(asUtc, zone);
  return asUtc - zoneOffsetMs(first, zone);
}

/** The instant the organisation's day `yyyy-MM-dd` begins. */
export function zonedDayStart(day: string, zone: string = DEFAULT_TIME_ZONE): number | null {
  return wallTimeInstant(day, zone);
}
