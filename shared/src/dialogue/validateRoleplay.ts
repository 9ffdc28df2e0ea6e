import { SPEECH_KEYWORDS_MAX } from '../limits.js';
import { keywordTerms } from './keywords.js';
import { flowIssue, outside, type FlowIssue } from './rules.js';
import { ROLEPLAY_LIMITS, type RoleplayBrief } from './roleplaySchema.js';

const TEXT_FIELDS = ['situation', 'goal', 'budget', 'buysWhen', 'leavesWhen', 'opening'] as const;

/** The limits of a role-play's brief (`roleplaySchema.ts`): lengths, counts, ranges, and what each fact and checklist item needs. */
export function checkRoleplay(brief: RoleplayBrief): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const at = (...path: (string | number)[]) => ({ path: ['roleplay', ...path] });
  const max = ROLEPLAY_LIMITS.textMax;
  for (const field of TEXT_FIELDS) if (brief[field].length > max) issues.push(flowIssue('roleplayTextTooLong', at(field), { max }));
  brief.objections.forEach((objection, index) => {
    if (objection.length > max) issues.push(flowIssue('roleplayTextTooLong', at('objections', index), { max }));
  });
  if (brief.objections.length > ROLEPLAY_LIMITS.objectionsMax)
    issues.push(flowIssue('objectionsTooMany', at('objections'), { max: ROLEPLAY_LIMITS.objectionsMax }));
  if (brief.hiddenFacts.length > ROLEPLAY_LIMITS.hiddenFactsMax)
    issues.push(flowIssue('hiddenFactsTooMany', at('hiddenFacts'), { max: ROLEPLAY_LIMITS.hiddenFactsMax }));
  brief.hiddenFacts.forEach(({ fact, askedBy }, index) => {
    const terms = keywordTerms(askedBy).length;
    if (!fact.trim() || terms === 0) issues.push(flowIssue('hiddenFactIncomplete', at('hiddenFacts', index)));
    if (fact.length > max) issues.push(flowIssue('roleplayTextTooLong', at('hiddenFacts', index, 'fact'), { max }));
    if (terms > SPEECH_KEYWORDS_MAX) issues.push(flowIssue('keywordsTooMany', at('hiddenFacts', index, 'askedBy'), { max: SPEECH_KEYWORDS_MAX }));
  });
  if (brief.checklist.length > ROLEPLAY_LIMITS.checklistMax) issues.push(flowIssue('checklistTooMany', at('checklist'), { max: ROLEPLAY_LIMITS.checklistMax }));
  const ids = new Set<string>();
  brief.checklist.forEach(({ id, title, keywords }, index) => {
    if (ids.has(id)) issues.push(flowIssue('checklistDuplicateId', at('checklist', index, 'id')));
    ids.add(id);
    const terms = keywordTerms(keywords).length;
    if (!title.trim() || terms === 0) issues.push(flowIssue('checklistItemIncomplete', at('checklist', index)));
    if (title.length > ROLEPLAY_LIMITS.checklistTitleMax)
      issues.push(flowIssue('checklistTitleTooLong', at('checklist', index, 'title'), { max: ROLEPLAY_LIMITS.checklistTitleMax }));
    if (terms > SPEECH_KEYWORDS_MAX) issues.push(flowIssue('keywordsTooMany', at('checklist', index, 'keywords'), { max: SPEECH_KEYWORDS_MAX }));
  });
  if (outside(brief.turnLimit, ROLEPLAY_LIMITS.turns)) issues.push(flowIssue('roleplayTurnsRange', at('turnLimit'), { ...ROLEPLAY_LIMITS.turns }));
  if (outside(brief.minuteLimit, { min: 0, max: ROLEPLAY_LIMITS.minutes.max }))
    issues.push(flowIssue('roleplayMinutesRange', at('minuteLimit'), { max: ROLEPLAY_LIMITS.minutes.max }));
  return issues;
}
