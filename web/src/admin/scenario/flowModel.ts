import { dialogue } from '@peilian/shared';

/**
 * The flow editor's operations on a scenario's flow (admin §4), pure and checked by the shared
 * editor rules (`dialogue.canConnect`, `canDeleteNode`, …) before anything changes: each answers
 * the new flow, or the rule's issues and the flow unchanged.
 */

type Flow = dialogue.Flow;
type FlowNode = dialogue.FlowNode;
type Transition = dialogue.Transition;
export type NodeType = dialogue.NodeType;

/** What an operation answers: the flow after it, and why it was refused (empty when it was not). */
export interface FlowChange {
  flow: Flow;
  issues: dialogue.FlowIssue[];
}

export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.1;

/** The zoom clamped to 20 %–200 %, rounded to whole percent. */
export function clampZoom(zoom: number): number {
  const bounded = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Number.isFinite(zoom) ? zoom : 1));
  return Math.round(bounded * 100) / 100;
}

/** Nodes are added only at 100 % (admin §4), so new nodes land where they will be drawn. */
export function canAddAtZoom(zoom: number): boolean {
  return Math.round(zoom * 100) === 100;
}

function refused(flow: Flow, issues: dialogue.FlowIssue[]): FlowChange {
  return { flow, issues };
}

function mapNode(flow: Flow, nodeId: string, change: (node: FlowNode) => FlowNode): Flow {
  return { ...flow, nodes: flow.nodes.map((node) => (node.id === nodeId ? change(node) : node)) };
}

/** An id not yet used by any node of the flow, from a base. */
export function freshNodeId(flow: Flow, base: string): string {
  const taken = new Set(flow.nodes.map((node) => node.id));
  for (let n = flow.nodes.length + 1; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** An intent id not yet used in the flow. */
export function freshIntentId(flow: Flow, nodeId: string): string {
  const taken = new Set(flow.nodes.flatMap((node) => node.transitions.map((t) => t.id)));
  for (let n = 1; ; n += 1) if (!taken.has(`${nodeId}-i${n}`)) return `${nodeId}-i${n}`;
}

/** A blank intent: no line yet, no spoken line. */
export function blankIntent(id: string): Transition {
  return dialogue.transitionSchema.parse({ id });
}

/** Adds a node of a type at a position; every type but the end starts with one intent to link. */
export function addNode(flow: Flow, type: NodeType, name: string, position: { left: number; top: number }): FlowChange & { nodeId: string } {
  const issues = dialogue.canAddNode(flow, type);
  if (issues.length) return { ...refused(flow, issues), nodeId: '' };
  const id = freshNodeId(flow, type);
  const node = dialogue.flowNodeSchema.parse({ id, name, type, left: Math.round(position.left), top: Math.round(position.top) });
  const withNode: Flow = { ...flow, nodes: [...flow.nodes, node] };
  if (type !== 'end') node.transitions = [blankIntent(freshIntentId(withNode, id))];
  return { flow: withNode, issues: [], nodeId: id };
}

/** Links an intent to a node when `canConnect` allows it. */
export function connect(flow: Flow, fromId: string, intentId: string, toId: string): FlowChange {
  const issues = dialogue.canConnect(flow, fromId, intentId, toId);
  if (issues.length) return refused(flow, issues);
  return {
    flow: mapNode(flow, fromId, (node) => ({ ...node, transitions: node.transitions.map((t) => (t.id === intentId ? { ...t, node: toId } : t)) })),
    issues: [],
  };
}

/** Removes an intent's line (the intent stays, unlinked). */
export function disconnect(flow: Flow, fromId: string, intentId: string): Flow {
  return mapNode(flow, fromId, (node) => ({ ...node, transitions: node.transitions.map((t) => (t.id === intentId ? { ...t, node: '' } : t)) }));
}

/** Deletes a node (never the start) and every line into it. */
export function deleteNode(flow: Flow, nodeId: string): FlowChange {
  const issues = dialogue.canDeleteNode(flow, nodeId);
  if (issues.length) return refused(flow, issues);
  const nodes = flow.nodes
    .filter((node) => node.id !== nodeId)
    .map((node) =>
      node.transitions.some((t) => t.node === nodeId)
        ? { ...node, transitions: node.transitions.map((t) => (t.node === nodeId ? { ...t, node: '' } : t)) }
        : node,
    );
  return { flow: { ...flow, nodes }, issues: [] };
}

/** Adds an intent to a node (at most 5, none on the end). */
export function addIntent(flow: Flow, nodeId: string): FlowChange {
  const issues = dialogue.canAddIntent(flow, nodeId);
  if (issues.length) return refused(flow, issues);
  const intent = blankIntent(freshIntentId(flow, nodeId));
  return { flow: mapNode(flow, nodeId, (node) => ({ ...node, transitions: [...node.transitions, intent] })), issues: [] };
}

/** Removes an intent and its line. */
export function removeIntent(flow: Flow, nodeId: string, intentId: string): Flow {
  return mapNode(flow, nodeId, (node) => ({ ...node, transitions: node.transitions.filter((t) => t.id !== intentId) }));
}

/** The fields of an intent the side panel edits. */
export type IntentFields = Partial<Pick<Transition, 'label' | 'normtext' | 'keywords' | 'specifytext' | 'speechtype' | 'speechid'>>;

/** Changes an intent's text fields. */
export function updateIntent(flow: Flow, nodeId: string, intentId: string, fields: IntentFields): Flow {
  return mapNode(flow, nodeId, (node) => ({ ...node, transitions: node.transitions.map((t) => (t.id === intentId ? { ...t, ...fields } : t)) }));
}

/** Adds a blank reference script to an intent (at most 10). */
export function addScript(flow: Flow, nodeId: string, intentId: string): FlowChange {
  const issues = dialogue.canAddScript(flow, nodeId, intentId);
  if (issues.length) return refused(flow, issues);
  return { flow: setScripts(flow, nodeId, intentId, (scripts) => [...scripts, '']), issues: [] };
}

/** Replaces or removes (text `null`) one reference script. */
export function editScript(flow: Flow, nodeId: string, intentId: string, index: number, text: string | null): Flow {
  return setScripts(flow, nodeId, intentId, (scripts) =>
    text === null ? scripts.filter((_, i) => i !== index) : scripts.map((s, i) => (i === index ? text : s)),
  );
}

function setScripts(flow: Flow, nodeId: string, intentId: string, change: (scripts: string[]) => string[]): Flow {
  return mapNode(flow, nodeId, (node) => ({
    ...node,
    transitions: node.transitions.map((t) => (t.id === intentId ? { ...t, scripts: change(t.scripts) } : t)),
  }));
}

/** Renames a node. */
export function renameNode(flow: Flow, nodeId: string, name: string): Flow {
  return mapNode(flow, nodeId, (node) => ({ ...node, name }));
}

/** Moves a node (positions are kept at 100 % zoom, rounded to whole pixels). */
export function moveNode(flow: Flow, nodeId: string, left: number, top: number): Flow {
  return mapNode(flow, nodeId, (node) => ({ ...node, left: Math.round(left), top: Math.round(top) }));
}

/** The nodes an intent of `fromId` may be linked to now, by `canConnect`. */
export function linkableTargets(flow: Flow, fromId: string, intentId: string): string[] {
  const cleared = disconnect(flow, fromId, intentId);
  return cleared.nodes.filter((node) => dialogue.canConnect(cleared, fromId, intentId, node.id).length === 0).map((node) => node.id);
}

/** Re-points an intent: clears its line, then links it when a target is given (checked). */
export function relink(flow: Flow, fromId: string, intentId: string, toId: string): FlowChange {
  const cleared = disconnect(flow, fromId, intentId);
  if (!toId) return { flow: cleared, issues: [] };
  const change = connect(cleared, fromId, intentId, toId);
  return change.issues.length ? refused(flow, change.issues) : change;
}

/** The room a new node takes on the canvas (px at 100 %), with a margin. */
export const NODE_SLOT = { width: 180, height: 110 };

/**
 * Where a new node goes inside the visible area (flow coordinates): the first slot of a grid, row
 * by row, that no node overlaps; the area's top left corner when every slot is taken.
 */
export function freeSpot(flow: Flow, area: { left: number; top: number; width: number; height: number }): { left: number; top: number } {
  const free = (left: number, top: number) =>
    flow.nodes.every((node) => Math.abs(node.left - left) >= NODE_SLOT.width || Math.abs(node.top - top) >= NODE_SLOT.height);
  for (let top = area.top + 20; top + NODE_SLOT.height <= area.top + area.height; top += NODE_SLOT.height / 2) {
    for (let left = area.left + 20; left + NODE_SLOT.width <= area.left + area.width; left += NODE_SLOT.width / 2) {
      if (free(left, top)) return { left: Math.round(left), top: Math.round(top) };
    }
  }
  return { left: Math.round(area.left + 20), top: Math.round(area.top + 20) };
}

/** Adds a similar speech to an intent (at most 10, never a repeat of the node's scripts), trimmed. */
export function addSimilarSpeech(flow: Flow, nodeId: string, intentId: string, text: string): FlowChange {
  const speech = text.trim();
  if (!speech) return { flow, issues: [] };
  const issues = dialogue.canAddSimilarSpeech(flow, nodeId, intentId, speech);
  if (issues.length) return refused(flow, issues);
  return { flow: mapIntent(flow, nodeId, intentId, (t) => ({ ...t, speeches: [...t.speeches, speech] })), issues: [] };
}

/** Removes one similar speech. */
export function removeSimilarSpeech(flow: Flow, nodeId: string, intentId: string, index: number): Flow {
  return mapIntent(flow, nodeId, intentId, (t) => ({ ...t, speeches: t.speeches.filter((_, i) => i !== index) }));
}

function mapIntent(flow: Flow, nodeId: string, intentId: string, change: (intent: Transition) => Transition): Flow {
  return mapNode(flow, nodeId, (node) => ({ ...node, transitions: node.transitions.map((t) => (t.id === intentId ? change(t) : t)) }));
}
