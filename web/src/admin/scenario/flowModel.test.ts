import { dialogue } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import {
  addIntent,
  addNode,
  addScript,
  addSimilarSpeech,
  removeSimilarSpeech,
  canAddAtZoom,
  clampZoom,
  connect,
  deleteNode,
  editScript,
  freeSpot,
  linkableTargets,
  NODE_SLOT,
  relink,
  updateIntent,
} from './flowModel';

/** start → customer → student (one intent to the end, one unlinked) and the end. */
function sample(): dialogue.Flow {
  return dialogue.flowSchema.parse({
    nodes: [
      { id: 'start', type: 'start', name: '开始', transitions: [{ id: 't0', node: 'c1' }] },
      { id: 'c1', type: 'customer', name: '客户', transitions: [{ id: 't1', node: 's1' }] },
      { id: 's1', type: 'student', name: '学员', transitions: [{ id: 'i1', node: 'end' }, { id: 'i2' }] },
      { id: 'end', type: 'end', name: '结束' },
    ],
  });
}
const codes = (issues: readonly dialogue.FlowIssue[]) => issues.map((issue) => issue.code);

describe('connecting', () => {
  it('refuses every forbidden line with its rule and leaves the flow as it was', () => {
    const flow = sample();
    expect(codes(connect(flow, 's1', 'i2', 's1').issues)).toEqual(['selfLink']);
    // Two intents of a learner node may lead to the same node; a customer node's lines may not.
    expect(connect(flow, 's1', 'i2', 'end').issues).toEqual([]);
    const twoLines = addIntent(flow, 'c1').flow;
    expect(codes(connect(twoLines, 'c1', twoLines.nodes[1]!.transitions[1]!.id, 's1').issues)).toEqual(['duplicateLink']);
    expect(codes(connect(flow, 's1', 'i2', 'c1').issues)).toEqual(['twoNodeLoop']);
    expect(codes(connect(flow, 's1', 'i2', 'start').issues)).toEqual(['startNotTarget']);
    expect(codes(connect(flow, 's1', 'i1', 'c1').issues)).toEqual(['intentHasLine']);
    expect(connect(flow, 's1', 'i2', 's1').flow).toBe(flow);
  });

  it('refuses start to end and a line out of the end', () => {
    const added = addIntent(sample(), 'start');
    const intent = added.flow.nodes[0]!.transitions[1]!.id;
    expect(codes(connect(added.flow, 'start', intent, 'end').issues)).toEqual(['startToEnd']);
    expect(codes(connect(added.flow, 'end', 'x', 's1').issues)).toEqual(['endNoSource']);
  });

  it('links a free intent to a new node, and re-points a line only to an allowed node', () => {
    const added = addNode(sample(), 'customer', '客户追问', { left: 10.4, top: 20.6 });
    expect(added.issues).toEqual([]);
    const node = added.flow.nodes.find((n) => n.id === added.nodeId)!;
    expect(node).toMatchObject({ type: 'customer', left: 10, top: 21, transitions: [{ node: '' }] });
    const linked = connect(added.flow, 's1', 'i2', added.nodeId);
    expect(linked.issues).toEqual([]);
    expect(linked.flow.nodes[2]!.transitions[1]!.node).toBe(added.nodeId);
    expect(linkableTargets(sample(), 's1', 'i2')).toEqual(['end']);
    expect(codes(relink(sample(), 's1', 'i1', 'c1').issues)).toEqual(['twoNodeLoop']);
    expect(relink(sample(), 's1', 'i1', '').flow.nodes[2]!.transitions[0]!.node).toBe('');
  });

  it('refuses a line that closes a loop with no way out to the end', () => {
    const flow = dialogue.flowSchema.parse({
      nodes: [
        { id: 'start', type: 'start', transitions: [{ id: 't0', node: 'a' }] },
        { id: 'a', type: 'student', transitions: [{ id: 'a1', node: 'b' }] },
        { id: 'b', type: 'customer', transitions: [{ id: 'b1', node: 'c' }] },
        { id: 'c', type: 'student', transitions: [{ id: 'c1' }] },
        { id: 'end', type: 'end' },
      ],
    });
    expect(codes(connect(flow, 'c', 'c1', 'a').issues)).toEqual(['cannotReachEnd']);
  });
});

describe('nodes and intents', () => {
  it('never deletes the start; deleting another node clears the lines into it', () => {
    expect(codes(deleteNode(sample(), 'start').issues)).toEqual(['startUndeletable']);
    const after = deleteNode(sample(), 'c1').flow;
    expect(after.nodes.map((n) => n.id)).toEqual(['start', 's1', 'end']);
    expect(after.nodes[0]!.transitions[0]!.node).toBe('');
  });

  it('allows one end node and five intents per node', () => {
    expect(codes(addNode(sample(), 'end', '结束', { left: 0, top: 0 }).issues)).toEqual(['multipleEnd']);
    let flow = sample();
    for (let i = 0; i < 3; i += 1) flow = addIntent(flow, 's1').flow;
    expect(flow.nodes[2]!.transitions).toHaveLength(5);
    expect(codes(addIntent(flow, 's1').issues)).toEqual(['branchLimit']);
  });

  it('keeps at most ten reference scripts and edits an intent', () => {
    let flow = updateIntent(sample(), 's1', 'i1', { label: '报价', keywords: '价格|优惠' });
    for (let i = 0; i < 10; i += 1) flow = addScript(flow, 's1', 'i1').flow;
    expect(codes(addScript(flow, 's1', 'i1').issues)).toEqual(['scriptsTooMany']);
    flow = editScript(flow, 's1', 'i1', 0, '您好');
    flow = editScript(flow, 's1', 'i1', 1, null);
    expect(flow.nodes[2]!.transitions[0]).toMatchObject({ label: '报价', keywords: '价格|优惠' });
    expect(flow.nodes[2]!.transitions[0]!.scripts).toHaveLength(9);
    expect(flow.nodes[2]!.transitions[0]!.scripts[0]).toBe('您好');
  });
});

describe('zoom', () => {
  it('stays within 20–200 % and adds nodes only at 100 %', () => {
    expect(clampZoom(0.05)).toBe(0.2);
    expect(clampZoom(3)).toBe(2);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(canAddAtZoom(1)).toBe(true);
    expect(canAddAtZoom(0.999)).toBe(true);
    expect(canAddAtZoom(1.1)).toBe(false);
  });
});

describe('placing a new node', () => {
  it('takes the first free slot of the visible area, clear of every node', () => {
    const flow = dialogue.flowSchema.parse({
      nodes: [
        { id: 'start', type: 'start', left: 20, top: 20 },
        { id: 'a', type: 'student', left: 110, top: 20 },
      ],
    });
    const spot = freeSpot(flow, { left: 0, top: 0, width: 800, height: 500 });
    for (const node of flow.nodes) expect(Math.abs(node.left - spot.left) >= NODE_SLOT.width || Math.abs(node.top - spot.top) >= NODE_SLOT.height).toBe(true);
    expect(spot).toEqual({ left: 290, top: 20 });
    expect(freeSpot(flow, { left: 0, top: 0, width: 100, height: 100 })).toEqual({ left: 20, top: 20 });
  });
});

describe('similar speeches', () => {
  it('adds trimmed ones up to ten, refusing a repeat of the standard script', () => {
    let flow = updateIntent(sample(), 's1', 'i1', { normtext: '您好，欢迎光临' });
    expect(codes(addSimilarSpeech(flow, 's1', 'i1', ' 您好，欢迎光临 ').issues)).toEqual(['similarSpeechDuplicate']);
    for (let i = 0; i < 10; i += 1) flow = addSimilarSpeech(flow, 's1', 'i1', ` 说法${i} `).flow;
    expect(flow.nodes[2]!.transitions[0]!.speeches[0]).toBe('说法0');
    expect(codes(addSimilarSpeech(flow, 's1', 'i1', '再一个').issues)).toEqual(['similarTooMany']);
    expect(removeSimilarSpeech(flow, 's1', 'i1', 0).nodes[2]!.transitions[0]!.speeches).toHaveLength(9);
  });
});
