import { describe, expect, it } from 'vitest';
import { coverage } from './coverage.js';
import { line, minimalNodes, minimalScenario, node, scenarioOf } from './testFactories.js';

const GREET = '您好，欢迎光临，请问怎么称呼您？';

describe('coverage', () => {
  it('reports the path of a completing script and what it left unreached', () => {
    const report = coverage(minimalScenario(), [{ name: '接待', events: [{ type: 'utterance', text: GREET }] }]);
    expect(report.scripts).toHaveLength(1);
    const [path] = report.scripts;
    expect(path?.endReason).toBe('completed');
    expect(path?.nodes).toEqual(['start', 'c1', 's1', 'c2', 'end']);
    expect(path?.intents).toEqual([{ node: 's1', id: 'greet', label: '接待' }]);
    expect(path?.deadEnd).toBeNull();
    expect(report.unreachedNodes.map((n) => n.id)).toEqual(['c3']);
    expect(report.unmatchedIntents).toEqual([{ node: 's1', nodeName: 's1', id: 'price', label: '报价' }]);
    expect(report.deadEnds).toEqual([]);
    expect(report.unreachableNodes).toEqual([]);
  });

  it('counts a script that matches nothing as a dead end where it stopped', () => {
    const report = coverage(
      minimalScenario(),
      [
        { name: '跑题', events: ['今天天气不错'] },
        { name: '报价', events: ['这车二十万左右'] },
      ].map((s) => ({ name: s.name, events: s.events.map((text) => ({ type: 'utterance' as const, text })) })),
    );
    expect(report.deadEnds).toEqual([{ script: '跑题', node: 's1', nodeName: 's1', reason: 'noMatch', text: '今天天气不错' }]);
    expect(report.scripts[0]?.endReason).toBeNull();
    expect(report.scripts[1]?.endReason).toBe('completed');
    expect(report.unreachedNodes.map((n) => n.id)).toEqual(['c2']);
    expect(report.unmatchedIntents.map((i) => i.id)).toEqual(['greet']);
  });

  it('counts a hang-up at the non-standard limit as a dead end', () => {
    const scenario = minimalScenario({
      specialRules: { silence: { enabled: false }, nonStandard: { enabled: true, maxAnswers: 2, onExceeded: 'hangup', alertText: '请按流程回答' } },
    });
    const events = ['随便说说', '还是随便说说'].map((text) => ({ type: 'utterance' as const, text }));
    const report = coverage(scenario, [{ name: '挂断', events }]);
    expect(report.deadEnds).toEqual([{ script: '挂断', node: 's1', nodeName: 's1', reason: 'nonStandardLimit', text: '还是随便说说' }]);
  });

  it('names nodes no line leads to as unreachable, and reaches nothing with no scripts', () => {
    const nodes = [...minimalNodes(), node('orphan', 'student', [line('o1', 'end', { label: '孤立' })], '孤立节点')];
    const report = coverage(scenarioOf(nodes), []);
    expect(report.unreachableNodes).toEqual([{ id: 'orphan', name: '孤立节点', type: 'student' }]);
    expect(report.unreachedNodes).toHaveLength(nodes.length);
    expect(report.unmatchedIntents.map((i) => `${i.node}/${i.id}`)).toEqual(['s1/greet', 's1/price', 'orphan/o1']);
  });
});
