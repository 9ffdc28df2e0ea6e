/** Days are counted in China Standard Time (UTC+8), where the users are. */
export const DAY_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The first moment of the calendar day (UTC+8) containing `now`. */
export function startOfDay(now: Date): Date {
  const day = Math.floor((now.getTime() + DAY_OFFSET_MS) / 86_400_000);
  return new Date(day * 86_400_000 - DAY_OFFSET_MS);
}
