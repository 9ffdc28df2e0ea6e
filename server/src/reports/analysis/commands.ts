import { CHILD_TASK_TYPES, scoreQuestion, type ReportFilter } from '@peilian/shared';
import {
  missedIntents,
  missedKeywords,
  practiceCriteria,
  submittedAttemptSaves,
  weakestFaqs,
  type AnalysisScope,
  type AttemptSaves,
} from '../../data/reportAnalysis.js';
import { childCounts, type ReportChildRow } from '../../data/reportTasks.js';
import { loadPaper, mergedAnswers } from '../../exam/index.js';
import type { Caller } from '../../auth/caller.js';
import { batchedRows, EXPORT_BATCH } from '../export.js';
import { presentChild } from '../children.js';
import { scopedLearners } from '../filters.js';
import { checkedPeriod } from '../period.js';

const NOTHING = { criteria: [], missedkeywords: [], missedintents: [], questions: [], faqs: [] };

/**
 * `GET …/report/child/:id/analysis`: the child task's figures over the scope's learners and what its
 * type lets us say about where they fail — practice: score items, missed keywords and intents; exam:
 * each question's correctness; quick Q&A: the weakest questions. Other types: empty lists.
 */
export async function childAnalysis(request: Caller, child: ReportChildRow, query: ReportFilter) {
  const period = checkedPeriod(query);
  const learners = scopedLearners(request, query);
  const { db } = request.deps;
  const scope: AnalysisScope = { orgId: request.caller.orgId, childId: child.id, learners, ...period, zone: request.zone };
  const [counts] = await childCounts(db, scope.orgId, child.package_id, learners, child.id);
  return { child: presentChild(child, counts), ...NOTHING, ...(await analysisOfType(request, child, scope)) };
}

async function analysisOfType(request: Caller, child: ReportChildRow, scope: AnalysisScope) {
  const { db } = request.deps;
  if (child.type === CHILD_TASK_TYPES.scenario) {
    const [criteria, keywords, intents] = await Promise.all([practiceCriteria(db, scope), missedKeywords(db, scope), missedIntents(db, scope)]);
    return { criteria, missedkeywords: keywords, missedintents: intents };
  }
  if (child.type === CHILD_TASK_TYPES.exam) return { questions: await itemAnalysis(request, child, scope) };
  if (child.type === CHILD_TASK_TYPES.faq) {
    return { faqs: await weakestFaqs(db, scope) };
  }
  return {};
}

/**
 * Each question of the exam's paper (in the paper's order) over the submitted attempts: how many
 * answered it and how many got it right, decided by the exam's own scoring (`scoreQuestion`) on
 * the attempt's merged answers. Attempts are read a batch at a time.
 */
async function itemAnalysis(request: Caller, child: ReportChildRow, scope: AnalysisScope) {
  // An exam child names its paper as `refs: [{ refid }]` (exam/attemptState.ts `paperIdOf`).
  const [ref] = child.refs as { refid?: unknown }[];
  const paper = typeof ref?.refid === 'string' ? await loadPaper(request.deps.db, scope.orgId, ref.refid) : undefined;
  if (!paper) return [];
  const tally = new Map(paper.questions.map((question) => [question.id, { answered: 0, correct: 0 }]));
  const attempts = batchedRows<AttemptSaves>((after, limit) => submittedAttemptSaves(request.deps.db, scope, after?.attempt_id, limit), EXPORT_BATCH);
  for await (const attempt of attempts) {
    // mergedAnswers reads a save's id and items only.
    const answers = mergedAnswers(attempt.saves.map((save) => ({ saveId: save.save_id, items: save.items })));
    for (const question of paper.questions) {
      const scored = scoreQuestion(question, answers[question.id]);
      const counts = tally.get(question.id)!;
      if (scored.answered) counts.answered += 1;
      if (scored.correct) counts.correct += 1;
    }
  }
  return paper.questions.map((question) => ({ questionid: question.id, text: question.text, type: question.type, ...tally.get(question.id)! }));
}
