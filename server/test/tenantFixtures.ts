import { hashToken, newSessionToken } from '../src/auth/token.js';
import type { Db } from '../src/db/client.js';
import { insertSession } from '../src/data/sessions.js';
import { findUserByAccount } from '../src/data/users.js';
import { demoOrganisation } from './factories.js';
import type { TestServer } from './harness.js';
import type { Fixtures } from './tenantRecords.js';

/**
 * A session of the account, stored as a sign-in stores it. Signing in through the API costs an
 * argon2 verification each (seconds for a suite's callers); sign-in has its own tests.
 */
async function sessionOf(db: Db, account: string): Promise<string> {
  const { user } = (await findUserByAccount(db, account))!;
  const token = newSessionToken();
  await insertSession(db, { orgId: user.orgId, userId: user.id, tokenHash: hashToken(token), clientKind: 'pc' });
  return token;
}

/** The fixtures of the record kinds (`tenantKinds.ts`) on a test server's demo organisation. */
export async function tenantFixtures(server: TestServer): Promise<Fixtures> {
  const { db } = server.database;
  const tokens = new Map<string, Promise<string>>();
  const built = new Map<string, Promise<unknown>>();
  return {
    server,
    db,
    orgId: (await demoOrganisation(db)).id,
    admin: (await findUserByAccount(db, 'superadmin'))!.user,
    learner: (await findUserByAccount(db, 'learner01'))!.user,
    token: (account) => {
      if (!tokens.has(account)) tokens.set(account, sessionOf(db, account));
      return tokens.get(account)!;
    },
    once: <T>(key: string, make: () => Promise<T>) => {
      if (!built.has(key)) built.set(key, make());
      return built.get(key) as Promise<T>;
    },
  };
}
