import { describe, expect, it } from 'vitest';
import { start, step } from './engine.js';
import type { LexiconInput } from './lexicon.js';
import { minimalScenario } from './testFactories.js';
import type { DialogueEffect, DialogueState } from './types.js';

const LEXICON: LexiconInput = {
  hotWords: [{ word: '途岳', replace: '图岳' }],
  synonyms: [{ base: '贵姓', synonyms: ['怎么称呼'] }],
  sensitive: ['爱买不买', '骗'],
  polite: ['您好', '请问', '谢谢', '欢迎光临'],
};

function scoreOf(text: string, overrides = {}, state?: DialogueState) {
  const opened = state ?? start(minimalScenario(overrides), { lexicon: LEXICON }).state;
  const { effects } = step(opened, { type: 'utterance', text, time: 1000 });
  const scored = effects.find((e): e is Extract<DialogueEffect, { type: 'turnScored' }> => e.type === 'turnScored');
  if (!scored) throw new Error('no score');
  return scored.score;
}

/** Every cited span must be exactly the words it claims, in the learner's own text. */
function expectSpansCite(text: string, spans: { text: string; start: number; end: number }[]) {
  for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
}

describe('per-turn scoring inputs', () => {
  it('lists keywords hit with their spans and the clauses missed, against the chosen intent', () => {
    const text = '您好！欢迎光临途岳展厅。';
    const score = scoreOf(text, { intentMode: 'similarity', intentSimilarity: 40 });
    expect(score).toMatchObject({ outcome: 'matched', intent: { intentId: 'greet' }, reference: { intentId: 'greet' }, match: 'similarity' });
    expect(score.keywords).toEqual({
      expression: '欢迎,称呼|贵姓',
      satisfied: false,
      hit: [{ term: '欢迎', text: '欢迎', start: 3, end: 5 }],
      missed: [['称呼', '贵姓']],
    });
  });

  it('judges an unmatched answer against the closest intent', () => {
    const score = scoreOf('欢迎欢迎');
    expect(score).toMatchObject({ outcome: 'nonStandard', intent: null, match: null, reference: { intentId: 'greet', label: '接待' } });
    expect(score.keywords?.missed).toEqual([['称呼', '贵姓']]);
  });

  it('cites sensitive and polite words where the learner said them', () => {
    const text = '您好，请问……爱买不买！谢谢';
    const score = scoreOf(text);
    expect(score.sensitive.map((h) => h.word)).toEqual(['爱买不买']);
    expect(score.polite.map((h) => h.word)).toEqual(['您好', '请问', '谢谢']);
    expectSpansCite(text, [...score.sensitive, ...score.polite]);
  });

  it('cites a synonym or a corrected hot word as the learner said it', () => {
    const text = '欢迎来图岳，请问怎么称呼？';
    const score = scoreOf(text);
    expect(score.normalized).toBe('欢迎来途岳请问怎么称呼');
    expect(score.keywords?.hit).toEqual([
      { term: '欢迎', text: '欢迎', start: 0, end: 2 },
      { term: '贵姓', text: '怎么称呼', start: 8, end: 12 },
      { term: '称呼', text: '称呼', start: 10, end: 12 },
    ]);
    expectSpansCite(text, score.keywords?.hit ?? []);
  });

  it('scores an answer said in Traditional Chinese as its Simplified twin, citing the words as said', () => {
    const simplified = '您好，欢迎光临！请问您贵姓？骗你的';
    const traditional = '您好，歡迎光臨！請問您貴姓？騙你的';
    const [a, b] = [scoreOf(simplified), scoreOf(traditional)];
    const shape = (score: typeof a) => ({
      outcome: score.outcome,
      intent: score.intent,
      similarity: score.similarity,
      wording: score.wording,
      terms: score.keywords?.hit.map((hit) => [hit.term, hit.start, hit.end]),
      sensitive: score.sensitive.map((hit) => [hit.word, hit.start]),
      polite: score.polite.map((hit) => [hit.word, hit.start]),
    });
    expect(shape(b)).toEqual(shape(a));
    expect(b.keywords?.hit.map((hit) => hit.text)).toEqual(['歡迎', '貴姓']);
    expect(b.polite.map((hit) => hit.text)).toEqual(['您好', '歡迎光臨', '請問']);
    expect(b.sensitive.map((hit) => hit.text)).toEqual(['騙']);
    expectSpansCite(traditional, [...b.keywords!.hit, ...b.sensitive, ...b.polite]);
  });

  it('measures wording accuracy against the standard script', () => {
    expect(scoreOf('您好，欢迎光临，请问怎么称呼您？').wording).toEqual({ standard: '您好欢迎光临请问怎么称呼您', accuracy: 1 });
    const partial = scoreOf('欢迎光临，请问怎么称呼？').wording;
    expect(partial?.accuracy).toBeGreaterThan(0.6);
    expect(partial?.accuracy).toBeLessThan(1);
  });

  it('has no keyword or wording input for an intent without them', () => {
    const scenario = minimalScenario();
    scenario.flow.nodes[2]!.transitions[1]!.keywords = '';
    scenario.flow.nodes[2]!.transitions[1]!.normtext = '';
    const score = scoreOf('这车二十万左右', {}, start(scenario).state);
    expect(score).toMatchObject({ intent: { intentId: 'price' }, keywords: null, wording: null, similarity: 1 });
  });

  it('tracks scenario keywords per turn and reports the first turn for each at the end', () => {
    const opened = start(minimalScenario({ keywords: ['欢迎', '试驾', '贵姓,欢迎光临'] }), { lexicon: LEXICON }).state;
    const first = step(opened, { type: 'utterance', text: '天气不错，欢迎', time: 1000 });
    const turnOne = first.effects.find((e) => e.type === 'turnScored');
    expect(turnOne?.type === 'turnScored' && turnOne.score.scenarioKeywords).toEqual([
      { expression: '欢迎', hit: [{ term: '欢迎', text: '欢迎', start: 5, end: 7 }] },
    ]);
    const second = step(first.state, { type: 'utterance', text: '欢迎光临，怎么称呼您', time: 2000 });
    const ended = second.effects.find((e) => e.type === 'sessionEnded');
    expect(ended?.type === 'sessionEnded' && ended.summary.scenarioKeywords).toEqual([
      { expression: '欢迎', turn: 1 },
      { expression: '试驾', turn: null },
      { expression: '贵姓,欢迎光临', turn: 2 },
    ]);
  });
});
