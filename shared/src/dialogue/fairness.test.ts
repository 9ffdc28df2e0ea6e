import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_LEXICON, DEMO_SCORING_RULE, STRATEGIES, type Strategy } from '../testing/practiceStrategies.js';
import * as dialogue from './index.js';

/**
 * The fairness suite (docs/practice.md "Fairness"): every way of playing the demo scenario that
 * does not answer it well — timeouts, cross-node jumps, keyword lists and stuffing, polite filler,
 * off-topic talk, repetition, very long answers, silence, another language — scores below an
 * honest complete conversation and never passes, with the scenario's scoring rule and without one.
 */

const scenario = dialogue.scenarioSchema.parse(JSON.parse(readFileSync(new URL('../../../docs/examples/car-sales.scenario.json', import.meta.url), 'utf8')));

/** Plays a strategy through the engine as a live session would, then scores it. */
function play(strategy: Strategy, rule: dialogue.RuleInput | null) {
  let { state } = dialogue.start(scenario, { lexicon: DEMO_LEXICON, seed: 1 });
  let summary: dialogue.SessionSummary | null = null;
  const turns: { inputs: dialogue.TurnScore; score: number }[] = [];
  const { nonStandard, silence } = scenario.specialRules;
  for (const item of [...strategy.events, 'end' as const]) {
    if (summary) break;
    const { time, turnStartedAt, lastActivityAt } = state.session;
    const event: dialogue.DialogueEvent =
      item === 'answerTimeout'
        ? { type: 'answerTimeout', time: Math.max(time, turnStartedAt + nonStandard.answerTimeoutSeconds * 1000) }
        : item === 'silence'
          ? { type: 'silence', time: Math.max(time, lastActivityAt + silence.timeoutSeconds * 1000) }
          : item === 'end'
            ? { type: 'end', time: time + 1000 }
            : { type: 'utterance', text: item, time: time + 4000 };
    const result = dialogue.step(state, event);
    state = result.state;
    for (const effect of result.effects) {
      if (effect.type === 'turnScored') turns.push({ inputs: effect.score, score: dialogue.turnScore(effect.score) });
      if (effect.type === 'sessionEnded') summary = effect.summary;
    }
  }
  return { turns, summary: summary!, ...dialogue.sessionResult(scenario, summary!, turns, rule) };
}

const byName = (name: string) => STRATEGIES.find((strategy) => strategy.name === name)!;

describe.each([
  ['the scenario scoring rule 汽车销售评分', DEMO_SCORING_RULE],
  ['no scoring rule', null],
])('practice fairness with %s', (_name, rule) => {
  const honest = play(byName('honest'), rule);
  const polite = play(byName('honest, polite'), rule);

  it('passes an honest complete conversation, answered to the end', () => {
    for (const run of [honest, polite]) {
      expect(run).toMatchObject({ passed: true, result: { answeredtoend: true, failreason: null, completeness: 100 } });
      expect(run.result.steps.map((step) => step.outcome)).toEqual(['answered', 'answered', 'answered']);
    }
    expect(polite.score).toBe(100);
  });

  it.each(STRATEGIES.filter((strategy) => !strategy.honest).map((strategy) => [strategy.name, strategy] as const))(
    '%s scores below the honest conversation and does not pass',
    (_strategy, strategy) => {
      const run = play(strategy, rule);
      expect(run.score).toBeLessThan(honest.score);
      expect(run.passed).toBe(false);
      expect(run.result.failreason).not.toBeNull();
      // The breakdown adds up to the total.
      const sum =
        run.result.formula === 'rule' ? run.result.items.reduce((total, item) => total + item.points, 0) : (run.result.completeness + run.result.turnscore) / 2;
      expect(Math.abs(sum - run.result.total)).toBeLessThanOrEqual(0.2);
    },
  );

  it('explains timed-out, skipped and unanswered nodes', () => {
    const timeouts = play(byName('one answer, then timeouts'), rule);
    expect(timeouts.summary.completed).toBe(true);
    expect(timeouts.result).toMatchObject({ answeredtoend: false, completeness: 33.3 });
    expect(timeouts.result.steps.map((step) => step.outcome)).toEqual(['answered', 'timedOut', 'timedOut']);
    expect(timeouts.result.steps[1]!.seq).toBe(4);

    const jump = play(byName('cross-node jump to the last node'), rule);
    expect(jump.summary.completed).toBe(true);
    expect(jump.result.steps).toEqual([
      { nodeid: 's-greet', nodename: '接待', outcome: 'skipped', seq: null },
      { nodeid: 's-offer', nodename: '报价与优惠', outcome: 'skipped', seq: null },
      { nodeid: 'q-warranty', nodename: '保修政策', outcome: 'answered', seq: 1 },
    ]);
    expect(jump.result).toMatchObject({ answeredtoend: false, answers: 3 });
    expect(jump.result.failreason).toBe(jump.score >= jump.result.passscore ? 'flowNotAnswered' : 'belowPassScore');

    const early = play(byName('early end after two answers'), rule);
    expect(early.result.steps.map((step) => step.outcome)).toEqual(['answered', 'answered', 'unanswered']);
    expect(play(byName('silence'), rule).result.steps.map((step) => step.outcome)).toEqual(['silence', 'unanswered', 'unanswered']);
  });

  it('says which penalty a stuffed, repeated or over-long answer met', () => {
    const quality = (name: string) => play(byName(name), rule).turns[0]!.inputs.quality!;
    expect(quality('bare keywords').density).toBeLessThan(1);
    expect(quality('990 characters stuffed')).toMatchObject({ coverage: 1 });
    expect(quality('990 characters stuffed').length).toBeLessThan(0.1);
    expect(quality('repetition').repetition).toBeLessThan(0.5);
    expect(quality('very long answers').length).toBeLessThan(0.5);
    expect(quality('off-topic')).toMatchObject({ answer: false });
  });
});

describe('answer quality', () => {
  const reference = '整车保修三年或十万公里以先到者为准';
  it('rewards saying the reference, and keywords only as part of an answer', () => {
    const base = { answer: true, coverage: 1, references: [reference] };
    expect(dialogue.answerQuality({ ...base, text: reference, keywordText: ['三年', '十万'] }).value).toBe(1);
    const list = dialogue.answerQuality({ ...base, text: '三年十万', keywordText: ['三年', '十万'] });
    expect(list.value).toBeLessThan(0.5);
    expect(list.density).toBeLessThan(1);
    expect(dialogue.answerQuality({ ...base, coverage: 0.5, text: reference, keywordText: ['三年'] }).value).toBe(0.5);
    // Without keywords, the similarity alone; nothing said, nothing earned.
    expect(dialogue.answerQuality({ ...base, coverage: null, text: reference, keywordText: [] }).value).toBe(1);
    expect(dialogue.answerQuality({ ...base, text: '', keywordText: [] }).value).toBe(0);
  });
});
