import { randomBytes } from 'node:crypto';
import { hashPassword } from '../src/auth/password.js';
import type { Db } from '../src/db/client.js';
import type { UserRow } from '../src/db/schema.js';
import { findOrganisationByName } from '../src/data/organisations.js';
import { insertUser, type NewUser } from '../src/data/users.js';
import { DEMO_ORGANISATION, DEMO_PASSWORD } from '../src/seed/demo.js';

/** A learner in the demo organisation with a unique account and the demo password. */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  const org = await findOrganisationByName(db, DEMO_ORGANISATION);
  if (!org) throw new Error('demo organisation missing: is the database seeded?');
  return insertUser(db, {
    orgId: org.id,
    account: `user_${randomBytes(5).toString('hex')}`,
    name: '测试学员',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    passwordChangedAt: new Date(),
    ...overrides,
  });
}
