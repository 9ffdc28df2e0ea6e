import { describe, expect, it } from 'vitest';
import {
  FIXED_OFFSETS,
  intlZoneOffsetMs,
  isTimeZone,
  wallTimeInstant,
  zonedClockText,
  zonedDay,
  zonedDayStart,
  zonedSecondsText,
  zonedTimeText,
  zoneOffsetMs,
} from './zone.js';

const AT = Date.parse('2026-11-24T17:30:05Z');

describe('the organisation clock', () => {
  it('shows an instant on the wall clock of the organisation, whatever the device zone', () => {
    expect(zonedTimeText(AT)).toBe('2026-11-25 01:30');
    expect(zonedSecondsText(AT, 'Asia/Shanghai')).toBe('2026-11-25 01:30:05');
    expect(zonedClockText(new Date(AT).toISOString(), 'Asia/Shanghai')).toBe('01:30');
    expect(zonedDay(AT, 'Asia/Shanghai')).toBe('2026-11-25');
    expect(zonedTimeText(AT, 'America/New_York')).toBe('2026-11-24 12:30');
    expect(zonedDay(AT, 'UTC')).toBe('2026-11-24');
  });

  it('follows daylight saving where the zone keeps it', () => {
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(2 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffsetMs(Date.parse('1960-01-01T00:00:00.250Z'), 'Asia/Shanghai')).toBe(8 * 3_600_000);
  });

  it('reads the zones of fixed offset as the zone data does, every month from their start to 2060', () => {
    for (const [zone, { since }] of FIXED_OFFSETS) {
      for (let at = since; at < Date.UTC(2060, 0, 1); at += 30 * 86_400_000) expect([zone, zoneOffsetMs(at, zone)]).toEqual([zone, intlZoneOffsetMs(at, zone)]);
    }
    // Before its fixed offset began, a zone is read from the zone data (Shanghai's daylight saving of 1991).
    expect(zoneOffsetMs(Date.parse('1991-07-01T00:00:00Z'), 'Asia/Shanghai')).toBe(9 * 3_600_000);
  });

  it('reads a wall time in the zone back to its instant', () => {
    expect(wallTimeInstant('2026-11-25 01:30:05')).toBe(AT);
    expect(wallTimeInstant('2026-11-24T12:30:05', 'America/New_York')).toBe(AT);
    expect(zonedDayStart('2026-11-25')).toBe(Date.parse('2026-11-24T16:00:00Z'));
    expect(wallTimeInstant('2026-07-01 00:00', 'Europe/Berlin')).toBe(Date.parse('2026-06-30T22:00:00Z'));
    for (const bad of ['2026-02-30 10:00', '2026-11-25 24:00', 'tomorrow', '']) expect(wallTimeInstant(bad)).toBeNull();
  });

  it('knows a zone from a made-up name, and gives nothing for an invalid instant', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(8)).toBe(false);
    expect(zonedTimeText('not a time')).toBe('');
    expect(zonedDay(Number.NaN)).toBe('');
  });
});
