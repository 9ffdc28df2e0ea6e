import { flowEdges, nodesOfType } from './graph.js';
import type { Flow, FlowNode } from './schema.js';

/**
 * Where the nodes of a flow written without positions go in the editor: layers from the start
 * node, left to right as the lines run (the editor draws a node's input on its left and its
 * intents' outputs on its right), the end in the last layer, each layer a column centred on the
 * tallest, spaced by the nodes' drawn size (docs/scenario-format.md §2 "Positions").
 */

/** A node's place in the editor, px at 100 % zoom. */
export interface NodePosition {
  left: number;
  top: number;
}

const ORIGIN = { left: 40, top: 40 };
/** Room between columns for the lines and their labels (an intent's label is at most 20 characters). */
const COLUMN_GAP = 140;
const ROW_GAP = 40;
/** The editor's node box: at least 140 px wide, a type bar and the name, then one row per intent. */
const NODE_MIN_WIDTH = 140;
const CHAR_WIDTH = 12;
const NODE_PADDING = 30;
const HEAD_HEIGHT = 46;
const INTENT_HEIGHT = 21;

/** The size a node is drawn at, estimated from its texts (12 px characters) and its intents. */
export function nodeBox(node: FlowNode): { width: number; height: number } {
  const texts = [node.name, ...node.transitions.map((t) => t.label)];
  const chars = Math.max(0, ...texts.map((text) => text.length));
  const rows = node.type === 'end' ? 0 : node.transitions.length;
  return { width: Math.max(NODE_MIN_WIDTH, chars * CHAR_WIDTH + NODE_PADDING), height: HEAD_HEIGHT + rows * INTENT_HEIGHT };
}

/** Each node's layer: breadth first from the start (then from any node it never reaches), the end last. */
function layers(flow: Flow): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of flowEdges(flow)) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const ends = new Set(nodesOfType(flow, 'end'));
  const depth = new Map<string, number>();
  const order: string[] = [];
  const seeds = [...nodesOfType(flow, 'start'), ...flow.nodes.map((node) => node.id)];
  for (const seed of seeds) {
    if (depth.has(seed) || ends.has(seed)) continue;
    depth.set(seed, 0);
    const queue = [seed];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      order.push(id);
      for (const to of next.get(id) ?? []) {
        if (depth.has(to) || ends.has(to)) continue;
        depth.set(to, depth.get(id)! + 1);
        queue.push(to);
      }
    }
  }
  const last = Math.max(-1, ...depth.values()) + 1;
  for (const id of ends) {
    depth.set(id, last);
    order.push(id);
  }
  const columns: string[][] = [];
  for (const id of order) (columns[depth.get(id)!] ??= []).push(id);
  return columns.filter(Boolean);
}

/** A layered place for every node of the flow, by node id. */
export function layoutFlow(flow: Flow): Map<string, NodePosition> {
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const columns = layers(flow).map((ids) => ids.map((id) => ({ id, box: nodeBox(byId.get(id)!) })));
  const heightOf = (column: (typeof columns)[number]) => column.reduce((sum, { box }) => sum + box.height, 0) + ROW_GAP * (column.length - 1);
  const tallest = Math.max(0, ...columns.map(heightOf));
  const places = new Map<string, NodePosition>();
  let left = ORIGIN.left;
  for (const column of columns) {
    let top = ORIGIN.top + Math.round((tallest - heightOf(column)) / 2);
    for (const { id, box } of column) {
      places.set(id, { left, top });
      top += box.height + ROW_GAP;
    }
    left += Math.max(...column.map(({ box }) => box.width)) + COLUMN_GAP;
  }
  return places;
}

/**
 * The ids of the nodes a scenario document (any JSON value, before defaults are filled in) gives
 * no position: `left` or `top` missing or not a number.
 */
export function nodesWithoutPosition(document: unknown): Set<string> {
  const nodes = (document as { flow?: { nodes?: unknown } } | null)?.flow?.nodes;
  const missing = new Set<string>();
  if (!Array.isArray(nodes)) return missing;
  for (const node of nodes as unknown[]) {
    if (typeof node !== 'object' || node === null) continue;
    const { id, left, top } = node as Record<string, unknown>;
    if ((typeof id === 'string' || typeof id === 'number') && (typeof left !== 'number' || typeof top !== 'number')) missing.add(String(id));
  }
  return missing;
}

/**
 * The flow with the listed nodes laid out: all of them in layers when no node has a position,
 * else in their layers' columns below the nodes already placed. Nodes with a position stay put.
 */
export function placeUnpositioned(flow: Flow, missing: ReadonlySet<string>): Flow {
  if (!flow.nodes.some((node) => missing.has(node.id))) return flow;
  const placed = flow.nodes.filter((node) => !missing.has(node.id));
  const below = placed.length ? Math.max(...placed.map((node) => node.top + nodeBox(node).height)) + ROW_GAP * 2 - ORIGIN.top : 0;
  const places = layoutFlow(flow);
  return {
    ...flow,
    nodes: flow.nodes.map((node) => {
      const place = places.get(node.id);
      return missing.has(node.id) && place ? { ...node, left: place.left, top: place.top + below } : node;
    }),
  };
}
