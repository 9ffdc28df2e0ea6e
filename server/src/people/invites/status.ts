import type { InviteStatus } from '@peilian/shared';
import type { InviteCodeRecord } from '../../data/inviteCodes.js';

/** A code's state on `day` (yyyy-MM-dd in its organisation's zone): revoked, expired, full, else active. */
export function inviteStatus(invite: Pick<InviteCodeRecord, 'revokedAt' | 'validUntil' | 'usedCount' | 'maxCount'>, day: string): InviteStatus {
  if (invite.revokedAt) return 'revoked';
  if (invite.validUntil && invite.validUntil < day) return 'expired';
  return invite.usedCount >= invite.maxCount ? 'full' : 'active';
}
