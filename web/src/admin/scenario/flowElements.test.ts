import type { dialogue } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { canvasEdges, LABEL_GAP, labelShifts } from './flowElements';

const intent = (id: string, node: string, label = id): dialogue.Transition => ({
  id,
  node,
  label,
  normtext: '',
  speechtype: 0,
  emotion: 0,
  specifytext: '',
  catid: '',
  speechid: '',
  speeches: [],
  keywords: '',
  scripts: [],
});
const node = (id: string, type: dialogue.NodeType, left: number, top: number, transitions: dialogue.Transition[] = []): dialogue.FlowNode => ({
  id,
  name: id,
  type,
  left,
  top,
  state: '',
  transitions,
});

/** A learner node whose two intents lead to one customer node, and a third line into it from elsewhere. */
const flow: dialogue.Flow = {
  nodes: [
    node('start', 'start', 0, 100, [intent('s0', 's1')]),
    node('s1', 'student', 200, 100, [intent('yes', 'c1', '同意'), intent('maybe', 'c1', '考虑一下')]),
    node('c0', 'customer', 200, 400, [intent('c0a', 'c1', '再问')]),
    node('c1', 'customer', 500, 100, [intent('c1a', 'end')]),
    node('end', 'end', 800, 100),
  ],
};

describe('the labels of lines into one node', () => {
  it('are kept at least a label apart, in the order the lines leave, the middle one unmoved', () => {
    const edges = canvasEdges(flow, null);
    const shift = (id: string) => edges.find((edge) => edge.id === id)!.data!.labelShift;
    // A line's middle is half way between where it leaves (its intent's row) and the node's one input.
    const labelY = (id: string, leaves: number) => (leaves + 100) / 2 + shift(id);
    const yes = labelY('s1:yes', 100);
    const maybe = labelY('s1:maybe', 121);
    const again = labelY('c0:c0a', 400);
    expect(maybe - yes).toBeGreaterThanOrEqual(LABEL_GAP);
    expect(again - maybe).toBeGreaterThanOrEqual(LABEL_GAP);
    expect(shift('s1:maybe')).toBe(0);
    expect(edges.every((edge) => edge.type === 'flowLine')).toBe(true);
  });

  it('leave a lone line into a node where it is', () => {
    expect(labelShifts(flow).get('start:s0')).toBe(0);
    expect(labelShifts(flow).get('c1:c1a')).toBe(0);
  });
});
