import { DEFAULT_TIME_ZONE, wallTimeInstant } from '../format/zone.js';

/**
 * Task times on the wire. Requests may send epoch milliseconds, an ISO 8601 instant with its zone
 * (what a date picker's `toISOString()` gives), or `yyyy-MM-dd HH:mm[:ss]` read in the
 * organisation's zone (format/zone.ts). Responses carry ISO 8601 instants in UTC; clients format
 * them for display in the organisation's zone.
 */

const LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$/;
const ZONED_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** 2000-01-01 … 2100-01-01: anything outside is a typo, not a task time. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

function inRange(ms: number | null): number | null {
  return ms !== null && Number.isFinite(ms) && ms >= EARLIEST && ms <= LATEST ? ms : null;
}

/**
 * A task time as epoch milliseconds, or null when the value is not one of the accepted forms. A wall
 * time without a zone is read in the organisation's zone.
 */
export function parseTaskTime(value: unknown, zone: string = DEFAULT_TIME_ZONE): number | null {
  if (typeof value === 'number') return inRange(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{10,15}$/.test(text)) return inRange(Number(text));
  if (LOCAL_PATTERN.test(text)) return inRange(wallTimeInstant(text, zone));
  return ZONED_PATTERN.test(text) ? inRange(Date.parse(text)) : null;
}

/** A task time as the wire shows it: an ISO 8601 instant in UTC. */
export function taskTimeText(ms: number): string {
  return new Date(ms).toISOString();
}
