import type { Db } from '../../db/client.js';
import type { MediaRow, UserRow } from '../../db/schema/index.js';
import { findLearnerPackage, learnerChildTasksWithMedia } from '../../data/center.js';
import { listChildTasks } from '../../data/childTasks.js';
import { studentTasksOfPackage } from '../../data/studentTasks.js';
import { childGates } from '../learnerTasks.js';

/**
 * The training centre's answer to the content library's viewkey call: a learner may view a media
 * that a file/video child task open to them references — a published package in their range, the
 * front package complete, the front task passed, inside the task's times. The library's hook has
 * no clock, so this rule reads the system time.
 */
export async function learnerMayViewMedia(db: Db, user: UserRow, media: MediaRow): Promise<boolean> {
  const learner = { orgId: user.orgId, userId: user.id };
  const now = new Date();
  for (const child of await learnerChildTasksWithMedia(db, learner, media.id)) {
    const pkg = await findLearnerPackage(db, learner, child.packageId);
    if (!pkg) continue;
    const [children, records] = await Promise.all([listChildTasks(db, user.orgId, pkg.pkg.id), studentTasksOfPackage(db, user.orgId, user.id, pkg.pkg.id)]);
    if (childGates(pkg, children, records, now).some((gate) => gate.child.id === child.id && gate.lockReason === '')) return true;
  }
  return false;
}
