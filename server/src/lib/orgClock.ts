import { DEFAULT_TIME_ZONE, isTimeZone } from '@peilian/shared';
import type { Db } from '../db/client.js';
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
