import { FLOW_INTENTS_MAX, FLOW_REFERENCE_SCRIPTS_MAX, SIMILAR_SPEECHES_MAX } from '../limits.js';
import { AUTO_NODE_TYPES, findNode, flowEdges, mayReachEnd, nodesOfType, reachableFrom } from './graph.js';
import { writtenWord } from './normalize.js';
import { flowIssue, type FlowIssue } from './rules.js';
import type { Flow, NodeType } from './schema.js';

/**
 * The checks the flow editor runs before an operation (admin §4), answering with the same codes as
 * the whole-flow validation. An empty list means the operation is allowed.
 */

/**
 * May the intent `intentId` of node `fromId` be linked to node `toId`? Refused: unknown node or
 * intent, self link, a line out of the end, a line into the start, start straight to end, an
 * intent that already has its line, a start or customer node's second line to the same node (its
 * lines are one way out; a learner node's intents may share a target), a loop between two nodes, a
 * loop of customer nodes, and a line that would cut a node off from the end (`mayReachEnd`).
 */
export function canConnect(flow: Flow, fromId: string, intentId: string, toId: string): FlowIssue[] {
  const from = findNode(flow, fromId);
  const to = findNode(flow, toId);
  if (!from) return [flowIssue('unknownNode', { nodeId: fromId })];
  if (!to) return [flowIssue('unknownNode', { nodeId: toId })];
  const intent = from.transitions.find((t) => t.id === intentId);
  const place = { nodeId: fromId, transitionId: intentId };
  if (from.type === 'end') return [flowIssue('endNoSource', place)];
  if (!intent) return [flowIssue('unknownIntent', place)];
  if (fromId === toId) return [flowIssue('selfLink', place)];
  if (to.type === 'start') return [flowIssue('startNotTarget', place)];
  if (from.type === 'start' && to.type === 'end') return [flowIssue('startToEnd', place)];
  if (intent.node !== '') return [flowIssue('intentHasLine', place)];
  if (AUTO_NODE_TYPES.includes(from.type) && from.transitions.some((t) => t.node === toId)) return [flowIssue('duplicateLink', place)];
  if (to.transitions.some((t) => t.node === fromId)) return [flowIssue('twoNodeLoop', place)];
  const linked = withLine(flow, fromId, intentId, toId);
  const edges = flowEdges(linked);
  const isAuto = (id: string): boolean => AUTO_NODE_TYPES.includes(findNode(flow, id)?.type ?? 'end');
  const autoEdges = edges.filter((e) => isAuto(e.from) && isAuto(e.to));
  if (isAuto(fromId) && isAuto(toId) && reachableFrom(autoEdges, [toId]).has(fromId)) return [flowIssue('customerLoop', place)];
  const before = mayReachEnd(flow);
  const after = mayReachEnd(linked, edges);
  if (!after.has(toId) || [...before].some((id) => !after.has(id))) return [flowIssue('cannotReachEnd', place)];
  return [];
}

/** The flow with the intent's line drawn (the flow itself is left as it is). */
function withLine(flow: Flow, fromId: string, intentId: string, toId: string): Flow {
  return {
    ...flow,
    nodes: flow.nodes.map((node) =>
      node.id === fromId ? { ...node, transitions: node.transitions.map((t) => (t.id === intentId ? { ...t, node: toId } : t)) } : node,
    ),
  };
}

/** May this node be deleted? The start node never. */
export function canDeleteNode(flow: Flow, nodeId: string): FlowIssue[] {
  const node = findNode(flow, nodeId);
  if (!node) return [flowIssue('unknownNode', { nodeId })];
  return node.type === 'start' ? [flowIssue('startUndeletable', { nodeId })] : [];
}

/** May a node of this type be added? Only one start and one end. */
export function canAddNode(flow: Flow, type: NodeType): FlowIssue[] {
  if (type === 'start' && nodesOfType(flow, 'start').length > 0) return [flowIssue('multipleStart')];
  if (type === 'end' && nodesOfType(flow, 'end').length > 0) return [flowIssue('multipleEnd')];
  return [];
}

/** May another intent (branch) be added to this node? Not to the end, and at most 5. */
export function canAddIntent(flow: Flow, nodeId: string): FlowIssue[] {
  const node = findNode(flow, nodeId);
  if (!node) return [flowIssue('unknownNode', { nodeId })];
  if (node.type === 'end') return [flowIssue('endNoSource', { nodeId })];
  if (node.transitions.length >= FLOW_INTENTS_MAX) return [flowIssue('branchLimit', { nodeId }, { max: FLOW_INTENTS_MAX })];
  return [];
}

/**
 * May this similar speech be added to an intent? At most 10, and not a repeat of any standard
 * script or similar speech of the same node (compared after normalisation).
 */
export function canAddSimilarSpeech(flow: Flow, nodeId: string, intentId: string, text: string): FlowIssue[] {
  const node = findNode(flow, nodeId);
  if (!node) return [flowIssue('unknownNode', { nodeId })];
  const intent = node.transitions.find((t) => t.id === intentId);
  const place = { nodeId, transitionId: intentId };
  if (!intent) return [flowIssue('unknownIntent', place)];
  if (intent.speeches.length >= SIMILAR_SPEECHES_MAX) return [flowIssue('similarTooMany', place, { max: SIMILAR_SPEECHES_MAX })];
  const cleaned = writtenWord(text);
  const taken = node.transitions.flatMap((t) => [t.normtext, ...t.speeches]).map(writtenWord);
  return cleaned && taken.includes(cleaned) ? [flowIssue('similarSpeechDuplicate', place)] : [];
}

/** May another reference script be added to an intent? At most 10. */
export function canAddScript(flow: Flow, nodeId: string, intentId: string): FlowIssue[] {
  const node = findNode(flow, nodeId);
  const intent = node?.transitions.find((t) => t.id === intentId);
  const place = { nodeId, transitionId: intentId };
  if (!node) return [flowIssue('unknownNode', { nodeId })];
  if (!intent) return [flowIssue('unknownIntent', place)];
  return intent.scripts.length >= FLOW_REFERENCE_SCRIPTS_MAX ? [flowIssue('scriptsTooMany', place, { max: FLOW_REFERENCE_SCRIPTS_MAX })] : [];
}
