import { answerLimitMs, dialogue, faqDrillScore, scoreFaqAnswer, type FaqAnswerBody, type FaqAnswerResult, type FaqDrill } from '@peilian/shared';
import { drillAnswers, findDrillAnswer, insertDrillAnswer, lockDrill, updateDrill } from '../../data/faqDrills.js';
import type { FaqDrillRow, StoredDrillQuestion } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { organisationLexicon } from '../../practice/index.js';
import { recordDrillCheckin, recordFaqResult } from '../../training/index.js';
import { presentFaqAnswer, presentFaqDrill } from '../drillPresenter.js';
import { DRILL_FINISHED, ensureDrillRunning, ownDrill, questionOf } from './access.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Answers and the end of a drill (docs/faq.md "The drill", "Scoring"): each answer is scored at
 * once by the shared scoring with the organisation's synonyms and hot words and kept once per
 * question; finishing scores the drill and counts a child task's drill toward the learner's task.
 */

/** Time a learner spends on a question besides thinking and answering: hearing it and reading the score. */
const QUESTION_OVERHEAD_SECONDS = 30;

/** `GET api/trainning/v3/faq/drill/{id}`: the learner's own drill with its answers so far. */
export async function readDrill(who: Caller, id: string): Promise<FaqDrill> {
  const row = await ownDrill(who, id);
  return presentFaqDrill(row, await drillAnswers(who.deps.db, who.orgId, row.id));
}

/** Scores an answer against the question's answers and keywords with the organisation's lexicon. */
async function scored(who: Caller, row: FaqDrillRow, question: StoredDrillQuestion, body: FaqAnswerBody) {
  // The readings of every text the matcher normalises, for the organisation's homophone hot words.
  const input = await organisationLexicon(who.deps.db, who.orgId, [body.text, ...question.answers].join('\n'));
  const lexicon = dialogue.prepareLexicon(dialogue.lexiconSchema.parse(input));
  return scoreFaqAnswer(
    { answers: question.answers, keywords: question.keywords },
    {
      text: body.text,
      elapsedMs: body.elapsedms,
      limitMs: answerLimitMs({ answerseconds: row.answerSeconds, thinkingseconds: row.thinkingSeconds }, question),
    },
    lexicon,
  );
}

/**
 * `POST .../drill/{id}/answer/{seq}`: scores the answer to question `seq` and keeps it. The same
 * `seq` again (a retry from the device's outbox) answers the kept result, even once the drill is
 * finished, without scoring again; a new answer to a finished drill is refused.
 */
export async function answerQuestion(who: Caller, id: string, seq: number, body: () => FaqAnswerBody): Promise<FaqAnswerResult> {
  const { db } = who.deps;
  const row = await ownDrill(who, id);
  const question = questionOf(row, seq);
  const given = body();
  const kept = await findDrillAnswer(db, who.orgId, row.id, seq);
  if (kept) return presentFaqAnswer(kept, question);
  ensureDrillRunning(row);
  const score = await scored(who, row, question, given);
  const answer = await db.transaction(async (tx) => {
    const locked = await lockDrill(tx, who.orgId, row.id);
    if (!locked) throw appError('errors.faq.drillNotFound');
    ensureDrillRunning(locked);
    return insertDrillAnswer(tx, {
      orgId: who.orgId,
      drillId: row.id,
      seq,
      text: given.text,
      mode: given.mode,
      elapsedMs: given.elapsedms,
      score: score.score,
      outcome: score.outcome,
      similarity: score.similarity,
      matched: score.matched,
      missed: score.missed,
      createdAt: who.deps.clock.now(),
    });
  });
  return presentFaqAnswer(answer, question);
}

/** Learning seconds of a drill: from its start, at most the time its questions allow (a drill left open for days counts no days). */
function learningSeconds(row: FaqDrillRow, now: Date): number {
  const elapsed = Math.round((now.getTime() - row.startedAt.getTime()) / 1000);
  const allowed = row.questions.length * (row.answerSeconds + row.thinkingSeconds + QUESTION_OVERHEAD_SECONDS);
  return Math.max(0, Math.min(elapsed, allowed));
}

/**
 * `POST .../drill/{id}/finish`: the drill's score (the mean over every question, unanswered ones
 * 0) and whether it passed; a child task's drill is carried into the learner's task. Finishing
 * again answers the same summary and records nothing more.
 */
export async function finishDrill(who: Caller, id: string): Promise<FaqDrill> {
  const { db, clock } = who.deps;
  const row = await ownDrill(who, id);
  const finished = await db.transaction(async (tx) => {
    const locked = await lockDrill(tx, who.orgId, row.id);
    if (!locked) throw appError('errors.faq.drillNotFound');
    const answers = await drillAnswers(tx, who.orgId, locked.id);
    if (locked.status === DRILL_FINISHED) return { row: locked, answers };
    const now = clock.now();
    const score = faqDrillScore(
      answers.map((answer) => answer.score),
      locked.questions.length,
    );
    const passed = score >= locked.passScore;
    const done = await updateDrill(tx, who.orgId, locked.id, { status: DRILL_FINISHED, score, passed: passed ? 1 : 0, finishedAt: now });
    if (locked.childTaskId) {
      const seconds = learningSeconds(locked, now);
      await recordFaqResult(tx, {
        learner: { orgId: who.orgId, userId: who.userId },
        childId: locked.childTaskId,
        score,
        passed,
        seconds,
        startedAt: locked.startedAt,
        now,
      });
    }
    if (locked.checkinTaskId) {
      await recordDrillCheckin(tx, { orgId: who.orgId, userId: who.userId, zone: who.zone, taskId: locked.checkinTaskId, score, at: now });
    }
    who.log.info({ drillId: locked.id, score, passed }, 'faq drill finished');
    return { row: done, answers };
  });
  return presentFaqDrill(finished.row, finished.answers);
}
