/**
 * Task times on the wire. Requests may send epoch milliseconds, an ISO 8601 instant with its zone
 * (what a date picker's `toISOString()` gives), or `yyyy-MM-dd HH:mm[:ss]` read as China time
 * (UTC+8, the product's reference zone, like the validity dates of the people admin). Responses
 * carry ISO 8601 instants in UTC; clients format them for display.
 */

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** 2000-01-01 … 2100-01-01: anything outside is a typo, not a task time. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

function inRange(ms: number): number | null {
  return Number.isFinite(ms) && ms >= EARLIEST && ms <= LATEST ? ms : null;
}

function fromLocal(match: RegExpExecArray): number | null {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(utc);
  const exact =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month! - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return exact ? inRange(utc - CHINA_OFFSET_MS) : null;
}

/** A task time as epoch milliseconds, or null when the value is not one of the accepted forms. */
export function parseTaskTime(value: unknown): number | null {
  if (typeof value === 'number') return inRange(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{10,15}$/.test(text)) return inRange(Number(text));
  const local = LOCAL_PATTERN.exec(text);
  if (local) return fromLocal(local);
  return ZONED_PATTERN.test(text) ? inRange(Date.parse(text)) : null;
}

/** A task time as the wire shows it: an ISO 8601 instant in UTC. */
export function taskTimeText(ms: number): string {
  return new Date(ms).toISOString();
}

/** `yyyy-MM-dd HH:mm` in China time, for messages that quote a time (the same in every language). */
export function chinaTimeText(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The China-time day (yyyy-MM-dd) of an instant: the key of daily records. */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}
