import { describe, expect, it } from 'vitest';
import { start, step } from './engine.js';
import { effectiveScenario, ORGANISATION_SPECIAL_RULES_DEFAULTS, organisationPractice, type OrganisationPractice } from './organisationRules.js';
import { PRACTICE_ALGORITHM_DEFAULTS, scenarioSchema, type SpecialRules } from './schema.js';
import { minimalScenario } from './testFactories.js';

const OWN_SILENCE = { enabled: true, timeoutSeconds: 20, maxTriggers: 2, replyText: '还在吗？', emotion: 5 };
const ORG: OrganisationPractice = {
  specialRules: {
    silence: { enabled: true, timeoutSeconds: 5, maxTriggers: 1, replyText: '请您说话', replySpeechId: '', emotion: 0 },
    nonStandard: { ...ORGANISATION_SPECIAL_RULES_DEFAULTS.nonStandard, enabled: true, maxAnswers: 2, alertText: '请按要点回答' },
  },
  algorithm: { intentSimilarity: 90, crossNode: true, smartBreak: true },
};

const rules = (silence: object, nonStandard: object = { enabled: false }) => ({ silence, nonStandard }) as unknown as SpecialRules;

describe('effectiveScenario: a scenario combined with its organisation', () => {
  it("keeps a special rule the scenario switches on, and takes the organisation's for one it switches off", () => {
    const played = effectiveScenario(minimalScenario({ specialRules: rules(OWN_SILENCE) }), ORG);
    expect(played.specialRules.silence).toMatchObject(OWN_SILENCE);
    expect(played.specialRules.nonStandard).toEqual(ORG.specialRules.nonStandard);
  });

  it("leaves a rule off when both the scenario's and the organisation's are off", () => {
    const played = effectiveScenario(minimalScenario(), organisationPractice({}));
    expect(played.specialRules.silence.enabled).toBe(false);
    expect(played.specialRules.nonStandard.enabled).toBe(false);
  });

  it('fills the algorithm fields the scenario leaves out from the organisation, and keeps those it sets', () => {
    const following = scenarioSchema.parse({ ...minimalScenario(), intentSimilarity: undefined, crossNode: undefined, smartBreak: undefined });
    expect(effectiveScenario(following, ORG)).toMatchObject(ORG.algorithm);
    const own = minimalScenario({ intentSimilarity: 40, crossNode: false, smartBreak: false });
    expect(effectiveScenario(own, ORG)).toMatchObject({ intentSimilarity: 40, crossNode: false, smartBreak: false });
  });

  it('does not change the scenario it is given', () => {
    const scenario = minimalScenario();
    const copy = structuredClone(scenario);
    effectiveScenario(scenario, ORG);
    expect(scenario).toEqual(copy);
  });

  it("makes the engine answer a silent learner with the organisation's reply", () => {
    const played = effectiveScenario(minimalScenario(), ORG);
    const opened = start(played, { time: 0 });
    const result = step(opened.state, { type: 'silence', time: 6_000 });
    expect(result.effects).toContainEqual(expect.objectContaining({ type: 'customerSays', text: '请您说话', cause: 'silence' }));
  });
});

describe('organisationPractice: the settings as stored', () => {
  it('answers the defaults for an organisation that set nothing', () => {
    expect(organisationPractice(undefined)).toEqual({ specialRules: ORGANISATION_SPECIAL_RULES_DEFAULTS, algorithm: PRACTICE_ALGORITHM_DEFAULTS });
  });

  it('reads what was stored, and the defaults for a value that lost its shape', () => {
    const { replySpeechId: _r, ...silence } = ORG.specialRules.silence;
    const { alertSpeechId: _a, ...nonStandard } = ORG.specialRules.nonStandard;
    const stored = organisationPractice({ practiceSpecialRules: { silence, nonStandard }, practiceAlgorithm: { intentSimilarity: 'x' } });
    expect(stored.specialRules).toEqual(ORG.specialRules);
    expect(stored.algorithm).toEqual(PRACTICE_ALGORITHM_DEFAULTS);
  });
});
