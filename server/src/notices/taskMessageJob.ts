import { createTranslator, zonedTimeText, type MessageKey, type NoticeKind } from '@peilian/shared';
import { claimDueWechatNotice, settleWechatNotice, type ClaimedWechatNotice } from '../data/notices.js';
import type { AppDeps } from '../http/context.js';
import { createTickLoop, leasedBatch, type TickLoop } from '../lib/tickLoop.js';
import { organisationTimeZone } from '../lib/orgClock.js';
import { WechatError } from '../providers/wechat/index.js';

/** How long a claim holds a notice's message: a process that died mid-send frees it after this. */
export const TASK_MESSAGE_LEASE_MS = 60_000;
/** Attempts of one message before it is given up (`failed`). */
export const TASK_MESSAGE_ATTEMPTS = 5;
/** The wait after the first failed attempt; each further one waits twice as long (30 s, 1, 2, 4 min). */
export const TASK_MESSAGE_BACKOFF_MS = 30_000;
/** Messages one tick sends at most; the next tick takes the rest. */
const BATCH = 100;

export type TaskMessageJobOptions = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'wechat'> & {
  /** The address the message's link opens (read at each send: it is known once the server listens). */
  publicUrl: () => string;
  tickMs: number;
};

/** The template's fields: the notice in words, the task, its end, and the invitation to open it. */
async function templateData(options: TaskMessageJobOptions, { notice }: ClaimedWechatNotice): Promise<Record<string, string>> {
  const t = createTranslator('zh-CN');
  const params = notice.params;
  const endAt = typeof params.endAt === 'number' ? zonedTimeText(params.endAt, await organisationTimeZone(options.db, notice.orgId)) : '';
  return {
    first: t(`notices.message.${notice.kind as NoticeKind}` as MessageKey, params),
    keyword1: String(params.title ?? ''),
    keyword2: endAt,
    remark: t('notices.message.remark'),
  };
}

/**
 * The durable job that sends task notices as the official account's template messages
 * (docs/notifications.md "Task messages through WeChat"). Its state is the notice row: each tick
 * claims due messages one at a time by a conditional UPDATE (the lease), sends each to the
 * learner's follower openid with a link that opens the task in the app, and records the outcome:
 * sent; or due again after a doubling wait; or, after 5 attempts or without a subscription, failed.
 */
export function createTaskMessageJob(options: TaskMessageJobOptions): TickLoop {
  const { db, clock, logger, wechat, tickMs } = options;
  const work = leasedBatch<ClaimedWechatNotice>({
    batch: BATCH,
    logger,
    claim: () => claimDueWechatNotice(db, clock.now(), TASK_MESSAGE_LEASE_MS),
    run: async (claimed) => {
      const { notice, openid } = claimed;
      if (!openid || !wechat.pubConfigured) {
        await settleWechatNotice(db, notice, { state: 'failed', error: openid ? 'official account not configured' : 'not subscribed' });
        return notice.id;
      }
      try {
        const url = `${options.publicUrl()}/#${notice.link}`;
        await wechat.sendTaskMessage({ openid, url, data: await templateData(options, claimed) }, clock.now().getTime());
        await settleWechatNotice(db, notice, { state: 'sent' });
        logger.info({ orgId: notice.orgId, noticeId: notice.id, attempts: notice.wxAttempts }, 'task message sent');
      } catch (error) {
        const reason = error instanceof WechatError ? `${error.errcode} ${error.message}` : String(error);
        const giveUp = notice.wxAttempts >= TASK_MESSAGE_ATTEMPTS;
        const dueAt = new Date(clock.now().getTime() + TASK_MESSAGE_BACKOFF_MS * 2 ** (notice.wxAttempts - 1));
        await settleWechatNotice(db, notice, giveUp ? { state: 'failed', error: reason } : { state: 'pending', error: reason, dueAt });
        logger.warn({ orgId: notice.orgId, noticeId: notice.id, attempts: notice.wxAttempts, reason, giveUp }, 'task message not sent');
      }
      return notice.id;
    },
    failed: (claimed) => ({ fields: { orgId: claimed.notice.orgId, noticeId: claimed.notice.id }, message: 'task message failed' }),
  });
  return createTickLoop({ job: 'taskMessage', tickMs, logger, failure: 'task message tick failed', work });
}
