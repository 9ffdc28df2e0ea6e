import { describe, expect, it } from 'vitest';
import { canAddIntent, canAddNode, canAddScript, canAddSimilarSpeech, canConnect, canDeleteNode } from './editor.js';
import type { RuleCode } from './rules.js';
import type { Flow, FlowNode } from './schema.js';
import { line, minimalNodes, node, says } from './testFactories.js';
import { checkFlow } from './validateFlow.js';

/**
 * The minimal flow plus loose pieces an editor would have mid-way: an unlinked intent on s1, a
 * customer node c4 with an unlinked line, and a learner node s2 whose intent is unlinked.
 */
function draft(): Flow {
  const nodes: FlowNode[] = minimalNodes();
  nodes.find((n) => n.id === 's1')!.transitions.push(line('open', '', { normtext: '试驾吗' }));
  nodes.push(node('c4', 'customer', [says('c4a', '', '好啊')]));
  nodes.push(node('s2', 'student', [line('s2a', '', { normtext: '这边请' }), line('s2b', 'end', { normtext: '再见' })]));
  nodes.push(node('c5', 'customer', [says('c5a', 'c4', '我再想想')]));
  return { nodes };
}

const codes = (issues: { code: RuleCode }[]) => issues.map((i) => i.code);

describe('canConnect', () => {
  it.each<[string, string, string, string, RuleCode[]]>([
    ['an open intent to a fresh node', 's1', 'open', 'c4', []],
    ['a line to a node that reaches the end', 'c4', 'c4a', 's2', []],
    ['an unknown source node', 'zz', 'open', 'c4', ['unknownNode']],
    ['an unknown target node', 's1', 'open', 'zz', ['unknownNode']],
    ['an unknown intent', 's1', 'nope', 'c4', ['unknownIntent']],
    ['a node to itself', 's1', 'open', 's1', ['selfLink']],
    ['a line out of the end', 'end', 'any', 'c1', ['endNoSource']],
    ['a line into the start', 's1', 'open', 'start', ['startNotTarget']],
    ['the start straight to the end', 'start', 's0', 'end', ['startToEnd']],
    ['an intent that already has its line', 's1', 'greet', 'c4', ['intentHasLine']],
    ['a learner intent to the node another intent of it leads to', 's1', 'open', 'c2', []],
  ])('%s', (_name, from, intent, to, expected) => {
    expect(codes(canConnect(draft(), from, intent, to))).toEqual(expected);
  });

  it("refuses a customer node's second line to the same node: its lines are one way out", () => {
    const flow = draft();
    flow.nodes.find((n) => n.id === 'c5')!.transitions.push(says('c5b', '', '好吧'));
    expect(codes(canConnect(flow, 'c5', 'c5b', 'c4'))).toEqual(['duplicateLink']);
    expect(codes(canConnect(flow, 'c5', 'c5b', 's2'))).toEqual([]);
  });

  it('refuses a line into a node already cut off from the end', () => {
    // c6 and s3 lead only to each other: nothing there will ever reach the end.
    const flow = draft();
    flow.nodes.push(node('c6', 'customer', [says('c6a', 's3', '然后呢')]), node('s3', 'student', [line('s3a', 'c6', { normtext: '我们聊聊' })]));
    expect(codes(checkFlow(flow, 'both'))).toContain('cannotReachEnd');
    expect(codes(canConnect(flow, 's1', 'open', 'c6'))).toEqual(['cannotReachEnd']);
  });

  it('refuses a loop between two nodes', () => {
    const flow = draft();
    flow.nodes.find((n) => n.id === 'c4')!.transitions[0]!.node = 's2';
    expect(codes(canConnect(flow, 's2', 's2a', 'c4'))).toEqual(['twoNodeLoop']);
  });

  it('allows a line that closes a loop with a way out to the end', () => {
    // s2a → c5 → c4 → s2 is a loop; s2b leads out of it to the end.
    const flow = draft();
    flow.nodes.find((n) => n.id === 'c4')!.transitions[0]!.node = 's2';
    expect(codes(canConnect(flow, 's2', 's2a', 'c5'))).toEqual([]);
  });

  it('refuses a line that closes a loop with no way to the end', () => {
    // s2a → c5 → c4 → s2 would be a loop, and without s2b nothing in it reaches the end.
    const flow = draft();
    const s2 = flow.nodes.find((n) => n.id === 's2')!;
    s2.transitions = [s2.transitions[0]!];
    flow.nodes.find((n) => n.id === 'c4')!.transitions[0]!.node = 's2';
    expect(codes(canConnect(flow, 's2', 's2a', 'c5'))).toEqual(['cannotReachEnd']);
  });

  it('refuses a loop made only of customer nodes', () => {
    const flow = draft();
    flow.nodes.push(node('c6', 'customer', [says('c6a', 'c5', '嗯')]));
    flow.nodes.find((n) => n.id === 'c4')!.transitions[0]!.node = 'c6';
    flow.nodes.find((n) => n.id === 'c5')!.transitions[0]!.node = '';
    expect(codes(canConnect(flow, 'c5', 'c5a', 'c4'))).toEqual(['customerLoop']);
  });

  it.each<[string, string, RuleCode]>([
    ['c2', 'c2', 'selfLink'],
    ['c1', 's1', 'duplicateLink'],
    ['c4', 'start', 'startNotTarget'],
    ['start', 'end', 'startToEnd'],
  ])('refuses %s → %s with the code whole-flow validation gives after the fact (%s)', (from, to, code) => {
    const flow = draft();
    const source = flow.nodes.find((n) => n.id === from)!;
    const intent = line('new', '', { normtext: '新的意图', speechtype: 1, specifytext: '新的话' });
    source.transitions.push(intent);
    expect(codes(canConnect(flow, from, 'new', to))).toEqual([code]);
    intent.node = to;
    expect(codes(checkFlow(flow, 'both'))).toContain(code);
  });

  it('answers a loop between two nodes the same way as whole-flow validation', () => {
    const flow = draft();
    flow.nodes.find((n) => n.id === 'c4')!.transitions[0]!.node = 's2';
    expect(codes(canConnect(flow, 's2', 's2a', 'c4'))).toEqual(['twoNodeLoop']);
    flow.nodes.find((n) => n.id === 's2')!.transitions[0]!.node = 'c4';
    expect(codes(checkFlow(flow, 'both'))).toContain('twoNodeLoop');
  });

  it('does not change the flow', () => {
    const flow = draft();
    const before = JSON.stringify(flow);
    canConnect(flow, 's1', 'open', 'c4');
    expect(JSON.stringify(flow)).toBe(before);
  });
});

describe('node and intent operations', () => {
  it('never deletes the start node; other nodes may go', () => {
    expect(codes(canDeleteNode(draft(), 'start'))).toEqual(['startUndeletable']);
    expect(codes(canDeleteNode(draft(), 'c2'))).toEqual([]);
    expect(codes(canDeleteNode(draft(), 'end'))).toEqual([]);
    expect(codes(canDeleteNode(draft(), 'zz'))).toEqual(['unknownNode']);
  });

  it('adds only one start and one end', () => {
    expect(codes(canAddNode(draft(), 'start'))).toEqual(['multipleStart']);
    expect(codes(canAddNode(draft(), 'end'))).toEqual(['multipleEnd']);
    expect(codes(canAddNode(draft(), 'customer'))).toEqual([]);
    expect(codes(canAddNode({ nodes: [] }, 'start'))).toEqual([]);
  });

  it('adds intents up to five, never on the end', () => {
    const flow = draft();
    const s1 = flow.nodes.find((n) => n.id === 's1')!;
    expect(codes(canAddIntent(flow, 's1'))).toEqual([]);
    s1.transitions.push(line('x1', ''), line('x2', ''));
    const refused = canAddIntent(flow, 's1');
    expect(codes(refused)).toEqual(['branchLimit']);
    expect(refused[0]?.params).toEqual({ max: 5 });
    expect(codes(canAddIntent(flow, 'end'))).toEqual(['endNoSource']);
    expect(codes(canAddIntent(flow, 'zz'))).toEqual(['unknownNode']);
  });

  it('adds similar speeches up to ten, none repeating the node’s scripts', () => {
    const flow = draft();
    expect(codes(canAddSimilarSpeech(flow, 's1', 'greet', '您好，欢迎您'))).toEqual([]);
    expect(codes(canAddSimilarSpeech(flow, 's1', 'greet', '这车二十万左右！'))).toEqual(['similarSpeechDuplicate']);
    expect(codes(canAddSimilarSpeech(flow, 's1', 'greet', '您好 欢迎光临 请问怎么称呼您'))).toEqual(['similarSpeechDuplicate']);
    expect(codes(canAddSimilarSpeech(flow, 's1', 'greet', '这车20万左右'))).toEqual([]);
    flow.nodes.find((n) => n.id === 's1')!.transitions[0]!.speeches = Array.from({ length: 10 }, (_, i) => `说法${i}`);
    expect(codes(canAddSimilarSpeech(flow, 's1', 'greet', '新说法'))).toEqual(['similarTooMany']);
    expect(codes(canAddSimilarSpeech(flow, 's1', 'nope', '新说法'))).toEqual(['unknownIntent']);
    expect(codes(canAddSimilarSpeech(flow, 'zz', 'greet', '新说法'))).toEqual(['unknownNode']);
  });

  it('adds reference scripts up to ten', () => {
    const flow = draft();
    expect(codes(canAddScript(flow, 's1', 'greet'))).toEqual([]);
    flow.nodes.find((n) => n.id === 's1')!.transitions[0]!.scripts = Array.from({ length: 10 }, (_, i) => `参考${i}`);
    expect(codes(canAddScript(flow, 's1', 'greet'))).toEqual(['scriptsTooMany']);
    expect(codes(canAddScript(flow, 's1', 'nope'))).toEqual(['unknownIntent']);
    expect(codes(canAddScript(flow, 'zz', 'greet'))).toEqual(['unknownNode']);
  });
});
