import { attemptLines, type ExamHistory as History } from '@peilian/shared';
import List from 'antd-mobile/es/components/list';
import { useT, useTimeZone } from '../app';

/** The learner's attempts at this exam, newest first; nothing when the history could not be read. */
export function ExamHistory({ history }: { history: History }) {
  const t = useT();
  const zone = useTimeZone();
  if (!history || history.length === 0) return null;
  return (
    <List header={t('examLearner.historyTitle')} data-testid="exam-history">
      {attemptLines(history, t, zone).map((line) => (
        <List.Item key={line.attempt} data-testid={`exam-history-${line.attempt}`} description={line.outcome}>
          {line.title}
        </List.Item>
      ))}
    </List>
  );
}
