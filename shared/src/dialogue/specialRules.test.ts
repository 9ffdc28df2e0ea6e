import { describe, expect, it } from 'vitest';
import { start, step } from './engine.js';
import type { ScenarioInput } from './schema.js';
import { minimalScenario } from './testFactories.js';
import type { DialogueEffect, DialogueEvent, DialogueState } from './types.js';

const types = (effects: DialogueEffect[]) => effects.map((e) => e.type);
const only = <T extends DialogueEffect['type']>(effects: DialogueEffect[], type: T) =>
  effects.filter((e): e is Extract<DialogueEffect, { type: T }> => e.type === type);

type Rules = NonNullable<ScenarioInput['specialRules']>;
const SILENCE: Rules['silence'] = { enabled: true, timeoutSeconds: 10, maxTriggers: 2, replyText: '您好，还在吗？', emotion: 5 };
const OFF = { enabled: false };

function session(rules: Partial<Rules>) {
  return start(minimalScenario({ specialRules: { silence: OFF, nonStandard: OFF, ...rules } as Rules }), { time: 0 }).state;
}

/** Feeds events in order and returns every result. */
function feed(state: DialogueState, events: DialogueEvent[]) {
  const results = [];
  let current = state;
  for (const event of events) {
    const result = step(current, event);
    results.push(result);
    current = result.state;
  }
  return { results, state: current };
}

describe('student silence', () => {
  it('asks the host for a silence timer', () => {
    const opened = start(minimalScenario({ specialRules: { silence: SILENCE, nonStandard: OFF } }));
    expect(only(opened.effects, 'awaitLearner')[0]?.silenceTimeoutMs).toBe(10_000);
  });

  it('ignores a silence that fires before the timeout since the last line (a stale timer)', () => {
    const result = step(session({ silence: SILENCE }), { type: 'silence', time: 9_999 });
    expect(result.effects).toEqual([{ type: 'eventIgnored', event: 'silence', reason: 'stale' }]);
  });

  it('says the reply speech on each silence up to the limit, then hangs up', () => {
    const { results, state } = feed(session({ silence: SILENCE }), [
      { type: 'silence', time: 10_000 },
      { type: 'silence', time: 20_000 },
      { type: 'silence', time: 30_000 },
    ]);
    const [first, second, third] = results.map((r) => r.effects);
    expect(types(first!)).toEqual(['silenceDetected', 'customerSays', 'awaitLearner']);
    expect(first![0]).toEqual({ type: 'silenceDetected', nodeId: 's1', count: 1, max: 2 });
    expect(first![1]).toEqual({ type: 'customerSays', text: '您好，还在吗？', emotion: 5, speechId: null, nodeId: 's1', transitionId: null, cause: 'silence' });
    expect(only(second!, 'silenceDetected')[0]?.count).toBe(2);
    expect(types(third!)).toEqual(['silenceDetected', 'sessionEnded']);
    expect(only(third!, 'sessionEnded')[0]).toMatchObject({ reason: 'silenceLimit', summary: { silences: 3, completed: false } });
    expect(state.session.status).toBe('ended');
  });

  it('counts from the last reply: a second silence right after the first is stale', () => {
    const { results } = feed(session({ silence: SILENCE }), [
      { type: 'silence', time: 10_000 },
      { type: 'silence', time: 15_000 },
    ]);
    expect(results[1]?.effects).toEqual([{ type: 'eventIgnored', event: 'silence', reason: 'stale' }]);
  });

  it('starts counting again after the learner speaks', () => {
    const { results } = feed(session({ silence: SILENCE }), [
      { type: 'silence', time: 10_000 },
      { type: 'silence', time: 20_000 },
      { type: 'utterance', text: '今天天气不错', time: 25_000 },
      { type: 'silence', time: 35_000 },
    ]);
    expect(only(results[3]!.effects, 'silenceDetected')[0]?.count).toBe(1);
    expect(types(results[3]!.effects)).not.toContain('sessionEnded');
  });

  it('speaks a library speech as the reply when the rule names one', () => {
    const state = start(minimalScenario({ specialRules: { silence: { ...SILENCE, replyText: '', replySpeechId: 'sp-9' }, nonStandard: OFF } }), {
      speeches: { 'sp-9': { text: '喂，能听到吗？' } },
    }).state;
    const says = only(step(state, { type: 'silence', time: 10_000 }).effects, 'customerSays')[0];
    expect(says).toMatchObject({ text: '喂，能听到吗？', speechId: 'sp-9', cause: 'silence' });
  });
});

describe('non-standard answers', () => {
  const rule = (fields: Partial<Rules['nonStandard']> = {}): Rules['nonStandard'] => ({
    enabled: true,
    maxAnswers: 3,
    firstAlertAt: 2,
    answerTimeoutSeconds: 0,
    onExceeded: 'continue',
    alertText: '不好意思，我没听明白。',
    ...fields,
  });
  const wrong = (time: number): DialogueEvent => ({ type: 'utterance', text: '今天天气不错', time });

  it('alerts from the first alert position on, then continues along the node’s first intent', () => {
    const { results, state } = feed(session({ nonStandard: rule() }), [wrong(1000), wrong(2000), wrong(3000)]);
    const [first, second, third] = results.map((r) => r.effects);
    expect(types(first!)).toEqual(['turnScored', 'nonStandardAnswer', 'awaitLearner']);
    expect(only(first!, 'nonStandardAnswer')[0]).toEqual({ type: 'nonStandardAnswer', nodeId: 's1', count: 1, max: 3, alert: false, timeout: false });
    expect(types(second!)).toEqual(['turnScored', 'nonStandardAnswer', 'customerSays', 'awaitLearner']);
    expect(only(second!, 'customerSays')[0]).toMatchObject({ text: '不好意思，我没听明白。', cause: 'alert', transitionId: null });
    expect(only(third!, 'nonStandardAnswer')[0]).toMatchObject({ count: 3, alert: false });
    expect(only(third!, 'transitionChosen')[0]).toMatchObject({ fromNodeId: 's1', intentId: 'greet', match: 'forced', similarity: null });
    expect(state.session).toMatchObject({ status: 'ended', endReason: 'completed' });
    expect(only(third!, 'sessionEnded')[0]?.summary).toMatchObject({ nonStandardAnswers: 3, turns: 3 });
  });

  it('hangs up at the limit when the rule says so', () => {
    const { results } = feed(session({ nonStandard: rule({ maxAnswers: 2, firstAlertAt: 1, onExceeded: 'hangup' }) }), [wrong(1000), wrong(2000)]);
    expect(only(results[0]!.effects, 'nonStandardAnswer')[0]?.alert).toBe(true);
    expect(types(results[1]!.effects)).toEqual(['turnScored', 'nonStandardAnswer', 'sessionEnded']);
    expect(only(results[1]!.effects, 'sessionEnded')[0]?.reason).toBe('nonStandardLimit');
  });

  it('acts on the very first answer when the limit is one', () => {
    const { results } = feed(session({ nonStandard: rule({ maxAnswers: 1, firstAlertAt: 1, onExceeded: 'hangup' }) }), [wrong(1000)]);
    expect(only(results[0]!.effects, 'sessionEnded')[0]?.reason).toBe('nonStandardLimit');
  });

  it('counts per node: a matched answer resets the count', () => {
    const state = start(
      minimalScenario({
        specialRules: { silence: OFF, nonStandard: rule({ maxAnswers: 2, firstAlertAt: 2, onExceeded: 'hangup' }) },
      }),
    ).state;
    const { results } = feed(state, [wrong(1000)]);
    expect(results[0]!.state.session.nonStandardAtNode).toBe(1);
    const moved = step(results[0]!.state, { type: 'utterance', text: '这车二十万左右', time: 2000 });
    expect(moved.state.session.nonStandardAtNode).toBe(0);
  });

  describe('answer timeout', () => {
    const timed = () => session({ nonStandard: rule({ answerTimeoutSeconds: 30 }) });

    it('gives the host the deadline of the learner’s turn', () => {
      const opened = start(minimalScenario({ specialRules: { silence: OFF, nonStandard: rule({ answerTimeoutSeconds: 30 }) } }), { time: 500 });
      expect(only(opened.effects, 'awaitLearner')[0]?.answerDeadline).toBe(30_500);
    });

    it('ignores a timeout before the deadline', () => {
      expect(step(timed(), { type: 'answerTimeout', time: 29_999 }).effects).toEqual([{ type: 'eventIgnored', event: 'answerTimeout', reason: 'stale' }]);
    });

    it('counts a timeout as a non-standard answer, scored as a reply timeout, and restarts the deadline', () => {
      const { effects, state } = step(timed(), { type: 'answerTimeout', time: 30_000 });
      expect(types(effects)).toEqual(['turnScored', 'nonStandardAnswer', 'awaitLearner']);
      expect(only(effects, 'turnScored')[0]?.score).toMatchObject({ outcome: 'timeout', text: '', turn: 1, intent: null, keywords: null });
      expect(only(effects, 'nonStandardAnswer')[0]).toMatchObject({ count: 1, timeout: true });
      expect(only(effects, 'awaitLearner')[0]?.answerDeadline).toBe(60_000);
      expect(state.session.totals).toEqual({ nonStandardAnswers: 1, timeouts: 1, silences: 0 });
    });

    it('restarts the deadline after a non-standard answer too', () => {
      const { state } = step(timed(), wrong(12_000));
      expect(step(state, { type: 'answerTimeout', time: 30_000 }).effects[0]).toMatchObject({ type: 'eventIgnored', reason: 'stale' });
      expect(types(step(state, { type: 'answerTimeout', time: 42_000 }).effects)).toContain('nonStandardAnswer');
    });

    it('is a stale timer once the learner has moved to another node', () => {
      const nodes = minimalScenario({ specialRules: { silence: OFF, nonStandard: rule({ answerTimeoutSeconds: 30 }) } });
      nodes.flow.nodes[3]!.transitions[0]!.node = 's1b';
      nodes.flow.nodes.push({
        id: 's1b',
        name: '',
        type: 'student',
        left: 0,
        top: 0,
        state: '',
        transitions: [{ ...nodes.flow.nodes[2]!.transitions[1]!, id: 'x', node: 'end' }],
      });
      const moved = step(start(nodes).state, { type: 'utterance', text: '欢迎光临，您贵姓', time: 20_000 }).state;
      expect(moved.session.nodeId).toBe('s1b');
      expect(step(moved, { type: 'answerTimeout', time: 30_000 }).effects[0]).toMatchObject({ type: 'eventIgnored', reason: 'stale' });
    });
  });
});
