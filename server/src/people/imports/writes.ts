import { hashPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { setUserPositions } from '../../data/positions.js';
import { insertUsers, updateUserFields, type NewUser } from '../../data/users.js';
import { validUntilOf } from '../dates.js';
import { roleGrants } from '../grants.js';
import type { ImportedUser } from './rows.js';

/**
 * Rows written per statement: the import is one operation, all or none, in one transaction
 * (docs/people.md "Import"); its statements stay of a size the database takes at once.
 */
export const IMPORT_CHUNK_ROWS = 200;

/**
 * Hashes each distinct password of the file once. An imported password is a first password, which
 * the user must change at the first sign-in (`needChangePassword`), so users given the same first
 * password share its hash until then; hashing 3,000 copies would take minutes (docs/decisions.md,
 * "One hash per imported password").
 */
export async function hashImportPasswords(users: readonly ImportedUser[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const user of users) {
    if (user.action === 'create' && !hashes.has(user.password)) hashes.set(user.password, await hashPassword(user.password));
  }
  return hashes;
}

interface WriteScope {
  orgId: string;
  now: Date;
  hashes: ReadonlyMap<string, string>;
}

function newUser(user: ImportedUser, { orgId, now, hashes }: WriteScope): NewUser {
  return {
    orgId,
    account: user.account,
    name: user.name,
    passwordHash: hashes.get(user.password)!,
    needChangePassword: 1,
    passwordChangedAt: now,
    workNo: user.workNo,
    sex: user.sex ?? 0,
    mobile: user.mobile,
    email: user.email,
    departmentId: user.departmentId,
    roleId: user.role?.id ?? null,
    ...(user.role ? roleGrants(user.role) : {}),
    validUntil: validUntilOf(user.validDate),
    memo: user.memo,
  };
}

/** An update's changes: every cell given; an empty optional cell leaves the stored value. */
function changesOf(user: ImportedUser): Partial<NewUser> {
  const changes: Partial<NewUser> = { name: user.name };
  if (user.workNo) changes.workNo = user.workNo;
  if (user.sex !== null) changes.sex = user.sex;
  if (user.mobile) changes.mobile = user.mobile;
  if (user.email) changes.email = user.email;
  if (user.departmentId) changes.departmentId = user.departmentId;
  if (user.role && user.role.id !== user.target?.roleId) Object.assign(changes, { roleId: user.role.id, ...roleGrants(user.role) });
  if (user.validDate) changes.validUntil = validUntilOf(user.validDate);
  if (user.memo) changes.memo = user.memo;
  return changes;
}

/** Writes one chunk of checked rows in the caller's transaction: new users in one statement, then updates, then positions. */
export async function writeUserChunk(tx: Db, chunk: readonly ImportedUser[], scope: WriteScope): Promise<{ inserted: number; updated: string[] }> {
  const creates = chunk.filter((user) => user.action === 'create');
  const created = await insertUsers(
    tx,
    creates.map((user) => newUser(user, scope)),
  );
  const idOf = new Map(created.map((row) => [row.account, row.id]));
  const updated: string[] = [];
  for (const user of chunk) {
    if (user.action !== 'update' || !user.target) continue;
    await updateUserFields(tx, scope.orgId, user.target.id, changesOf(user));
    updated.push(user.target.id);
  }
  const holders = chunk.flatMap((user) => {
    const userId = user.target?.id ?? idOf.get(user.account);
    return user.positionId && userId ? [{ userId, positionId: user.positionId }] : [];
  });
  await setUserPositions(tx, scope.orgId, holders);
  return { inserted: created.length, updated };
}
