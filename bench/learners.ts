import { randomBytes } from 'node:crypto';
import { hashPassword } from '../server/src/auth/password.js';
import { hashToken, newSessionToken } from '../server/src/auth/token.js';
import { openDatabase } from '../server/src/db/client.js';
import { findDepartmentByName } from '../server/src/data/departments.js';
import { findOrganisationByName } from '../server/src/data/organisations.js';
import { insertSession } from '../server/src/data/sessions.js';
import { insertUser } from '../server/src/data/users.js';
import { DEMO_ORGANISATION } from '../server/src/seed/demo.js';

/**
 * `n` learners of the demo organisation's 客服部, each with a live session (token), written into a
 * seeded database before the server opens it (a server holds the embedded database exclusively).
 */
export async function createLearners(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  n: number;
  name: string;
}): Promise<{ tokens: string[]; departmentId: string }> {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    const { db } = database;
    const org = await findOrganisationByName(db, DEMO_ORGANISATION);
    const top = org ? await findDepartmentByName(db, org.id, null, '总部') : undefined;
    const department = org && top ? await findDepartmentByName(db, org.id, top.id, '客服部') : undefined;
    if (!org || !department) throw new Error('demo organisation missing');
    const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
    const tokens: string[] = [];
    for (let index = 0; index < options.n; index += 1) {
      const account = `bench_${randomBytes(5).toString('hex')}`;
      const user = await insertUser(db, {
        orgId: org.id,
        departmentId: department.id,
        account,
        name: `${options.name}${index}`,
        passwordHash,
        passwordChangedAt: new Date(),
      });
      const token = newSessionToken();
      await insertSession(db, { orgId: org.id, userId: user.id, tokenHash: hashToken(token), clientKind: 'pc' });
      tokens.push(token);
    }
    return { tokens, departmentId: department.id };
  } finally {
    await database.close();
  }
}
