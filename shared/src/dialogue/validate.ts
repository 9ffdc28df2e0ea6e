import type { z } from 'zod';
import { SCENARIO_DESCRIPTION_MAX, SCENARIO_NAME_MAX, SPEECH_KEYWORDS_MAX, SPEECH_TEXT_MAX } from '../limits.js';
import { keywordTerms } from './keywords.js';
import { flowIssue, hasErrors, outside, type FlowIssue } from './rules.js';
import { DIALOGUE_LIMITS, scenarioSchema, type Scenario, type ScenarioStatus, type SpecialRules } from './schema.js';
import { checkFlow } from './validateFlow.js';
import { checkRoleplay } from './validateRoleplay.js';

/** The result of validating a scenario: what was understood, every issue, and what may be done with it. */
export interface ScenarioValidation {
  /** The parsed scenario (defaults filled in), or null when its shape is wrong. */
  scenario: Scenario | null;
  issues: FlowIssue[];
  /** No error: it may be saved. */
  saveable: boolean;
  /** No issue at all: it may be enabled. */
  complete: boolean;
  /** The status it is saved with: an incomplete scenario asked to be enabled is saved as a draft. */
  status: ScenarioStatus | null;
}

/**
 * The limits of the special rules (a scenario's, or the organisation's on 系统设置): a rule that is
 * switched on needs its values in range and its line.
 */
export function checkSpecialRules(rules: SpecialRules): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const { silence, nonStandard } = rules;
  const at = (...path: string[]): { path: string[] } => ({ path: ['specialRules', ...path] });
  if (silence.enabled) {
    const timeout = DIALOGUE_LIMITS.silenceTimeoutSeconds;
    const triggers = DIALOGUE_LIMITS.silenceTriggers;
    if (outside(silence.timeoutSeconds, timeout)) issues.push(flowIssue('silenceTimeoutRange', at('silence', 'timeoutSeconds'), { ...timeout }));
    if (outside(silence.maxTriggers, triggers)) issues.push(flowIssue('silenceTriggersRange', at('silence', 'maxTriggers'), { ...triggers }));
    if (!silence.replyText.trim() && !silence.replySpeechId) issues.push(flowIssue('silenceReplyRequired', at('silence', 'replyText')));
  }
  if (nonStandard.enabled) {
    const answers = DIALOGUE_LIMITS.nonStandardAnswers;
    const timeout = DIALOGUE_LIMITS.answerTimeoutSeconds;
    if (outside(nonStandard.maxAnswers, answers)) issues.push(flowIssue('nonStandardMaxRange', at('nonStandard', 'maxAnswers'), { ...answers }));
    if (outside(nonStandard.firstAlertAt, { min: 1, max: nonStandard.maxAnswers })) {
      issues.push(flowIssue('alertPositionRange', at('nonStandard', 'firstAlertAt'), { max: nonStandard.maxAnswers }));
    } else if (nonStandard.firstAlertAt < nonStandard.maxAnswers && !nonStandard.alertText.trim() && !nonStandard.alertSpeechId) {
      issues.push(flowIssue('alertTextRequired', at('nonStandard', 'alertText')));
    }
    if (outside(nonStandard.answerTimeoutSeconds, timeout)) {
      issues.push(flowIssue('answerTimeoutRange', at('nonStandard', 'answerTimeoutSeconds'), { ...timeout }));
    }
  }
  for (const [rule, field] of [
    ['silence', 'replyText'],
    ['nonStandard', 'alertText'],
  ] as const) {
    const text = rule === 'silence' ? silence.replyText : nonStandard.alertText;
    if (text.length > SPEECH_TEXT_MAX) issues.push(flowIssue('textTooLong', at(rule, field), { max: SPEECH_TEXT_MAX }));
  }
  return issues;
}

/** The scenario's own fields (admin §3 and §5): required fields, lengths and ranges. */
export function checkScenarioFields(scenario: Scenario): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const name = scenario.name.trim();
  if (!name) issues.push(flowIssue('nameRequired', { path: ['name'] }));
  else if (name.length > SCENARIO_NAME_MAX) issues.push(flowIssue('nameTooLong', { path: ['name'] }, { max: SCENARIO_NAME_MAX }));
  if (!scenario.category.trim()) issues.push(flowIssue('categoryRequired', { path: ['category'] }));
  if (scenario.description.length > SCENARIO_DESCRIPTION_MAX) {
    issues.push(flowIssue('descriptionTooLong', { path: ['description'] }, { max: SCENARIO_DESCRIPTION_MAX }));
  }
  if (scenario.intentSimilarity !== undefined && outside(scenario.intentSimilarity, { min: 0, max: 100 }))
    issues.push(flowIssue('similarityRange', { path: ['intentSimilarity'] }));
  if (outside(scenario.waitSeconds, DIALOGUE_LIMITS.waitSeconds)) {
    issues.push(flowIssue('waitSecondsRange', { path: ['waitSeconds'] }, { ...DIALOGUE_LIMITS.waitSeconds }));
  }
  if (scenario.keywords.length > DIALOGUE_LIMITS.scenarioKeywordsMax) {
    issues.push(flowIssue('scenarioKeywordsTooMany', { path: ['keywords'] }, { max: DIALOGUE_LIMITS.scenarioKeywordsMax }));
  }
  scenario.keywords.forEach((expression, k) => {
    if (keywordTerms(expression).length > SPEECH_KEYWORDS_MAX) {
      issues.push(flowIssue('keywordsTooMany', { path: ['keywords', k] }, { max: SPEECH_KEYWORDS_MAX }));
    }
  });
  return [...issues, ...checkSpecialRules(scenario.specialRules), ...(scenario.roleplay ? checkRoleplay(scenario.roleplay) : [])];
}

function issueKey(issue: FlowIssue): string {
  return [issue.code, issue.nodeId, issue.transitionId, issue.path?.join('.')].join('\u0000');
}

/**
 * Every rule of a parsed scenario: its fields, its flow, and whether its status is allowed
 * (enabled only when complete). Issues come in a stable order, each once.
 */
export function checkScenario(scenario: Scenario): FlowIssue[] {
  // A role-play's customer is the model: its flow (the intents its answers are judged by) needs no customer node.
  const flow = checkFlow(scenario.flow, scenario.intentMode).filter((issue) => !(scenario.roleplay && issue.code === 'noCustomer'));
  const issues = [...checkScenarioFields(scenario), ...flow];
  if (scenario.status === 'enabled' && issues.length > 0) issues.push(flowIssue('enableIncomplete', { path: ['status'] }));
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = issueKey(issue);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function formatIssues(error: z.ZodError): FlowIssue[] {
  return error.issues.map((zodIssue) => {
    const path = zodIssue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    return flowIssue('invalidFormat', { path }, { path: path.join('.') || '/', detail: zodIssue.message });
  });
}

/**
 * Validates a scenario as imported or saved (any JSON value): its shape first, then every rule.
 * The editor and the server run this same function, so they refuse the same things.
 */
export function validateScenario(input: unknown): ScenarioValidation {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    return { scenario: null, issues: formatIssues(parsed.error), saveable: false, complete: false, status: null };
  }
  const scenario = parsed.data;
  const issues = checkScenario(scenario);
  const complete = issues.length === 0;
  const status = scenario.status === 'enabled' && !complete ? 'draft' : scenario.status;
  return { scenario, issues, saveable: !hasErrors(issues), complete, status };
}
