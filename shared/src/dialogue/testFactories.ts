import { scenarioSchema, type FlowNode, type NodeType, type Scenario, type ScenarioInput, type Transition } from './schema.js';

/**
 * Builders for flows and scenarios in tests: every field the schema defaults can be left out, so a
 * test states only what it is about.
 */

type TransitionInput = Partial<Omit<Transition, 'id'>>;

/** An intent/line `id` of a node, to `node` ('' = not linked). */
export function line(id: string, node: string, fields: TransitionInput = {}): Transition {
  return {
    label: id,
    normtext: '',
    speechtype: 0,
    emotion: 0,
    specifytext: '',
    catid: '',
    speechid: '',
    speeches: [],
    keywords: '',
    scripts: [],
    ...fields,
    id,
    node,
  };
}

/** A customer line: a custom text spoken on the way to `node`. */
export function says(id: string, node: string, text: string, fields: TransitionInput = {}): Transition {
  return line(id, node, { speechtype: 1, specifytext: text, ...fields });
}

/** A node with its lines. */
export function node(id: string, type: NodeType, transitions: Transition[] = [], name = id): FlowNode {
  return { id, name, type, left: 0, top: 0, state: '', transitions };
}

/** A scenario around the nodes, with special rules off unless overridden. */
export function scenarioOf(nodes: FlowNode[], overrides: Partial<ScenarioInput> = {}): Scenario {
  return scenarioSchema.parse({
    name: '测试场景',
    category: '测试',
    intentMode: 'both',
    intentSimilarity: 60,
    specialRules: { silence: { enabled: false }, nonStandard: { enabled: false } },
    flow: { nodes },
    ...overrides,
  });
}

/**
 * The smallest complete flow: start → customer greets → learner answers (greet / price) → customer
 * replies → end.
 */
export function minimalNodes(): FlowNode[] {
  return [
    node('start', 'start', [line('s0', 'c1')]),
    node('c1', 'customer', [says('c1a', 's1', '你好，我想看看车。')]),
    node('s1', 'student', [
      line('greet', 'c2', { label: '接待', normtext: '您好，欢迎光临，请问怎么称呼您？', keywords: '欢迎,称呼|贵姓' }),
      line('price', 'c3', { label: '报价', normtext: '这款车现在二十万', speeches: ['这车二十万左右'], keywords: '价格|万' }),
    ]),
    node('c2', 'customer', [says('c2a', 'end', '我姓李，谢谢。')]),
    node('c3', 'customer', [says('c3a', 'end', '有点贵。', { emotion: 6 })]),
    node('end', 'end'),
  ];
}

/** A complete scenario over `minimalNodes`. */
export function minimalScenario(overrides: Partial<ScenarioInput> = {}): Scenario {
  return scenarioOf(minimalNodes(), overrides);
}
