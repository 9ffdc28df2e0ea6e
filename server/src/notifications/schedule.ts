import { addDays, wallTimeInstant, zonedDay, type NotifyPeriod } from '@peilian/shared';

/**
 * When a template sends and what its variables count (docs/notifications.md "Schedule and
 * delivery"): the wall time of the organisation's time zone, so 08:00 is 08:00 there whatever the
 * server's zone.
 */

export interface Timing {
  period: NotifyPeriod;
  /** `HH:mm`. */
  sendTime: string;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** 1–28. */
  monthday: number;
}

/** The day of the week of `day` (`yyyy-MM-dd`): 1 Monday … 7 Sunday. */
const weekdayOf = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const sendsOn = (timing: Timing, day: string): boolean =>
  timing.period === 'daily' || (timing.period === 'weekly' ? weekdayOf(day) === timing.weekday : Number(day.slice(8, 10)) === timing.monthday);

/** The first occurrence strictly after `after`, in `zone`. */
export function nextOccurrence(timing: Timing, after: Date, zone: string): Date {
  const today = zonedDay(after.getTime(), zone);
  // A monthly day comes within 31 days; a day more covers a send time already past today.
  for (let offset = 0; offset <= 32; offset += 1) {
    const day = addDays(today, offset);
    if (!sendsOn(timing, day)) continue;
    const at = wallTimeInstant(`${day} ${timing.sendTime}`, zone);
    if (at !== null && at > after.getTime()) return new Date(at);
  }
  throw new Error(`no occurrence of ${JSON.stringify(timing)} after ${after.toISOString()}`);
}

export interface PeriodDays {
  start: string;
  end: string;
}

/**
 * The days the variables and attachments of a send at `at` count (§9, units day/week/month): the
 * day before (daily), the Monday to Sunday before the send's week (weekly), the month before (monthly).
 */
export function countedPeriod(period: NotifyPeriod, at: Date, zone: string): PeriodDays {
  const day = zonedDay(at.getTime(), zone);
  if (period === 'daily') {
    const yesterday = addDays(day, -1);
    return { start: yesterday, end: yesterday };
  }
  if (period === 'weekly') {
    const monday = addDays(day, 1 - weekdayOf(day));
    return { start: addDays(monday, -7), end: addDays(monday, -1) };
  }
  const firstOfMonth = `${day.slice(0, 8)}01`;
  const end = addDays(firstOfMonth, -1);
  return { start: `${end.slice(0, 8)}01`, end };
}
