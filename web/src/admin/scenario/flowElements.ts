import { dialogue, type Translate } from '@peilian/shared';
import type { FlowLine } from './FlowLineView';
import type { FlowCanvasNode } from './FlowNodeView';

/** The drawn nodes and lines of a flow, as the canvas library takes them. */

export type Size = { width: number; height: number };
/** A line picked on the canvas: its intent. */
export type PickedLine = { from: string; transitionId: string };

/** The flow's nodes where they stand, the selected one marked, with the sizes measured so far. */
export function canvasNodes(flow: dialogue.Flow, selected: string, sizes: Record<string, Size>, t: Translate): FlowCanvasNode[] {
  return flow.nodes.map((node) => ({
    id: node.id,
    type: 'flowNode',
    position: { x: node.left, y: node.top },
    data: { node, typeLabel: t(`scenarioWeb.nodeTypes.${node.type}`) },
    selected: node.id === selected,
    deletable: false,
    ...(sizes[node.id] ? { measured: sizes[node.id] } : {}),
  }));
}

/** How far apart (px, flow coordinates) the labels of two lines into one node are kept: a label is about 20 px high. */
export const LABEL_GAP = 24;
/** The height of an intent's row in a drawn node, where its line leaves. */
const INTENT_ROW = 21;

const edgeId = (from: string, transitionId: string) => `${from}:${transitionId}`;

/**
 * How far each line's label is moved down from the middle of its line (by edge id). Lines into one
 * node end at its one input, so the middle of each is half way between where it leaves and that
 * input: taken in the order they leave (top to bottom), their labels are spread LABEL_GAP apart
 * around their middles and can no longer cover one another — two intents of one node into the same
 * node would otherwise put their labels 10 px apart.
 */
export function labelShifts(flow: dialogue.Flow): Map<string, number> {
  const into = new Map<string, { id: string; y: number; x: number }[]>();
  for (const edge of dialogue.flowEdges(flow)) {
    const from = flow.nodes.find((node) => node.id === edge.from)!;
    const row = from.transitions.findIndex((line) => line.id === edge.transitionId);
    into.set(edge.to, [...(into.get(edge.to) ?? []), { id: edgeId(edge.from, edge.transitionId), y: from.top + row * INTENT_ROW, x: from.left }]);
  }
  const shifts = new Map<string, number>();
  for (const lines of into.values()) {
    lines.sort((a, b) => a.y - b.y || a.x - b.x);
    lines.forEach((line, index) => shifts.set(line.id, (index - (lines.length - 1) / 2) * LABEL_GAP));
  }
  return shifts;
}

/** The flow's lines, labelled with their intent (labels of lines into one node kept apart); the picked one drawn red. */
export function canvasEdges(flow: dialogue.Flow, picked: PickedLine | null): FlowLine[] {
  const shifts = labelShifts(flow);
  return dialogue.flowEdges(flow).map((edge) => {
    const intent = flow.nodes.find((node) => node.id === edge.from)?.transitions.find((line) => line.id === edge.transitionId);
    const chosen = picked?.from === edge.from && picked.transitionId === edge.transitionId;
    const id = edgeId(edge.from, edge.transitionId);
    return {
      id,
      type: 'flowLine' as const,
      source: edge.from,
      sourceHandle: edge.transitionId,
      target: edge.to,
      targetHandle: 'in',
      label: intent?.label,
      deletable: false,
      selected: chosen,
      data: { from: edge.from, transitionId: edge.transitionId, labelShift: shifts.get(id) ?? 0 },
      ...(chosen ? { style: { stroke: '#f5222d', strokeWidth: 2 } } : {}),
    };
  });
}
