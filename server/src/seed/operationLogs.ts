import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { insertOperationLogs } from '../data/operationLogs.js';
import { findUserByAccount } from '../data/users.js';
import type { NewOperationLogChangeRow, UserRow } from '../db/schema/index.js';

/**
 * Two weeks of the demo organisation's back-office work in the operation log (docs/security.md
 * "Operation log"), so 操作日志 shows something on a fresh start: the owner adjusting settings and
 * resetting a password, the sales manager correcting a learner's details and moving one to another
 * department. Rows name the demo's real users; the changes are those the trigger would record.
 */

const DAY_MS = 86_400_000;

type Change = Omit<NewOperationLogChangeRow, 'operationId' | 'orgId'>;

interface Past {
  by: UserRow;
  daysAgo: number;
  function: string;
  method: string;
  route: string;
  recordId: string;
  changes: Change[];
}

const usersUpdate = (user: UserRow, before: Record<string, unknown>, after: Record<string, unknown>): Change => ({
  tableName: 'users',
  action: 'update',
  rowId: user.id,
  before,
  after,
});

/** The demo's past operations, made once for `now`. */
export async function seedOperationLogs(db: Db, orgId: string, now: Date): Promise<void> {
  const [owner, manager, learner02, learner03] = await Promise.all(
    ['owner01', 'admin01', 'learner02', 'learner03'].map(async (account) => (await findUserByAccount(db, account))?.user),
  );
  if (!owner || !manager || !learner02 || !learner03) return;
  const settings = (before: Record<string, unknown>, after: Record<string, unknown>): Change => ({
    tableName: 'organisations',
    action: 'update',
    rowId: orgId,
    before: { settings: before },
    after: { settings: after },
  });
  const past: Past[] = [
    {
      ...{ by: owner, daysAgo: 13, function: 'adminsetting', method: 'PUT', route: 'api/admin/system/setting/watermark', recordId: '' },
      changes: [settings({ watermark: null }, { watermark: { enabled: true, content: 'user' } })],
    },
    {
      ...{ by: manager, daysAgo: 9, function: 'adminuser', method: 'PUT', route: 'api/admin/organization/user/:id', recordId: learner03.id },
      changes: [usersUpdate(learner03, { mobile: '13800000003', memo: '' }, { mobile: learner03.mobile || '13900000003', memo: '调岗后更新手机号' })],
    },
    {
      ...{ by: owner, daysAgo: 6, function: 'adminsetting', method: 'PUT', route: 'api/admin/system/setting/logretention', recordId: '' },
      changes: [settings({ loginLogRetentionDays: null }, { loginLogRetentionDays: 180 })],
    },
    {
      ...{ by: manager, daysAgo: 3, function: 'adminuser', method: 'POST', route: 'api/admin/organization/user/:id/disable', recordId: learner02.id },
      changes: [usersUpdate(learner02, { disabled: 0 }, { disabled: 1 })],
    },
    {
      ...{ by: manager, daysAgo: 3, function: 'adminuser', method: 'POST', route: 'api/admin/organization/user/:id/disable', recordId: learner02.id },
      changes: [usersUpdate(learner02, { disabled: 1 }, { disabled: 0 })],
    },
    {
      ...{ by: owner, daysAgo: 1, function: 'adminuser', method: 'POST', route: 'api/admin/organization/user/:id/reset', recordId: learner03.id },
      changes: [usersUpdate(learner03, { need_change_password: 0 }, { need_change_password: 1 })],
    },
  ];
  await insertOperationLogs(
    db,
    past.map((operation, index) => ({
      log: {
        id: randomUUID(),
        orgId,
        userId: operation.by.id,
        account: operation.by.account,
        name: operation.by.name,
        function: operation.function,
        method: operation.method,
        route: operation.route,
        recordId: operation.recordId,
        ip: operation.by.account === 'owner01' ? '203.0.113.6' : '203.0.113.5',
        at: new Date(now.getTime() - operation.daysAgo * DAY_MS + index * 60_000),
      },
      changes: operation.changes,
    })),
  );
}
