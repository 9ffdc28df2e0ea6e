import { describe, expect, it } from 'vitest';
import { layoutFlow, nodeBox, nodesWithoutPosition, placeUnpositioned } from './layout.js';
import type { Flow } from './schema.js';
import { line, minimalNodes, node, says } from './testFactories.js';

const flowOf = (nodes = minimalNodes()): Flow => ({ nodes });

/** True when the drawn boxes of two placed nodes share any point. */
function overlap(flow: Flow, a: string, b: string): boolean {
  const [x, y] = [a, b].map((id) => flow.nodes.find((n) => n.id === id)!);
  const [bx, by] = [nodeBox(x!), nodeBox(y!)];
  return x!.left < y!.left + by.width && y!.left < x!.left + bx.width && x!.top < y!.top + by.height && y!.top < x!.top + bx.height;
}

describe('laying out a flow written without positions', () => {
  it('puts the start first and the end last, each line running to a later column, no two nodes overlapping', () => {
    const flow = placeUnpositioned(flowOf(), new Set(minimalNodes().map((n) => n.id)));
    const at = new Map(flow.nodes.map((n) => [n.id, n]));
    expect(at.get('start')).toMatchObject({ left: 40 });
    for (const id of ['c1', 's1', 'c2', 'c3']) expect(at.get(id)!.left).toBeLessThan(at.get('end')!.left);
    for (const n of flow.nodes) for (const t of n.transitions) expect(at.get(t.node)!.left, `${n.id}→${t.node}`).toBeGreaterThan(n.left);
    // The two replies share a column, one above the other.
    expect(at.get('c2')!.left).toBe(at.get('c3')!.left);
    expect(at.get('c2')!.top).toBeLessThan(at.get('c3')!.top);
    const ids = flow.nodes.map((n) => n.id);
    for (const a of ids) for (const b of ids) if (a < b) expect(overlap(flow, a, b), `${a} and ${b}`).toBe(false);
  });

  it('spaces columns by the widest node, and places nodes the start never reaches too', () => {
    const nodes = [
      node('start', 'start', [line('s0', 'c1')]),
      node('c1', 'customer', [says('c1a', 'end', '好', { label: '一个很长很长很长很长的意图名称' })]),
      node('lost', 'customer', [says('la', 'end', '嗯')]),
      node('end', 'end'),
    ];
    const places = layoutFlow(flowOf(nodes));
    expect(places.get('end')!.left - places.get('c1')!.left).toBeGreaterThan(nodeBox(nodes[1]!).width);
    const flow = placeUnpositioned(flowOf(nodes), new Set(nodes.map((n) => n.id)));
    expect(overlap(flow, 'start', 'lost')).toBe(false);
    expect(new Set(flow.nodes.map((n) => `${n.left},${n.top}`)).size).toBe(nodes.length);
  });

  it('leaves placed nodes where they are and puts the others below them', () => {
    const nodes = minimalNodes().map((n, index) => (n.id === 'c3' ? n : { ...n, left: 100 + index * 200, top: 300 }));
    const flow = placeUnpositioned(flowOf(nodes), new Set(['c3']));
    expect(flow.nodes.filter((n) => n.id !== 'c3')).toEqual(nodes.filter((n) => n.id !== 'c3'));
    expect(flow.nodes.find((n) => n.id === 'c3')!.top).toBeGreaterThan(300 + nodeBox(nodes[0]!).height);
    expect(placeUnpositioned(flowOf(nodes), new Set())).toEqual(flowOf(nodes));
  });

  it('tells which nodes of a document have no position', () => {
    const document = { flow: { nodes: [{ id: 'a', left: 0, top: 0 }, { id: 'b' }, { id: 7, left: 5 }, { id: 'c', left: '1', top: 2 }, null] } };
    expect([...nodesWithoutPosition(document)]).toEqual(['b', '7', 'c']);
    expect(nodesWithoutPosition('not a scenario').size).toBe(0);
  });
});
