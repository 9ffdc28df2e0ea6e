import { randomInt } from 'node:crypto';
import { CATALOG_TYPES, FAQ_ANSWER_SECONDS, FAQ_FREE_DRILL_TITLE, FAQ_FREE_DRAW, FAQ_THINKING_SECONDS, type FaqDrill } from '@peilian/shared';
import { listCatalogues } from '../../data/catalogues.js';
import { drawOpenFaqs, drillAnswers, findRunningDrill, insertDrill, type DrawnFaq, type FaqPool } from '../../data/faqDrills.js';
import type { FaqDrillRow, StoredDrillQuestion } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { catalogueAndBelow } from '../../library/index.js';
import { checkinDrillGate, faqGate, faqRefIds, faqSettingsOf, markFaqTaskStarted, type ChildGate } from '../../training/index.js';
import { presentFaqDrill } from '../drillPresenter.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Starting a drill (docs/faq.md "The drill"): the questions are drawn at random for each learner
 * from the open questions of the pool and copied into the drill, so later edits of the bank do not
 * change a drill under way. A child task's drill resumes while it runs; free practice always draws anew.
 */

/** The title free practice is stored with: a code the clients show in the reader's language (shared `faqDrillTitle`). */
export const FREE_PRACTICE_TITLE = FAQ_FREE_DRILL_TITLE;
const FREE_PASS_SCORE = 60;

/** What a new drill draws and how it runs. */
interface DrillPlan {
  pool: FaqPool;
  count: number;
  title: string;
  answerSeconds: number;
  thinkingSeconds: number;
  passScore: number;
  gate?: ChildGate;
  /** A check-in task's drill (docs/checkin.md): finished, it may check today in. */
  checkinTaskId?: string;
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/**
 * A drawn question as the drill keeps it: asked as the standard question or, at random, one of its
 * similar questions; answered against the standard answer and the similar questions' own answers.
 */
export function copyQuestion(faq: DrawnFaq): StoredDrillQuestion {
  const phrasings = [faq.question, ...faq.similar.map((similar) => similar.question.trim()).filter(Boolean)];
  const answers = [...new Set([faq.answer, ...faq.similar.map((similar) => similar.answer.trim()).filter(Boolean)])];
  return {
    faqId: faq.id,
    question: pick(phrasings),
    answers,
    keywords: faq.keywords,
    emotion: faq.emotion,
    thinking: faq.thinking,
    images: faq.images.map((image) => ({ path: image.path, description: image.description })),
  };
}

/** The child's pool: its catalogues with the ones below them, or the questions it names. */
async function childPool(who: Caller, gate: ChildGate): Promise<FaqPool> {
  const settings = faqSettingsOf(gate.child);
  const ids = faqRefIds(gate.child.refs);
  if (settings.source === 'list') return { faqIds: ids };
  const all = await listCatalogues(who.deps.db, who.orgId, CATALOG_TYPES.faq);
  return { catalogIds: [...new Set(ids.flatMap((id) => catalogueAndBelow(all, id)))] };
}

async function childPlan(who: Caller, gate: ChildGate): Promise<DrillPlan> {
  const settings = faqSettingsOf(gate.child);
  return {
    pool: await childPool(who, gate),
    count: settings.count,
    title: gate.child.title,
    answerSeconds: settings.answerseconds,
    thinkingSeconds: settings.thinkingseconds,
    passScore: settings.passscore,
    gate,
  };
}

const freePlan = (): DrillPlan => ({
  pool: { all: true },
  count: FAQ_FREE_DRAW,
  title: FREE_PRACTICE_TITLE,
  answerSeconds: FAQ_ANSWER_SECONDS.default,
  thinkingSeconds: FAQ_THINKING_SECONDS.default,
  passScore: FREE_PASS_SCORE,
});

/**
 * Draws and stores a new drill (a child's marks the learner's task started); an empty pool is
 * refused. Answers the learner's drill and whether it is the new one.
 */
async function newDrill(who: Caller, plan: DrillPlan): Promise<{ row: FaqDrillRow; created: boolean }> {
  const { db, clock } = who.deps;
  const drawn = await drawOpenFaqs(db, who.orgId, plan.pool, plan.count);
  if (drawn.length === 0) throw appError('errors.faq.bankEmpty');
  const { gate } = plan;
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const inserted = await insertDrill(tx, {
      orgId: who.orgId,
      userId: who.userId,
      packageId: gate?.pkg.pkg.id ?? null,
      childTaskId: gate?.child.id ?? null,
      checkinTaskId: plan.checkinTaskId ?? null,
      title: plan.title,
      questions: drawn.map(copyQuestion),
      answerSeconds: plan.answerSeconds,
      thinkingSeconds: plan.thinkingSeconds,
      passScore: plan.passScore,
      startedAt: now,
    });
    if (inserted && gate) await markFaqTaskStarted(tx, who, gate, now);
    return inserted;
  });
  // Two starts of one child at once: the other one's drill is the learner's running drill.
  const running = row ?? (gate ? await findRunningDrill(db, who.orgId, who.userId, gate.child.id) : undefined);
  if (!running) throw new Error('a started drill was not stored');
  if (row) who.log.info({ drillId: row.id, childTaskId: row.childTaskId, questions: row.questions.length }, 'faq drill started');
  return { row: running, created: row !== undefined };
}

/** A check-in task's drill: drawn like free practice from its catalogue and the ones below it, its minimum score to pass. */
async function checkinPlan(who: Caller, checkinId: string): Promise<DrillPlan> {
  const { task, catalogIds } = await checkinDrillGate(who, checkinId);
  return { ...freePlan(), pool: { catalogIds }, title: task.title, passScore: task.minScore || FREE_PASS_SCORE, checkinTaskId: task.id };
}

/**
 * `POST api/trainning/v3/faq/drill`: with `childtaskid`, the learner's running drill of that quick
 * Q&A child task, or a new one once the child's gate lets them in; with `checkinid`, a new drill of
 * a quick Q&A check-in task; with neither, free practice drawn from the whole open bank (never
 * counted toward a task).
 */
export async function startDrill(who: Caller, childTaskId: string, checkinId = ''): Promise<FaqDrill> {
  if (!childTaskId && checkinId) return presentFaqDrill((await newDrill(who, await checkinPlan(who, checkinId))).row, []);
  if (!childTaskId) return presentFaqDrill((await newDrill(who, freePlan())).row, []);
  const gate = await faqGate(who.deps, who, childTaskId);
  const running = await findRunningDrill(who.deps.db, who.orgId, who.userId, gate.child.id);
  if (running) return presentFaqDrill(running, await drillAnswers(who.deps.db, who.orgId, running.id));
  const { row, created } = await newDrill(who, await childPlan(who, gate));
  return presentFaqDrill(row, created ? [] : await drillAnswers(who.deps.db, who.orgId, row.id));
}
