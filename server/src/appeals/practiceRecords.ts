import { practiceResultSchema, type AppealCriterion, type AppealLine, type PracticeResult } from '@peilian/shared';
import { findChildTaskInOrg } from '../data/childTasks.js';
import { findScoringRuleInOrg } from '../data/practice/scoringRules.js';
import { findScenarioInOrg } from '../data/practice/scenarios.js';
import { findSessionInOrg, listTurns, rescoreFinishedSession } from '../data/practiceSessions.js';
import type { Db } from '../db/client.js';
import type { PracticeSessionRow, PracticeTurnRow, StoredCustomerLine } from '../db/schema/index.js';
import { isUuid } from '../http/request.js';
import { boundChildOf, recordPracticeResult } from '../training/index.js';
import type { AppealableRecord, RecordKind } from './recordKinds.js';

/**
 * A practice session (docs/appeals.md): its criteria are its scoring rule's items (`item-<n>`, the
 * total Σ weight × score / 100) or, without a rule, its completeness and turn score (the total
 * their mean); its lines are the customer's and the learner's turns, a learner turn keyed
 * `turn-<seq>` with its recording.
 */

type RuleRange = { min: number; max: number };

async function ruleRanges(db: Db, orgId: string, scenarioId: string | null): Promise<Map<string, RuleRange>> {
  const scenario = scenarioId ? await findScenarioInOrg(db, orgId, scenarioId) : undefined;
  const rule = scenario?.scoringRuleId ? await findScoringRuleInOrg(db, orgId, scenario.scoringRuleId) : undefined;
  return new Map((rule?.items ?? []).map((item) => [item.name, { min: item.min, max: item.max }]));
}

function criteriaOf(result: PracticeResult, ranges: ReadonlyMap<string, RuleRange>): AppealCriterion[] {
  if (result.formula === 'rule') {
    return result.items.map((item, index) => {
      const range = ranges.get(item.name) ?? { min: 0, max: 100 };
      return { key: `item-${index}`, label: item.name, score: item.score, min: range.min, max: Math.max(range.max, item.score), weight: item.weight };
    });
  }
  return [
    { key: 'completeness', label: 'completeness', score: result.completeness, min: 0, max: 100, weight: null },
    { key: 'turnscore', label: 'turnscore', score: result.turnscore, min: 0, max: 100, weight: null },
  ];
}

const customerLines = (key: string, lines: readonly StoredCustomerLine[]): AppealLine[] =>
  lines.map((line) => ({ key, speaker: 'customer', text: line.text, score: null, audio: false }));

function linesOf(session: Pick<PracticeSessionRow, 'openingLines'>, turns: readonly PracticeTurnRow[]): AppealLine[] {
  return [
    ...customerLines('', session.openingLines),
    ...turns.flatMap((turn) => [
      { key: `turn-${turn.seq}`, speaker: 'learner' as const, text: turn.learnerText, score: turn.score, audio: turn.learnerAudioKey !== null },
      ...customerLines('', turn.customerLines),
    ]),
  ];
}

/** The session's result with the criteria's new scores, its new total and the appeal that made it. */
function rescoredResult(result: PracticeResult, criteria: readonly AppealCriterion[], appeal: { id: string; before: number; after: number }): PracticeResult {
  const score = new Map(criteria.map((c) => [c.key, c.score]));
  const items = result.items.map((item, index) => {
    const next = score.get(`item-${index}`) ?? item.score;
    return { ...item, score: next, points: Math.round(item.weight * next * 10) / 1000 };
  });
  // Only a score below the pass score is cured by re-scoring: a flow not finished or a closing missed stays failed.
  const curable = result.failreason === null || result.failreason === 'belowPassScore';
  const passed = curable && appeal.after >= result.passscore;
  return {
    ...result,
    items,
    completeness: score.get('completeness') ?? result.completeness,
    turnscore: score.get('turnscore') ?? result.turnscore,
    total: appeal.after,
    failreason: passed ? null : (result.failreason ?? 'belowPassScore'),
    appeal: { id: appeal.id, status: 'completed', before: appeal.before, after: appeal.after },
  };
}

export const practiceRecords: RecordKind = {
  async load(db, { orgId }, id) {
    const session = await findSessionInOrg(db, orgId, id);
    if (!session) return undefined;
    const parsed = practiceResultSchema.safeParse(session.result);
    const result = parsed.success ? parsed.data : null;
    const childId = boundChildOf(session.mode);
    const found = isUuid(childId) ? await findChildTaskInOrg(db, orgId, childId) : undefined;
    const [ranges, turns] = await Promise.all([ruleRanges(db, orgId, session.scenarioId), listTurns(db, orgId, session.id)]);
    const criteria = result ? criteriaOf(result, ranges) : [];
    const record: AppealableRecord = {
      type: 'practice',
      orgId,
      id: session.id,
      userId: session.userId,
      scored: session.status === 'finished' && session.score !== null && result !== null,
      packageId: found?.pkg.id ?? null,
      childTaskId: found?.child.id ?? null,
      packageTitle: found?.pkg.title ?? '',
      startedAt: session.startedAt,
      recordings: new Map(turns.flatMap((turn) => (turn.learnerAudioKey ? [[`turn-${turn.seq}`, turn.learnerAudioKey] as const] : []))),
      view: {
        type: 'practice',
        title: session.scenarioName,
        total: session.score ?? 0,
        passscore: result?.passscore ?? 0,
        passed: session.passed === 1,
        formula: result?.formula === 'rule' ? 'weighted' : 'mean',
        whole: false,
        criteria,
        lines: linesOf(session, turns),
        sessionid: session.id,
      },
    };
    return record;
  },

  async apply(tx, record, { appealId, criteria, before, after, now }) {
    const session = await findSessionInOrg(tx, record.orgId, record.id);
    const next = rescoredResult(practiceResultSchema.parse(session?.result), criteria, { id: appealId, before, after });
    await rescoreFinishedSession(tx, record.orgId, record.id, { score: after, passed: next.failreason === null ? 1 : 0, result: next }, now);
    if (!record.childTaskId) return;
    const learner = { orgId: record.orgId, userId: record.userId };
    await recordPracticeResult(tx, {
      learner,
      childId: record.childTaskId,
      score: after,
      completed: next.answeredtoend,
      seconds: 0,
      startedAt: record.startedAt,
      now,
    });
  },
};
