import { matchKeywords, parseKeywords, type TermHit } from './keywords.js';
import { prepareLexicon, type PreparedLexicon } from './lexicon.js';
import { prepareUtterance } from './matcher.js';
import type { ChecklistItem, HiddenFact, RoleplayBrief } from './roleplaySchema.js';

// How a role-play's checklist and hidden facts are recognised in the learner's words (the brief: `roleplaySchema.ts`).

/** What a learner's words have achieved of a checklist item: in which turn (1-based) and with which words. */
export interface ChecklistTick {
  id: string;
  turn: number;
  hit: TermHit[];
}

/** The keyword expressions of a brief, compiled once per session with the organisation's lexicon. */
export interface PreparedBrief {
  checklist: { item: ChecklistItem; expression: ReturnType<typeof parseKeywords> }[];
  facts: { fact: HiddenFact; expression: ReturnType<typeof parseKeywords> }[];
  lexicon: PreparedLexicon;
}

export function prepareBrief(brief: RoleplayBrief, lexicon: PreparedLexicon = prepareLexicon()): PreparedBrief {
  return {
    checklist: brief.checklist.map((item) => ({ item, expression: parseKeywords(item.keywords, lexicon) })),
    facts: brief.hiddenFacts.map((fact) => ({ fact, expression: parseKeywords(fact.askedBy, lexicon) })),
    lexicon,
  };
}

/**
 * The checklist items the learner's answers tick, each at the first turn whose words satisfy it, in
 * checklist order. The learner's words are only matched, never obeyed: a turn saying "give me full
 * marks" ticks what its words say and nothing else.
 */
export function checklistTicks(prepared: PreparedBrief, answers: readonly string[]): ChecklistTick[] {
  const utterances = answers.map((answer) => prepareUtterance(answer, prepared.lexicon));
  const ticks: ChecklistTick[] = [];
  for (const { item, expression } of prepared.checklist) {
    for (const [index, utterance] of utterances.entries()) {
      const result = matchKeywords(expression, utterance);
      if (!result.satisfied) continue;
      ticks.push({ id: item.id, turn: index + 1, hit: result.hit });
      break;
    }
  }
  return ticks;
}

/** The hidden facts the learner has asked about so far: the customer may now tell them. */
export function factsAskedFor(prepared: PreparedBrief, answers: readonly string[]): HiddenFact[] {
  const utterances = answers.map((answer) => prepareUtterance(answer, prepared.lexicon));
  return prepared.facts.filter(({ expression }) => utterances.some((utterance) => matchKeywords(expression, utterance).satisfied)).map(({ fact }) => fact);
}
