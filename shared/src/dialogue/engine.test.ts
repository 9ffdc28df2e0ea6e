import { describe, expect, it } from 'vitest';
import { resume, start, step } from './engine.js';
import { lexiconSchema, prepareLexicon } from './lexicon.js';
import type { FlowNode } from './schema.js';
import { line, minimalNodes, minimalScenario, node, says, scenarioOf } from './testFactories.js';
import { validateScenario } from './validate.js';
import type { DialogueEffect, DialogueResult, DialogueState, SessionState } from './types.js';

const types = (effects: DialogueEffect[]) => effects.map((e) => e.type);
const utter = (state: DialogueState, text: string, time: number, extra = {}) => step(state, { type: 'utterance', text, time, ...extra });
const spoken = (effects: DialogueEffect[]) => effects.flatMap((e) => (e.type === 'customerSays' ? [e.text] : []));
const only = <T extends DialogueEffect['type']>(effects: DialogueEffect[], type: T) =>
  effects.filter((e): e is Extract<DialogueEffect, { type: T }> => e.type === type);

describe('start', () => {
  it('runs from the start node to the learner’s first turn', () => {
    const { state, effects } = start(minimalScenario(), { time: 500 });
    expect(types(effects)).toEqual(['nodeEntered', 'transitionChosen', 'nodeEntered', 'transitionChosen', 'customerSays', 'nodeEntered', 'awaitLearner']);
    expect(effects[4]).toEqual({
      type: 'customerSays',
      text: '你好，我想看看车。',
      emotion: 0,
      speechId: null,
      nodeId: 'c1',
      transitionId: 'c1a',
      cause: 'flow',
    });
    expect(effects[6]).toEqual({
      type: 'awaitLearner',
      nodeId: 's1',
      silenceTimeoutMs: null,
      answerDeadline: null,
      endOfUtteranceMs: 2000,
      hints: [
        { intentId: 'greet', label: '接待', normtext: '您好，欢迎光临，请问怎么称呼您？', scripts: [] },
        { intentId: 'price', label: '报价', normtext: '这款车现在二十万', scripts: [] },
      ],
    });
    expect(state.session).toMatchObject({ status: 'awaiting', nodeId: 's1', time: 500, turnStartedAt: 500, path: ['start', 'c1', 's1'], turns: 0 });
  });

  it('ends with flowError when there is no start node', () => {
    const { state, effects } = start(scenarioOf(minimalNodes().filter((n) => n.type !== 'start')));
    expect(types(effects)).toEqual(['sessionEnded']);
    expect(state.session.status).toBe('ended');
    expect(state.session.endReason).toBe('flowError');
  });

  it('ends with flowError at a customer node whose line leads nowhere', () => {
    const nodes = minimalNodes();
    nodes[1]!.transitions[0]!.node = '';
    const { effects } = start(scenarioOf(nodes));
    expect(effects.at(-1)).toMatchObject({ type: 'sessionEnded', reason: 'flowError', summary: { path: ['start', 'c1'] } });
  });
});

describe('step: a learner turn', () => {
  it('runs through either of two intents that lead to the same customer node', () => {
    const nodes = minimalNodes();
    nodes[2]!.transitions.push(line('discount', 'c2', { label: '优惠', normtext: '这个月购车有优惠', keywords: '优惠' }));
    const scenario = scenarioOf(nodes);
    expect(validateScenario({ ...scenario, status: 'enabled' })).toMatchObject({ issues: [], complete: true });
    for (const [said, intentId] of [
      ['您好，欢迎光临！请问怎么称呼您？', 'greet'],
      ['这个月购车有优惠', 'discount'],
    ] as const) {
      const { effects } = utter(start(scenario).state, said, 3000);
      expect(only(effects, 'transitionChosen')[0]).toMatchObject({ fromNodeId: 's1', intentId, toNodeId: 'c2' });
      expect(spoken(effects)).toEqual(['我姓李，谢谢。']);
      expect(effects.at(-1)).toMatchObject({ type: 'sessionEnded', reason: 'completed' });
    }
  });

  it('matches an intent, says the customer’s reply and completes at the end node', () => {
    const opened = start(minimalScenario());
    const { state, effects } = utter(opened.state, '您好，欢迎光临！请问怎么称呼您？', 3000);
    expect(types(effects)).toEqual(['turnScored', 'transitionChosen', 'nodeEntered', 'transitionChosen', 'customerSays', 'nodeEntered', 'sessionEnded']);
    expect(effects[1]).toEqual({
      type: 'transitionChosen',
      fromNodeId: 's1',
      toNodeId: 'c2',
      intentId: 'greet',
      label: '接待',
      match: 'keywords',
      similarity: 1,
      crossNode: false,
    });
    expect(spoken(effects)).toEqual(['我姓李，谢谢。']);
    expect(effects.at(-1)).toEqual({
      type: 'sessionEnded',
      reason: 'completed',
      summary: {
        reason: 'completed',
        completed: true,
        path: ['start', 'c1', 's1', 'c2', 'end'],
        turns: 1,
        nonStandardAnswers: 0,
        timeouts: 0,
        silences: 0,
        scenarioKeywords: [],
      },
    });
    expect(state.session).toMatchObject({ status: 'ended', endReason: 'completed', nodeId: 'end', time: 3000 });
  });

  it('says the reply carried by a learner intent before entering its target', () => {
    const nodes = minimalNodes();
    Object.assign(nodes[2]!.transitions[1]!, { speechtype: 1, specifytext: '二十万？', emotion: 4 });
    const { effects } = utter(start(scenarioOf(nodes)).state, '这款车现在二十万', 1000);
    expect(spoken(effects)).toEqual(['二十万？', '有点贵。']);
    expect(only(effects, 'customerSays').map((e) => [e.nodeId, e.emotion])).toEqual([
      ['s1', 4],
      ['c3', 6],
    ]);
  });

  it('resolves library speeches through the speech library, falling back to the line’s own text', () => {
    const nodes = minimalNodes();
    Object.assign(nodes[1]!.transitions[0]!, { speechtype: 2, speechid: 'sp-1', catid: 'cat', specifytext: '备用的话' });
    const withLibrary = start(scenarioOf(nodes), { speeches: { 'sp-1': { text: '话术库里的开场白' } } });
    expect(only(withLibrary.effects, 'customerSays')[0]).toMatchObject({ text: '话术库里的开场白', speechId: 'sp-1', transitionId: 'c1a' });
    const without = start(scenarioOf(nodes));
    expect(only(without.effects, 'customerSays')[0]).toMatchObject({ text: '备用的话', speechId: 'sp-1' });
  });

  it('stays at the node on an unmatched answer when the non-standard rule is off', () => {
    const opened = start(minimalScenario());
    const { state, effects } = utter(opened.state, '今天天气不错', 2000);
    expect(types(effects)).toEqual(['turnScored', 'nonStandardAnswer', 'awaitLearner']);
    expect(effects[1]).toEqual({ type: 'nonStandardAnswer', nodeId: 's1', count: 1, max: null, alert: false, timeout: false });
    expect(state.session).toMatchObject({ nodeId: 's1', turns: 1, nonStandardAtNode: 1, turnStartedAt: 2000, status: 'awaiting' });
  });

  it('ends when the learner asks, as not completed', () => {
    const { state, effects } = step(start(minimalScenario()).state, { type: 'end', time: 9000 });
    expect(effects).toEqual([
      {
        type: 'sessionEnded',
        reason: 'requested',
        summary: expect.objectContaining({ reason: 'requested', completed: false, path: ['start', 'c1', 's1'] }) as unknown,
      },
    ]);
    expect(state.session.time).toBe(9000);
  });
});

describe('step: events that change nothing', () => {
  const cases: [string, (s: DialogueState) => DialogueResult, string][] = [
    ['an empty utterance', (s) => utter(s, '，。！ ', 2000), 'emptyUtterance'],
    ['an event older than the last', (s) => utter(s, '您好', 100), 'outOfOrder'],
    ['talking over the customer without smart break', (s) => utter(s, '您好，欢迎光临', 2000, { duringCustomerSpeech: true }), 'customerSpeaking'],
    ['a silence with the rule off', (s) => step(s, { type: 'silence', time: 60_000 }), 'ruleDisabled'],
    ['an answer timeout with the rule off', (s) => step(s, { type: 'answerTimeout', time: 60_000 }), 'ruleDisabled'],
  ];
  it.each(cases)('%s', (_name, act, reason) => {
    const opened = start(minimalScenario(), { time: 1000 });
    const before = JSON.stringify(opened.state.session);
    const result = act(opened.state);
    expect(result.effects).toEqual([{ type: 'eventIgnored', event: expect.any(String) as unknown, reason }]);
    expect(result.state).toBe(opened.state);
    expect(JSON.stringify(opened.state.session)).toBe(before);
  });

  it('ignores everything after the end', () => {
    const ended = step(start(minimalScenario()).state, { type: 'end', time: 10 }).state;
    for (const event of [
      { type: 'utterance', text: '您好', time: 20 },
      { type: 'silence', time: 20 },
      { type: 'answerTimeout', time: 20 },
      { type: 'end', time: 20 },
    ] as const) {
      expect(step(ended, event).effects).toEqual([{ type: 'eventIgnored', event: event.type, reason: 'sessionEnded' }]);
    }
  });
});

describe('smart break', () => {
  const scenario = minimalScenario({ smartBreak: true });

  it.each(['嗯', '嗯嗯，好的！', '对对，是的', 'OK'])('lets the filler %j pass without interrupting', (text) => {
    const result = utter(start(scenario).state, text, 1000, { duringCustomerSpeech: true });
    expect(result.effects).toEqual([{ type: 'eventIgnored', event: 'utterance', reason: 'filler' }]);
  });

  it('interrupts the customer with a meaningful utterance and handles it', () => {
    const { effects } = utter(start(scenario).state, '好的，欢迎光临，您贵姓？', 1000, { duringCustomerSpeech: true });
    expect(types(effects).slice(0, 3)).toEqual(['customerInterrupted', 'turnScored', 'transitionChosen']);
  });

  it('uses the lexicon’s fillers when it names them, raw or prepared', () => {
    const result = utter(start(scenario, { lexicon: { fillers: ['这个'] } }).state, '嗯', 1000, { duringCustomerSpeech: true });
    expect(types(result.effects)[0]).toBe('customerInterrupted');
    const prepared = prepareLexicon(lexiconSchema.parse({ fillers: ['这个'] }));
    const again = utter(start(scenario, { preparedLexicon: prepared, lexicon: {} }).state, '这个', 1000, { duringCustomerSpeech: true });
    expect(again.effects).toEqual([{ type: 'eventIgnored', event: 'utterance', reason: 'filler' }]);
  });
});

describe('randomness and determinism', () => {
  function branching(): FlowNode[] {
    const nodes = minimalNodes();
    nodes[1] = node('c1', 'customer', [says('ca', 's1', '第一种开场'), says('cb', 's2', '第二种开场'), says('cc', 's3', '第三种开场')]);
    nodes.push(node('s2', 'student', [line('s2a', 'end', { normtext: '好的' })]));
    nodes.push(node('s3', 'student', [line('s3a', 'end', { normtext: '好的' })]));
    return nodes;
  }

  it('picks among a customer node’s lines with the seeded source: same seed, same pick', () => {
    const scenario = scenarioOf(branching());
    const first = (seed: number) => spoken(start(scenario, { seed }).effects)[0];
    for (const seed of [1, 2, 3, 42]) expect(first(seed)).toBe(first(seed));
    const picks = new Set(Array.from({ length: 30 }, (_, seed) => first(seed)));
    expect(picks.size).toBe(3);
  });

  it('keeps the random source in the session and consumes nothing for a single line', () => {
    const single = start(minimalScenario(), { seed: 9 });
    expect(single.state.session.rng).toBe(9);
    const branched = start(scenarioOf(branching()), { seed: 9 });
    expect(branched.state.session.rng).not.toBe(9);
  });

  it('gives the same effects for the same state and event, and never changes its input', () => {
    const opened = start(minimalScenario());
    const snapshot = JSON.stringify(opened.state.session);
    const a = utter(opened.state, '这车二十万左右', 1000);
    const b = utter(opened.state, '这车二十万左右', 1000);
    expect(a.effects).toEqual(b.effects);
    expect(a.state.session).toEqual(b.state.session);
    expect(JSON.stringify(opened.state.session)).toBe(snapshot);
  });
});

describe('cross-node matching', () => {
  function twoLearnerNodes(crossNode: boolean) {
    const nodes = minimalNodes();
    nodes[3] = node('c2', 'customer', [says('c2a', 's2', '我姓李。')]);
    nodes.push(node('s2', 'student', [line('drive', 'c3', { label: '试驾', normtext: '您先试驾感受一下吧', keywords: '试驾' })]));
    return scenarioOf(nodes, { crossNode });
  }

  it('matches an intent of another learner node when the current node has none', () => {
    const { effects } = utter(start(twoLearnerNodes(true)).state, '要不您先试驾一下？', 1000);
    expect(only(effects, 'transitionChosen')[0]).toMatchObject({ fromNodeId: 's2', intentId: 'drive', crossNode: true, match: 'keywords' });
    expect(only(effects, 'turnScored')[0]?.score).toMatchObject({ nodeId: 's1', crossNode: true, intent: { nodeId: 's2', intentId: 'drive' } });
  });

  it('prefers the current node’s intents', () => {
    const { effects } = utter(start(twoLearnerNodes(true)).state, '欢迎光临，试驾请问怎么称呼', 1000);
    expect(only(effects, 'transitionChosen')[0]).toMatchObject({ fromNodeId: 's1', intentId: 'greet', crossNode: false });
  });

  it('treats the answer as non-standard when cross-node calculation is off', () => {
    const { effects } = utter(start(twoLearnerNodes(false)).state, '要不您先试驾一下？', 1000);
    expect(types(effects)).toContain('nonStandardAnswer');
  });
});

describe('resume', () => {
  it('continues a stored session exactly as the live one would', () => {
    const scenario = minimalScenario();
    const live = utter(start(scenario, { seed: 5 }).state, '天气不错', 1000).state;
    const stored = JSON.parse(JSON.stringify(live.session)) as SessionState;
    const revived = resume(scenario, { seed: 5 }, stored);
    const a = utter(live, '这车二十万左右', 2000);
    const b = utter(revived, '这车二十万左右', 2000);
    expect(b.effects).toEqual(a.effects);
    expect(b.state.session).toEqual(a.state.session);
  });
});

describe('free talk', () => {
  const freeTalk = (nodes: FlowNode[], ids: string[]) => nodes.map((n) => (ids.includes(n.id) ? { ...n, freetalk: true } : n));
  const marks = (effects: DialogueEffect[]) => only(effects, 'customerSays').map((e) => [e.nodeId, e.text, e.freeTalk ?? false]);

  it('marks the lines of free-talk customer nodes and keeps the scripted text, the choice and the path', () => {
    const scripted = start(scenarioOf(minimalNodes()), { seed: 3 });
    const opened = start(scenarioOf(freeTalk(minimalNodes(), ['c1', 'c3'])), { seed: 3 });
    expect(marks(opened.effects)).toEqual([['c1', '你好，我想看看车。', true]]);
    expect(opened.effects.map(({ type }) => type)).toEqual(scripted.effects.map(({ type }) => type));
    const plain = utter(scripted.state, '这款车现在二十万', 1000);
    const talked = utter(opened.state, '这款车现在二十万', 1000);
    expect(marks(talked.effects)).toEqual([['c3', '有点贵。', true]]);
    expect(talked.state.session.path).toEqual(plain.state.session.path);
    expect(talked.state.session).toEqual(plain.state.session);
    const greeted = utter(opened.state, '您好，欢迎光临，请问怎么称呼您？', 1000);
    expect(marks(greeted.effects)).toEqual([['c2', '我姓李，谢谢。', false]]);
    expect(only(greeted.effects, 'customerSays')[0]).not.toHaveProperty('freeTalk');
  });

  it('ignores the flag on other node types and on the rules’ replies', () => {
    const nodes = freeTalk(minimalNodes(), ['start', 's1']);
    Object.assign(nodes[0]!.transitions[0]!, { speechtype: 1, specifytext: '（电话接通）' });
    Object.assign(nodes[2]!.transitions[1]!, { speechtype: 1, specifytext: '二十万？' });
    const opened = start(
      scenarioOf(nodes, { specialRules: { silence: { enabled: true, timeoutSeconds: 5, replyText: '还在吗？' }, nonStandard: { enabled: false } } }),
    );
    expect(marks(opened.effects).map((m) => m[2])).toEqual([false, false]);
    expect(marks(utter(opened.state, '这款车现在二十万', 1000).effects).map((m) => m[2])).toEqual([false, false]);
    expect(marks(step(opened.state, { type: 'silence', time: 6000 }).effects)).toEqual([['s1', '还在吗？', false]]);
  });
});
