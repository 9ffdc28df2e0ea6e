import { dialogue, type Translate } from '@peilian/shared';
import type { Edge } from '@xyflow/react';
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

/** The flow's lines, labelled with their intent; the picked one drawn red. */
export function canvasEdges(flow: dialogue.Flow, picked: PickedLine | null): Edge[] {
  return dialogue.flowEdges(flow).map((edge) => {
    const intent = flow.nodes.find((node) => node.id === edge.from)?.transitions.find((line) => line.id === edge.transitionId);
    const chosen = picked?.from === edge.from && picked.transitionId === edge.transitionId;
    return {
      id: `${edge.from}:${edge.transitionId}`,
      source: edge.from,
      sourceHandle: edge.transitionId,
      target: edge.to,
      targetHandle: 'in',
      label: intent?.label,
      deletable: false,
      selected: chosen,
      data: { from: edge.from, transitionId: edge.transitionId },
      ...(chosen ? { style: { stroke: '#f5222d', strokeWidth: 2 } } : {}),
    };
  });
}
