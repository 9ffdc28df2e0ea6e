import { dialogue } from '@peilian/shared';

/**
 * A new scenario's document: the name and category given, keyword-and-similarity matching, the
 * similarity threshold, cross-node calculation and smart break following the organisation's
 * practice algorithm (left out), the special rules off (so the organisation's apply), and a flow of a start (one intent to link) and an end — saved as a draft
 * until the admin draws the rest.
 */
export function newScenario(name: string, category: string): dialogue.Scenario {
  return dialogue.scenarioSchema.parse({
    name: name.trim(),
    category: category.trim(),
    intentMode: 'both',
    specialRules: { silence: { enabled: false }, nonStandard: { enabled: false } },
    flow: {
      nodes: [
        { id: 'start', type: 'start', name: '开始', left: 40, top: 160, transitions: [{ id: 'start-i1' }] },
        { id: 'end', type: 'end', name: '结束', left: 640, top: 160 },
      ],
    },
  });
}

/** The rules a new scenario's name and category break (blocking ones only), by the shared validator. */
export function newScenarioIssues(name: string, category: string): dialogue.FlowIssue[] {
  return dialogue.validateScenario(newScenario(name, category)).issues.filter((issue) => issue.severity === 'error');
}
