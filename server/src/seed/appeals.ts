import { addWorkingDays, APPEAL_LIMITS, APPEAL_STATUS, appealTotal, applyRescore, zonedDay } from '@peilian/shared';
import { RECORD_KINDS } from '../appeals/kinds.js';
import { failedTaskSessions, insertAppeal, insertAppealEvent, updateAppeal } from '../data/appeals.js';
import { findUserByAccount } from '../data/users.js';
import type { Db } from '../db/client.js';

/**
 * The demo's appeals (docs/appeals.md): learners of the demo history appeal four of their failed
 * task sessions — one waiting, one overdue, one upheld by re-scoring its first item (so the session,
 * the task and the reports show the score after), one rejected — so the queue, the detail page and
 * the learners' 我的申诉 show the whole workflow.
 */

const DAY_MS = 86_400_000;
const REASONS = [
  '第二轮我说的是“三年十万公里”，系统识别成了“三年”，请复核录音。',
  '当时网络断了一下，最后一句没有识别，流程被判未完成。',
  '报价环节我完整介绍了优惠和保养，关键词得分偏低。',
  '客户提问后我已经回答了，但被判为答非所问。',
];

type Plan = { daysAgo: number; outcome: 'pending' | 'processing' | 'completed' | 'rejected'; opinion: string };
const PLANS: Plan[] = [
  { daysAgo: 2, outcome: 'pending', opinion: '' },
  { daysAgo: 26, outcome: 'processing', opinion: '' },
  { daysAgo: 9, outcome: 'completed', opinion: '复听录音，回答完整，关键词项改判' },
  { daysAgo: 6, outcome: 'rejected', opinion: '回答缺少保修年限，维持原评分' },
];

export async function seedAppeals(db: Db, orgId: string, now: Date, zone = 'Asia/Shanghai'): Promise<number> {
  const sessions = await failedTaskSessions(db, orgId, PLANS.length);
  const reviewer = (await findUserByAccount(db, 'owner01'))?.user;
  let made = 0;
  for (const [index, session] of sessions.entries()) {
    const plan = PLANS[index]!;
    const record = await RECORD_KINDS.practice.load(db, { orgId }, session.id);
    if (!record?.scored) continue;
    const at = new Date(now.getTime() - plan.daysAgo * DAY_MS);
    const appeal = await insertAppeal(db, {
      orgId,
      userId: record.userId,
      recordType: 'practice',
      recordId: record.id,
      packageId: record.packageId,
      childTaskId: record.childTaskId,
      recordTitle: record.view.title,
      packageTitle: record.packageTitle,
      reason: REASONS[index]!,
      items: record.view.criteria.slice(0, 1).map(({ key, label }) => ({ key, label })),
      scoreBefore: record.view.total,
      dueDay: addWorkingDays(zonedDay(at.getTime(), zone), APPEAL_LIMITS.replyWorkingDays),
      createdAt: at,
      updatedAt: at,
    });
    if (!appeal) continue;
    made += 1;
    await insertAppealEvent(db, {
      orgId,
      appealId: appeal.id,
      actorId: record.userId,
      actorName: session.userName,
      action: 'submitted',
      opinion: appeal.reason,
      scoreBefore: record.view.total,
      createdAt: at,
    });
    if (plan.outcome === 'pending' || !reviewer) continue;
    const handled = new Date(at.getTime() + DAY_MS);
    const actor = { actorId: reviewer.id, actorName: reviewer.name };
    await insertAppealEvent(db, { orgId, appealId: appeal.id, ...actor, action: 'accepted', createdAt: handled });
    if (plan.outcome === 'processing') {
      await updateAppeal(db, orgId, appeal.id, { status: APPEAL_STATUS.processing, handlerId: reviewer.id, updatedAt: handled });
      continue;
    }
    const decided = { opinion: plan.opinion, handlerId: reviewer.id, handledAt: handled, updatedAt: handled };
    if (plan.outcome === 'rejected') {
      await updateAppeal(db, orgId, appeal.id, { status: APPEAL_STATUS.rejected, scoreAfter: record.view.total, ...decided });
      await insertAppealEvent(db, {
        orgId,
        appealId: appeal.id,
        ...actor,
        action: 'rejected',
        opinion: plan.opinion,
        scoreBefore: record.view.total,
        scoreAfter: record.view.total,
        createdAt: handled,
      });
      continue;
    }
    const [first] = record.view.criteria;
    const outcome = applyRescore(record.view.criteria, first ? [{ key: first.key, score: first.max }] : []);
    if (!outcome.ok) continue;
    const after = Math.max(record.view.total, appealTotal(record.view.formula, outcome.criteria, record.view.whole));
    await RECORD_KINDS.practice.apply(db, record, { appealId: appeal.id, criteria: outcome.criteria, before: record.view.total, after, now: handled });
    await updateAppeal(db, orgId, appeal.id, { status: APPEAL_STATUS.completed, scoreAfter: after, ...decided });
    await insertAppealEvent(db, {
      orgId,
      appealId: appeal.id,
      ...actor,
      action: 'completed',
      opinion: plan.opinion,
      changes: outcome.changed,
      scoreBefore: record.view.total,
      scoreAfter: after,
      createdAt: handled,
    });
  }
  return made;
}
