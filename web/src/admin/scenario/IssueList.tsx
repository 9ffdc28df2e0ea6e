import type { dialogue, Translate } from '@peilian/shared';
import { Alert, Tooltip, Typography } from 'antd';
import { issueText } from './issueText';

/** What keeps the flow from being complete (or what blocks saving), each leading to its node. */
export function IssueList({ issues, t, onSelect }: { issues: readonly dialogue.FlowIssue[]; t: Translate; onSelect: (id: string) => void }) {
  if (issues.length === 0)
    return <Alert type="success" showIcon message={t('scenarioWeb.editor.noIssues')} style={{ marginTop: 12 }} data-testid="flow-issues" />;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      message={t('scenarioWeb.editor.issues')}
      data-testid="flow-issues"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {issues.slice(0, 20).map((issue, index) => (
            <li key={index}>
              <Tooltip title={issue.nodeId}>
                <Typography.Link onClick={() => issue.nodeId && onSelect(issue.nodeId)}>{issueText(t, issue)}</Typography.Link>
              </Tooltip>
            </li>
          ))}
        </ul>
      }
    />
  );
}
