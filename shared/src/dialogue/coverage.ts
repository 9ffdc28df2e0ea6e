import { findNode, flowEdges, LEARNER_NODE_TYPES, nodesOfType, reachableFrom } from './graph.js';
import type { NodeType, Scenario } from './schema.js';
import { runDialogue, type DialogueScript } from './simulate.js';
import type { DialogueOptions, FlowEndReason } from './types.js';

/**
 * The pre-publish simulator: several learner scripts run through one scenario, and what they left
 * uncovered — nodes never reached, learner intents never matched, runs that got stuck, and nodes
 * no line leads to at all.
 */

export interface CoverageScript {
  name: string;
  events: DialogueScript['events'];
}

export interface CoverageNode {
  id: string;
  name: string;
  type: NodeType;
}

export interface CoverageIntent {
  node: string;
  nodeName: string;
  id: string;
  label: string;
}

/** Why a run got stuck: no intent matched and the script ran out, or the session ended early. */
export type DeadEndReason = 'noMatch' | Exclude<FlowEndReason, 'completed' | 'requested'>;

export interface DeadEnd {
  script: string;
  node: string;
  nodeName: string;
  reason: DeadEndReason;
  /** The last thing the learner said before it stopped, if anything. */
  text: string | null;
}

export interface ScriptPath {
  name: string;
  /** Node ids in the order they were entered. */
  nodes: string[];
  /** Intents matched, in order (the node is the intent's own node, also across nodes). */
  intents: { node: string; id: string; label: string }[];
  /** Why the session ended; null when the script ran out first. */
  endReason: FlowEndReason | null;
  /** Where the learner was when the run stopped. */
  stoppedAt: string;
  deadEnd: DeadEnd | null;
}

export interface CoverageReport {
  scripts: ScriptPath[];
  unreachedNodes: CoverageNode[];
  unmatchedIntents: CoverageIntent[];
  deadEnds: DeadEnd[];
  /** Nodes no line leads to from the start node, whatever the learner says. */
  unreachableNodes: CoverageNode[];
}

function nodeName(scenario: Scenario, id: string): string {
  return findNode(scenario.flow, id)?.name ?? id;
}

/** Runs one script and reads its path. */
export function scriptPath(scenario: Scenario, script: CoverageScript, options: DialogueOptions = {}): ScriptPath {
  const run = runDialogue(scenario, { events: script.events }, options);
  const nodes: string[] = [];
  for (const row of run.rows) for (const id of row.entered) if (nodes.at(-1) !== id) nodes.push(id);
  const intents = run.rows.flatMap((row) => (row.intent ? [row.intent] : []));
  // A flow run never reaches a role-play's turn or minute limit.
  const endReason = (run.summary?.reason ?? null) as FlowEndReason | null;
  const stoppedAt = run.state.session.nodeId;
  const lastSaid = [...run.rows].reverse().find((row) => row.event === 'utterance' && !row.ignored);
  const text = lastSaid?.text ?? null;
  let reason: DeadEndReason | null = null;
  if (endReason && endReason !== 'completed' && endReason !== 'requested') reason = endReason;
  else if (!endReason && lastSaid && !lastSaid.intent && findNode(scenario.flow, stoppedAt)?.type !== 'end') reason = 'noMatch';
  const deadEnd = reason ? { script: script.name, node: stoppedAt, nodeName: nodeName(scenario, stoppedAt), reason, text } : null;
  return { name: script.name, nodes, intents, endReason, stoppedAt, deadEnd };
}

/** Runs every script through the scenario and reports what the set left uncovered. */
export function coverage(scenario: Scenario, scripts: readonly CoverageScript[], options: DialogueOptions = {}): CoverageReport {
  const paths = scripts.map((script) => scriptPath(scenario, script, options));
  const reached = new Set(paths.flatMap((path) => path.nodes));
  const matched = new Set(paths.flatMap((path) => path.intents.map((intent) => `${intent.node}\u0000${intent.id}`)));
  const { flow } = scenario;
  const asNode = (n: (typeof flow.nodes)[number]): CoverageNode => ({ id: n.id, name: n.name, type: n.type });
  const linked = reachableFrom(flowEdges(flow), nodesOfType(flow, 'start'));
  return {
    scripts: paths,
    unreachedNodes: flow.nodes.filter((n) => !reached.has(n.id)).map(asNode),
    unmatchedIntents: flow.nodes
      .filter((n) => LEARNER_NODE_TYPES.includes(n.type))
      .flatMap((n) =>
        n.transitions.filter((t) => !matched.has(`${n.id}\u0000${t.id}`)).map((t) => ({ node: n.id, nodeName: n.name, id: t.id, label: t.label })),
      ),
    deadEnds: paths.flatMap((path) => (path.deadEnd ? [path.deadEnd] : [])),
    unreachableNodes: flow.nodes.filter((n) => !linked.has(n.id)).map(asNode),
  };
}
