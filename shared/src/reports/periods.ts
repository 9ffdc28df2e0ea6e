/**
 * The data centre's one period rule (docs/reports.md "Glossary of figures"): 「今天」 is today so
 * far; 「近N天」 is the N whole days before today, ending yesterday 23:59:59 — where the spec ends
 * student statistics (admin §9). A named period never mixes a part of today into whole days.
 */

const DAY_MS = 86_400_000;

/** The calendar day `offset` days after `day` (`yyyy-MM-dd`; negative: before). */
export function addCalendarDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The days of a named period given today's day: 1 is today, any other N the N days ending yesterday. */
export function namedPeriodDays(days: number, today: string): { start: string; end: string } {
  if (days <= 1) return { start: today, end: today };
  const end = addCalendarDays(today, -1);
  return { start: addCalendarDays(end, 1 - days), end };
}
