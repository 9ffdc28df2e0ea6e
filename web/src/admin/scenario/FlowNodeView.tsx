import type { dialogue } from '@peilian/shared';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';

/** What a drawn node carries: the flow node and its type's label. */
export type FlowNodeData = { node: dialogue.FlowNode; typeLabel: string };
export type FlowCanvasNode = Node<FlowNodeData, 'flowNode'>;

/** Each type's colour, dark enough for its white label (4.5:1 or more: 5.6, 6.2, 5.4, 9.9 and 5.6). */
const COLOURS: Record<dialogue.NodeType, string> = {
  start: '#237804',
  customer: '#0958d9',
  student: '#ad4e00',
  question: '#531dab',
  end: '#cf1322',
};

/**
 * A flow node: its name and type, one input on the left (never on the start) and one output per
 * intent on the right (none on the end) — a line is drawn from an intent to a node.
 */
export function FlowNodeView({ data, selected }: NodeProps<FlowCanvasNode>) {
  const { node } = data;
  const colour = COLOURS[node.type];
  return (
    <div
      data-testid={`flow-node-${node.id}`}
      style={{
        minWidth: 140,
        background: '#fff',
        border: `2px solid ${selected ? '#000' : colour}`,
        borderRadius: 6,
        fontSize: 12,
        boxShadow: selected ? '0 0 0 2px rgba(0,0,0,.15)' : undefined,
      }}
    >
      {node.type !== 'start' && <Handle type="target" position={Position.Left} id="in" data-testid={`flow-in-${node.id}`} />}
      <div style={{ background: colour, color: '#fff', padding: '2px 8px' }}>{data.typeLabel}</div>
      <div style={{ padding: '4px 8px', fontWeight: 600 }}>{node.name || data.typeLabel}</div>
      {node.type !== 'end' &&
        node.transitions.map((intent) => (
          <div
            key={intent.id}
            style={{ position: 'relative', padding: '2px 14px 2px 8px', borderTop: '1px solid #f0f0f0', color: intent.node ? '#333' : '#666' }}
          >
            {intent.label || '—'}
            <Handle type="source" position={Position.Right} id={intent.id} data-testid={`flow-out-${node.id}-${intent.id}`} />
          </div>
        ))}
    </div>
  );
}
