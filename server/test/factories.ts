import { randomBytes } from 'node:crypto';
import { hashPassword } from '../src/auth/password.js';
import { ALL_FUNCTION_KEYS } from '../src/auth/functions.js';
import type { Db } from '../src/db/client.js';
import type { OrganisationRow, UserRow } from '../src/db/schema/index.js';
import { findOrganisationByName, insertOrganisation, updateOrganisationLicence } from '../src/data/organisations.js';
import { insertUser, type NewUser } from '../src/data/users.js';
import { DEMO_ORGANISATION, DEMO_PASSWORD } from '../src/seed/demo.js';

const unique = () => randomBytes(5).toString('hex');

export async function demoOrganisation(db: Db): Promise<OrganisationRow> {
  const org = await findOrganisationByName(db, DEMO_ORGANISATION);
  if (!org) throw new Error('demo organisation missing: is the database seeded?');
  return org;
}

let demoPasswordHash: Promise<string> | undefined;

/**
 * A user (default: a learner in the demo organisation) with a unique account and the demo password.
 * The password's argon2id hash is made once per test process and shared, as the seeded accounts'
 * could be: each hash costs 19 MiB and tens of milliseconds, and the matrix of the admin routes
 * alone creates hundreds of users.
 */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  const orgId = overrides.orgId ?? (await demoOrganisation(db)).id;
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  return insertUser(db, {
    orgId,
    account: `user_${unique()}`,
    name: '测试学员',
    passwordHash: await demoPasswordHash,
    passwordChangedAt: new Date(),
    ...overrides,
  });
}

/** Another organisation (every function licensed unless told otherwise). */
export async function createOrganisation(db: Db, values: { licensedFunctions?: string[]; settings?: Record<string, unknown> } = {}): Promise<OrganisationRow> {
  return insertOrganisation(db, {
    name: `测试企业_${unique()}`,
    licensedFunctions: values.licensedFunctions ?? [...ALL_FUNCTION_KEYS],
    settings: values.settings ?? {},
  });
}

/** Changes the demo organisation's settings (merged) — e.g. password strengthening. */
export async function setDemoSettings(db: Db, settings: Record<string, unknown>): Promise<void> {
  const org = await demoOrganisation(db);
  await updateOrganisationLicence(db, org.id, { settings: { ...org.settings, ...settings } });
}

/** A mainland mobile number no seeded user has. */
export function randomMobile(): string {
  return `139${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
}
