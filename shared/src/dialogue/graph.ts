import type { Flow, FlowNode, NodeType } from './schema.js';

/** A drawn line: an intent of `from` linked to the node `to`. */
export interface FlowEdge {
  from: string;
  to: string;
  transitionId: string;
}

/** Node types where the engine moves on by itself (no learner input). */
export const AUTO_NODE_TYPES: readonly NodeType[] = ['start', 'customer'];
/** Node types where the learner speaks and an intent is matched. */
export const LEARNER_NODE_TYPES: readonly NodeType[] = ['student', 'question'];

/** The node with this id, if any. */
export function findNode(flow: Flow, id: string): FlowNode | undefined {
  return flow.nodes.find((node) => node.id === id);
}

/** Every linked intent whose target exists, in node and intent order. */
export function flowEdges(flow: Flow): FlowEdge[] {
  const ids = new Set(flow.nodes.map((node) => node.id));
  return flow.nodes.flatMap((node) =>
    node.transitions.filter((t) => t.node !== '' && ids.has(t.node)).map((t) => ({ from: node.id, to: t.node, transitionId: t.id })),
  );
}

function adjacency(edges: readonly FlowEdge[], reverse: boolean): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const edge of edges) {
    const [a, b] = reverse ? [edge.to, edge.from] : [edge.from, edge.to];
    const list = map.get(a);
    if (list) list.push(b);
    else map.set(a, [b]);
  }
  return map;
}

function walk(seeds: readonly string[], next: Map<string, string[]>): Set<string> {
  const seen = new Set<string>(seeds);
  const queue = [...seeds];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const to of next.get(id) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

/** Nodes reachable from the seeds along the edges (the seeds included). */
export function reachableFrom(edges: readonly FlowEdge[], seeds: readonly string[]): Set<string> {
  return walk(seeds, adjacency(edges, false));
}

/** Nodes from which one of the targets can be reached (the targets included). */
export function reachingTo(edges: readonly FlowEdge[], targets: readonly string[]): Set<string> {
  return walk(targets, adjacency(edges, true));
}

/**
 * Nodes not yet led onward: any node but the end with no line at all, or with an intent (a customer
 * line) not linked yet. The author may still lead them anywhere, so they are unfinished, not cut off.
 */
export function unfinishedNodes(flow: Flow): string[] {
  return flow.nodes
    .filter((node) => node.type !== 'end' && (node.transitions.length === 0 || node.transitions.some((t) => t.node === '')))
    .map((node) => node.id);
}

/**
 * Nodes that reach the end, or still may: a path of lines leads from them to the end or to an
 * unfinished node. Any other node is cut off — every way out of it is linked and none ever
 * reaches the end (docs/scenario-format.md, "Unfinished and cut off").
 */
export function mayReachEnd(flow: Flow, edges: readonly FlowEdge[] = flowEdges(flow)): Set<string> {
  return reachingTo(edges, [...nodesOfType(flow, 'end'), ...unfinishedNodes(flow)]);
}

/** Ids of the nodes of a type, in flow order. */
export function nodesOfType(flow: Flow, type: NodeType): string[] {
  return flow.nodes.filter((node) => node.type === type).map((node) => node.id);
}

/**
 * Nodes lying on a cycle made only of start and customer nodes — a loop the engine would run
 * round without waiting for the learner. Self links are left to their own rule.
 */
export function autoLoopNodes(flow: Flow, edges: readonly FlowEdge[]): Set<string> {
  const auto = new Set(flow.nodes.filter((n) => AUTO_NODE_TYPES.includes(n.type)).map((n) => n.id));
  const autoEdges = edges.filter((e) => e.from !== e.to && auto.has(e.from) && auto.has(e.to));
  const next = adjacency(autoEdges, false);
  const looped = new Set<string>();
  for (const id of auto) {
    const after = walk(next.get(id) ?? [], next);
    if (after.has(id)) looped.add(id);
  }
  return looped;
}
