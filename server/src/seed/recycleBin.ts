import { randomUUID } from 'node:crypto';
import type { RecycleKind } from '@peilian/shared';
import { markUsersDeleted } from '../data/adminUsers.js';
import { deleteCustomer, insertCustomer } from '../data/practice/customers.js';
import { deleteHotWord, insertHotWord } from '../data/practice/words.js';
import { recycling } from '../data/recycleBin.js';
import { findUserByAccount, insertUser } from '../data/users.js';
import type { Db } from '../db/client.js';

const DAY_MS = 86_400_000;
/** The salesperson who left: seeded once, the bin's entries with him. */
const LEAVER = 'chen_xiaodong';

/**
 * What the demo organisation deleted lately, in 回收站 (docs/decisions.md "The recycle bin"): a
 * salesperson who left, removed by the sales manager nine days ago; an old customer persona and a
 * hot word of a discontinued model, removed by the owner. Each went through the deletion's own
 * recycling, so restoring them works as it does for a deletion made in the back office.
 */
export async function seedRecycleBin(db: Db, orgId: string, now: Date): Promise<void> {
  const [owner, manager, leaverBefore] = await Promise.all(['owner01', 'admin01', LEAVER].map(async (account) => (await findUserByAccount(db, account))?.user));
  if (!owner || !manager || leaverBefore) return;
  const deleted = (kind: RecycleKind, by: string, daysAgo: number, work: () => Promise<unknown>) =>
    recycling(db, { id: randomUUID(), orgId, kind, by, at: new Date(now.getTime() - daysAgo * DAY_MS) }, work);

  const leaver = await insertUser(db, {
    orgId,
    account: LEAVER,
    name: '陈晓东',
    passwordHash: owner.passwordHash,
    departmentId: manager.departmentId,
    managerId: manager.id,
  });
  await deleted('user', manager.id, 9, () => markUsersDeleted(db, orgId, [leaver.id], new Date(now.getTime() - 9 * DAY_MS)));

  const persona = await insertCustomer(db, { orgId, name: '赵总（旧版画像）', gender: 1, tradeTime: '2023 年' });
  await deleted('customer', owner.id, 4, () => deleteCustomer(db, orgId, persona.id));

  const word = await insertHotWord(db, { orgId, word: 'A100 旧款', replace: '' });
  await deleted('hotword', owner.id, 2, () => deleteHotWord(db, orgId, word.id));
}
