import type { Translate } from '@peilian/shared';
import { helpOf, issuesOf, type FormIssue } from './formIssues';

/** Form.Item props showing some issues once the admin tried to save. */
export function shownProps(found: readonly FormIssue[], tried: boolean, t: Translate) {
  return tried && found.length > 0 ? { validateStatus: 'error' as const, help: helpOf(found, t) } : {};
}

/** Form.Item props showing a field's issues once the admin tried to save. */
export function fieldProps(issues: readonly FormIssue[], tried: boolean, t: Translate, field: string) {
  return shownProps(tried ? issuesOf(issues, field) : [], tried, t);
}
