import { parseKeywords } from './keywords.js';
import { lexiconSchema, prepareLexicon } from './lexicon.js';
import { prepareIntents, type PreparedIntent } from './matcher.js';
import { LEARNER_NODE_TYPES } from './graph.js';
import type { Scenario } from './schema.js';
import type { DialogueContext, DialogueOptions } from './types.js';

/**
 * Compiles what a session needs once: the lexicon, the learner nodes' intents and the scenario
 * keywords. Throws only when `options.lexicon` does not have the lexicon's shape (validate file
 * input with `lexiconSchema` first).
 */
export function buildContext(scenario: Scenario, options: DialogueOptions = {}): DialogueContext {
  const lexicon = options.preparedLexicon ?? prepareLexicon(lexiconSchema.parse(options.lexicon ?? {}));
  const intents = new Map<string, PreparedIntent[]>();
  let order = 0;
  for (const node of scenario.flow.nodes) {
    if (!LEARNER_NODE_TYPES.includes(node.type) || intents.has(node.id)) continue;
    intents.set(node.id, prepareIntents(node, scenario.intentMode, lexicon, order));
    order += node.transitions.length;
  }
  const nodes = new Map<string, Scenario['flow']['nodes'][number]>();
  for (const node of scenario.flow.nodes) if (!nodes.has(node.id)) nodes.set(node.id, node);
  return {
    scenario,
    lexicon,
    speeches: options.speeches ?? {},
    nodes,
    intents,
    scenarioKeywords: scenario.keywords.map((source) => parseKeywords(source, lexicon)),
  };
}
