import { DEFAULT_TIME_ZONE, isTimeZone, zonedDayStart } from '@peilian/shared';
import type { Db } from '../db/client.js';
import type { LogWindow } from '../data/logRows.js';
import { findOrganisationById } from '../data/organisations.js';

/**
 * The organisation's one clock (docs/decisions.md, "One clock"): the time zone in its settings
 * (`settings.timeZone`), or `DEFAULT_TIME_ZONE` when none is chosen or the name is not a zone.
 * Every domain that shows a date or counts a day reads it here.
 */
export function settingsTimeZone(settings: Record<string, unknown> | null | undefined): string {
  const zone = settings?.timeZone;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The time zone of the organisation `orgId`. */
export async function organisationTimeZone(db: Db, orgId: string): Promise<string> {
  return settingsTimeZone((await findOrganisationById(db, orgId))?.settings);
}

const DAY_MS = 86_400_000;

/** The day after `day` (`yyyy-MM-dd`), as text. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The instants [from, to) of the days `start` to `end` (`yyyy-MM-dd`, both included) of the zone; a missing end is open. */
export function zonedDaysRange(start: string | undefined, end: string | undefined, zone: string): LogWindow {
  const from = start ? zonedDayStart(start, zone) : null;
  const to = end ? zonedDayStart(nextDay(end), zone) : null;
  return { from: from === null ? undefined : new Date(from), to: to === null ? undefined : new Date(to) };
}
