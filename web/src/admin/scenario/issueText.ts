import type { dialogue, Translate } from '@peilian/shared';

/** A rule's message in the user's language. */
export function issueText(t: Translate, issue: Pick<dialogue.FlowIssue, 'key' | 'params'>): string {
  return t(issue.key, issue.params);
}
