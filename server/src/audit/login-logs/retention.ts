import { holdsFunctions, LOG_FUNCTION_KEYS, LOG_RETENTION_DAYS } from '@peilian/shared';
import { callerContext, permissionUser } from '../../auth/functions.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { daysSetting } from '../../lib/daysSetting.js';

/** The organisation's log retention (sign-ins and operations) in days (`settings.loginLogRetentionDays`), or the default. */
export const retentionDaysOf = (settings: Readonly<Record<string, unknown>> | null | undefined): number =>
  daysSetting(settings, 'loginLogRetentionDays', LOG_RETENTION_DAYS);

/**
 * A shorter retention purges rows of every log, so changing it needs every log function
 * (`LOG_FUNCTION_KEYS`) besides the settings right the route asks: else 403 `logRetentionNeedsLogs`,
 * before anything is written. Reading it needs only the settings right.
 */
export async function assertMayChangeRetention(acting: Caller): Promise<void> {
  if (!holdsFunctions(permissionUser(acting.caller), LOG_FUNCTION_KEYS, await callerContext(acting))) throw appError('errors.logRetentionNeedsLogs');
}
