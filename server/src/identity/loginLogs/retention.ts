import { LOG_RETENTION_DAYS } from '@peilian/shared';

/** The organisation's log retention (sign-ins and operations) in days (`settings.loginLogRetentionDays`), or the default. */
export function retentionDaysOf(settings: Readonly<Record<string, unknown>> | null | undefined): number {
  const days = settings?.loginLogRetentionDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= LOG_RETENTION_DAYS.min && days <= LOG_RETENTION_DAYS.max
    ? days
    : LOG_RETENTION_DAYS.default;
}
