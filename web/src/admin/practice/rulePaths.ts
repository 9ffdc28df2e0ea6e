/** The scoring-rule pages (admin §2 trainassessrule and its hidden ruledetails). */
export const RULES_PATH = '/admin/train/trainassessrule';
export const RULE_DETAILS_PATH = '/admin/train/ruledetails';

/** A scoring rule's details page. */
export const ruleDetailsPath = (id: string): string => `${RULE_DETAILS_PATH}?id=${encodeURIComponent(id)}`;
