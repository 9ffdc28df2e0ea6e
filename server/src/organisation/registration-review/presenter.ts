import { zonedDay, type Registration } from '@peilian/shared';
import type { RegistrationRecord } from '../../data/organisations.js';
import type { OrganisationClearanceRow } from '../../db/schema/index.js';
import { settingsTimeZone } from '../../lib/orgClock.js';

/** The clearing report as the provider reads it: when, and how many rows and files. */
function presentClearance(clearance: OrganisationClearanceRow | undefined): Registration['clearance'] {
  if (!clearance) return null;
  const rows = Object.values(clearance.report.tables).reduce((sum, n) => sum + n, 0);
  return { reportedat: clearance.reportedAt.toISOString(), rows, files: clearance.report.files };
}

/**
 * An enterprise registration as the provider's review list shows it: the form's answers, the
 * review's state, the last day of its account (in its zone), whether it is the platform's own
 * (which is given none), whether it has ended by `now`, and its clearing report.
 */
export function presentRegistration({ org, owner }: RegistrationRecord, now: Date, clearance?: OrganisationClearanceRow, platform = false): Registration {
  return {
    id: org.id,
    orgname: org.name,
    business: org.businessType,
    logo: org.logo,
    contact: org.contactName,
    mobile: org.contactMobile,
    account: owner?.account ?? '',
    status: org.reviewStatus,
    reason: org.reviewReason,
    createdate: org.createdAt.toISOString(),
    reviewdate: org.reviewedAt?.toISOString() ?? '',
    expiresat: org.expiresAt ? zonedDay(org.expiresAt.getTime() - 1, settingsTimeZone(org.settings)) : '',
    expired: org.expiresAt !== null && org.expiresAt.getTime() <= now.getTime(),
    platform,
    clearance: presentClearance(clearance),
  };
}
