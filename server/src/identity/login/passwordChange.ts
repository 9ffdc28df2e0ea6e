import { checkPassword, type StoredUser } from '@peilian/shared';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { hashToken } from '../../auth/token.js';
import { consumePasswordSerial, findLivePasswordSerial } from '../../data/passwordSerials.js';
import { revokeUserSessions } from '../../data/sessions.js';
import { findUserInOrg, updateUserPassword } from '../../data/users.js';
import { appError, invalidInput } from '../../errors/index.js';
import { signIn, type LoginRequest } from '../login.js';
import { openSealedPassword } from '../loginKeys.js';

export interface SerialPasswordChange {
  serial: string;
  randomkey: string;
  /** The new password sealed under the key. */
  password: string;
}

/**
 * The forced change (spec §4). The serial stays valid until a new password passes the dialog rule
 * (8–15, strong, trimmed) and differs from the old one; then, in one transaction, the serial is
 * used, the password stored (argon2id) and every session of the user revoked (their holders get
 * 9100, their sockets are dropped). Answers with a new session.
 */
export async function changePasswordWithSerial(request: Omit<LoginRequest, 'method'>, change: SerialPasswordChange): Promise<StoredUser> {
  const { deps, log } = request;
  const { db, clock } = deps;
  const serialHash = hashToken(change.serial);
  const pending = await findLivePasswordSerial(db, serialHash, clock.now());
  if (!pending) throw appError('errors.serialExpired');
  const sealed = await openSealedPassword(deps, log, { randomkey: change.randomkey, password: change.password }, false);
  const issue = checkPassword(sealed, 'dialog');
  if (issue) throw invalidInput(issue.key, issue.params);
  const password = sealed.trim();
  const { orgId, userId } = pending;
  const found = await findUserInOrg(db, orgId, userId);
  if (!found) throw appError('errors.serialExpired');
  if (request.attempt) request.attempt.found = found;
  if (await verifyPassword(found.user.passwordHash, password)) throw appError('errors.passwordReused');

  const passwordHash = await hashPassword(password);
  const revoked = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await consumePasswordSerial(tx, serialHash, now))) throw appError('errors.serialExpired');
    await updateUserPassword(tx, orgId, userId, passwordHash, now);
    return revokeUserSessions(tx, orgId, userId, 'password');
  });
  deps.sessionCache.dropUsers(orgId, [userId]);
  for (const sessionId of revoked) deps.realtime.disconnectSession(sessionId);
  log.info({ userId, orgId, revoked: revoked.length }, 'password changed');

  const changed = await findUserInOrg(db, orgId, userId);
  if (!changed) throw appError('errors.serialExpired');
  return signIn({ ...request, method: 'password-change' }, changed);
}
