import { createTranslator, DEFAULT_TIME_ZONE, mediaRefsOf } from '@peilian/shared';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import type { HistoryChild } from '../data/seedHistory.js';
import type { AppDeps } from '../http/context.js';
import type { Caller } from '../auth/caller.js';
import { createLogger } from '../logger.js';
import { wholeOrganisation } from '../data/dataScope.js';
import { mediaItem, reportMedia } from '../training/media-tasks/commands.js';
import type { MediaActivity } from './historyPlan.js';

/**
 * The demo history's activities are written through the domain's own commands, each called as its
 * learner at the moment the plan gives it (a clock fixed there), so every record, child task and
 * package record, learning time and total is what real use would have made of it (seed/history.ts).
 * This holds what every replayed activity shares, and the media tasks' progress reports.
 */

const silent = createLogger('silent');
const zh = createTranslator('zh-CN');

/** What every activity of one replay shares. */
export interface Replay {
  /** The database, or the transaction of the activity being replayed. */
  db: Db;
  orgId: string;
  learners: Map<string, UserRow>;
  children: Map<string, HistoryChild>;
  /** Media a learner has opened once already (`userId:mediaId`). */
  opened: Set<string>;
}

/** A replay of `learners`' activities on the database. */
export function newReplay(db: Db, orgId: string, learners: readonly UserRow[], children: readonly HistoryChild[]): Replay {
  return {
    db,
    orgId,
    learners: new Map(learners.map((learner) => [learner.id, learner])),
    children: new Map(children.map((child) => [child.id, child])),
    opened: new Set(),
  };
}

/** The learner `userId` calling the domain's commands at `at`. */
export function learnerAt(replay: Replay, userId: string, at: Date): Caller {
  const caller = replay.learners.get(userId)!;
  // The learner commands use the database and the clock only; the rest of the services is the server's.
  const deps = { db: replay.db, clock: { now: () => new Date(at) } } as unknown as AppDeps;
  return { deps, log: silent, caller, orgId: caller.orgId, userId: caller.id, zone: DEFAULT_TIME_ZONE, viewer: wholeOrganisation(caller.orgId), t: zh };
}

export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** Reading or watching: each media of the child opened (the first time) and a progress report of the time spent. */
export async function replayMedia(replay: Replay, activity: MediaActivity): Promise<void> {
  const child = replay.children.get(activity.childId);
  if (!child) return;
  const refs = mediaRefsOf(child.type, child.refs);
  const seconds = Math.round(activity.seconds / Math.max(1, refs.length));
  let at = activity.at;
  for (const ref of refs) {
    const key = `${activity.userId}:${ref.mediaid}`;
    if (!replay.opened.has(key)) {
      await mediaItem(learnerAt(replay, activity.userId, at), child.id, ref.mediaid, '');
      replay.opened.add(key);
    }
    at = new Date(at.getTime() + seconds * 1000);
    await reportMedia(learnerAt(replay, activity.userId, at), child.id, ref.mediaid, { position: seconds, seconds, finish: 0 });
  }
}
