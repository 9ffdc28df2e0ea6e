import type { Db } from '../db/client.js';
import type { RoleRow } from '../db/schema/index.js';
import { findInviteByCode, insertInviteCode } from '../data/inviteCodes.js';
import { listPositions } from '../data/positions.js';

/** The demo organisation's invite code: new sales representatives of 华东销售组 join with it (docs/people.md, "Invite codes"). */
export const DEMO_INVITE_CODE = 'PLdemo26';

/** Seeds the demo's invite code once (a rerun finds it by its code). */
export async function seedInvites(
  tx: Db,
  orgId: string,
  creatorId: string | null,
  { departmentId, role }: { departmentId: string | undefined; role: RoleRow | undefined },
): Promise<void> {
  if (await findInviteByCode(tx, DEMO_INVITE_CODE)) return;
  const position = (await listPositions(tx, orgId)).find((row) => row.name === '销售代表');
  await insertInviteCode(tx, {
    orgId,
    code: DEMO_INVITE_CODE,
    title: '华东新人',
    maxCount: 50,
    departmentId: departmentId ?? null,
    positionId: position?.id ?? null,
    roleId: role?.id ?? null,
    createdBy: creatorId,
  });
}
