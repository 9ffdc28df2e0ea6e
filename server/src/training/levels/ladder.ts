import { ladderOf, levelOf } from '@peilian/shared';
import type { Db } from '../../db/client.js';
import { listLevels } from '../../data/levels.js';

/** The level a learner of the organisation holds at `experience` (its own ladder, else the default one), with its icon ('' when none). */
export async function organisationLevel(db: Db, orgId: string, experience: number): Promise<{ name: string; next: number; icon: string }> {
  const level = levelOf(experience, ladderOf(await listLevels(db, orgId)));
  return { name: level.name, next: level.next, icon: level.icon ?? '' };
}
