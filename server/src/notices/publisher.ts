import type { AppDeps } from '../http/context.js';
import { insertNotices, subscriptionsOf, unreadCounts } from '../data/notices.js';
import type { NoticeInsert } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import type { NoticeDraft } from './kinds.js';
import { presentNotice } from './presenter.js';
import { taskMessageSetting } from './settings.js';

/** What making notices needs: the database, the clock, the learners' sockets and whether WeChat can send. */
export type NoticeServices = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'realtime' | 'wechat'>;

/** Task notices: the ones a learner also gets through the official account, where subscribed. */
const TASK_KINDS = new Set<NoticeDraft['kind']>(['taskPublished', 'taskEnding']);

/**
 * Makes the notices of one organisation's learners (docs/notifications.md "Notices"): inserted
 * in batches, each once per learner and ref, then pushed as `notice:new` with the learner's unread
 * count to that learner's sockets alone, in whichever process holds them. A task notice of a
 * learner who subscribed, in an organisation that sends task messages through WeChat, is also due
 * as a template message (the task-message job sends it). Called once the event is committed.
 * Answers how many notices were made.
 */
export async function notifyLearners(services: NoticeServices, orgId: string, drafts: readonly NoticeDraft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const { db } = services;
  const now = services.clock.now();
  const taskUsers = [...new Set(drafts.filter((draft) => TASK_KINDS.has(draft.kind)).map((draft) => draft.userId))];
  const wechat = taskUsers.length > 0 && services.wechat.pubConfigured && (await taskMessageSetting(db, orgId)).isTaskMsgPush2wx === 1;
  const subscribed = wechat ? await subscriptionsOf(db, orgId, taskUsers) : new Map<string, string>();
  const rows: NoticeInsert[] = drafts.map((draft) => {
    const viaWechat = TASK_KINDS.has(draft.kind) && subscribed.has(draft.userId);
    return { orgId, ...draft, createdAt: now, pushedAt: now, wxState: viaWechat ? 'pending' : 'none', wxDueAt: viaWechat ? now : null };
  });
  const made = await insertNotices(db, rows);
  const unread = await unreadCounts(db, orgId, [...new Set(made.map((row) => row.userId))]);
  for (const row of made) services.realtime.pushToUser(row.userId, 'notice:new', { notice: presentNotice(row), unread: unread.get(row.userId) ?? 1 });
  if (made.length > 0) services.logger.info({ orgId, kind: drafts[0]!.kind, notices: made.length }, 'notices made');
  return made.length;
}

/**
 * Notices made inside another write's transaction (a level reached, a badge awarded as a package
 * completes): they stand or fall with it, and the push job sends them to the learner's sockets once
 * committed. No WeChat message: these are not task notices.
 */
export async function recordNotices(tx: Db, orgId: string, drafts: readonly NoticeDraft[], now: Date): Promise<void> {
  if (drafts.length > 0)
    await insertNotices(
      tx,
      drafts.map((draft) => ({ orgId, ...draft, createdAt: now })),
    );
}

/** `notifyLearners` that never fails its caller: what went wrong is logged (the event itself stands). */
export async function notifyLearnersQuietly(services: NoticeServices, orgId: string, drafts: readonly NoticeDraft[]): Promise<void> {
  try {
    await notifyLearners(services, orgId, drafts);
  } catch (error) {
    services.logger.warn({ err: error, orgId, kind: drafts[0]?.kind }, 'notices not made');
  }
}
