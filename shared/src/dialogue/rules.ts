import type { MessageKey, MessageParams } from '../i18n/messages.js';

/**
 * `error`: the scenario cannot be saved (or the editor operation is refused).
 * `incomplete`: it can be saved, but only as a draft — it cannot be enabled (admin §4).
 */
export type RuleSeverity = 'error' | 'incomplete';

/**
 * Every rule of the flow editor (admin §4) and the scenario (admin §5) with its stable code and
 * severity. The code is the last part of its message key, `dialogue.rules.<code>`.
 */
export const FLOW_RULES = {
  invalidFormat: 'error',
  nameRequired: 'error',
  nameTooLong: 'error',
  categoryRequired: 'error',
  descriptionTooLong: 'error',
  similarityRange: 'error',
  waitSecondsRange: 'error',
  scenarioKeywordsTooMany: 'error',
  silenceTimeoutRange: 'error',
  silenceTriggersRange: 'error',
  silenceReplyRequired: 'error',
  nonStandardMaxRange: 'error',
  alertPositionRange: 'error',
  answerTimeoutRange: 'error',
  alertTextRequired: 'error',
  tooManyNodes: 'error',
  duplicateNodeId: 'error',
  duplicateIntentId: 'error',
  idTooLong: 'error',
  nodeNameTooLong: 'error',
  labelTooLong: 'error',
  textTooLong: 'error',
  emotionRange: 'error',
  multipleStart: 'error',
  multipleEnd: 'error',
  unknownTarget: 'error',
  selfLink: 'error',
  duplicateLink: 'error',
  twoNodeLoop: 'error',
  startNotTarget: 'error',
  endNoSource: 'error',
  startToEnd: 'error',
  customerLoop: 'error',
  branchLimit: 'error',
  scriptsTooMany: 'error',
  similarTooMany: 'error',
  keywordsTooMany: 'error',
  customSpeechDuplicate: 'error',
  similarSpeechDuplicate: 'error',
  keywordsDuplicate: 'error',
  startUndeletable: 'error',
  intentHasLine: 'error',
  unknownNode: 'error',
  unknownIntent: 'error',
  cannotReachEnd: 'error',
  roleplayTextTooLong: 'error',
  objectionsTooMany: 'error',
  hiddenFactsTooMany: 'error',
  hiddenFactIncomplete: 'error',
  checklistTooMany: 'error',
  checklistItemIncomplete: 'error',
  checklistTitleTooLong: 'error',
  checklistDuplicateId: 'error',
  roleplayTurnsRange: 'error',
  roleplayMinutesRange: 'error',
  noStart: 'incomplete',
  noEnd: 'incomplete',
  noCustomer: 'incomplete',
  noStudent: 'incomplete',
  intentUnlinked: 'incomplete',
  nodeUnlinked: 'incomplete',
  unreachable: 'incomplete',
  speechMissing: 'incomplete',
  nothingToMatch: 'incomplete',
  enableIncomplete: 'incomplete',
} as const satisfies Record<string, RuleSeverity>;

export type RuleCode = keyof typeof FLOW_RULES;

/** Every rule code has its message; a code without one fails to compile here. */
type RuleKey = `dialogue.rules.${RuleCode}`;
const _everyRuleHasAMessage: MessageKey = '' as RuleKey;
void _everyRuleHasAMessage;

/** One rule violation: where it is, its code and the message to show (translated by the caller). */
export interface FlowIssue {
  code: RuleCode;
  severity: RuleSeverity;
  key: RuleKey;
  params?: MessageParams;
  nodeId?: string;
  transitionId?: string;
  /** Field path inside the scenario JSON, e.g. `['flow','nodes',2,'transitions',0,'speeches']`. */
  path?: (string | number)[];
}

/** Where an issue sits; all optional. */
export interface IssuePlace {
  nodeId?: string;
  transitionId?: string;
  path?: (string | number)[];
}

/** Builds an issue for a rule code with its severity and message key. */
export function flowIssue(code: RuleCode, place: IssuePlace = {}, params?: MessageParams): FlowIssue {
  const issue: FlowIssue = { code, severity: FLOW_RULES[code], key: `dialogue.rules.${code}` };
  if (params) issue.params = params;
  if (place.nodeId !== undefined) issue.nodeId = place.nodeId;
  if (place.transitionId !== undefined) issue.transitionId = place.transitionId;
  if (place.path) issue.path = place.path;
  return issue;
}

/** True when `value` lies outside `range` (both ends allowed): a rule's "must be between" check. */
export function outside(value: number, range: { readonly min: number; readonly max: number }): boolean {
  return !(value >= range.min && value <= range.max);
}

/** True when at least one issue blocks saving. */
export function hasErrors(issues: readonly FlowIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

/** One problem, however many times it was found: its rule, message parameters and every node it concerns. */
export interface IssueGroup {
  code: RuleCode;
  severity: RuleSeverity;
  key: FlowIssue['key'];
  params?: MessageParams;
  /** The nodes it was found at, each once, in the order they were reported. */
  nodeIds: string[];
}

/**
 * The issues with each problem once — the same rule with the same parameters — naming every node it
 * concerns, so a refusal reads "cannot reach the end (nodes a, b, c)" instead of one line per node.
 */
export function groupIssues(issues: readonly FlowIssue[]): IssueGroup[] {
  const groups = new Map<string, IssueGroup>();
  for (const issue of issues) {
    const id = `${issue.key}\u0000${JSON.stringify(issue.params ?? {})}`;
    const group = groups.get(id) ?? {
      code: issue.code,
      severity: issue.severity,
      key: issue.key,
      ...(issue.params ? { params: issue.params } : {}),
      nodeIds: [],
    };
    groups.set(id, group);
    if (issue.nodeId !== undefined && !group.nodeIds.includes(issue.nodeId)) group.nodeIds.push(issue.nodeId);
  }
  return [...groups.values()];
}
