import { LOG_RETENTION_DAYS } from '@peilian/shared';
import { daysSetting } from '../../lib/daysSetting.js';

/** The organisation's log retention (sign-ins and operations) in days (`settings.loginLogRetentionDays`), or the default. */
export const retentionDaysOf = (settings: Readonly<Record<string, unknown>> | null | undefined): number =>
  daysSetting(settings, 'loginLogRetentionDays', LOG_RETENTION_DAYS);
