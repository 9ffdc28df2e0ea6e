import { AIGC_QUESTION_KINDS, type AigcTask, type Translate } from '@peilian/shared';
import { Badge } from 'antd';

/** How long a page waits before reading a task under way again. */
export const AIGC_POLL_MS = 1500;

export const underWay = (task: Pick<AigcTask, 'status'>): boolean => task.status === 'queued' || task.status === 'running';

/** The items a task asks for in all. */
export function wantedCount(task: Pick<AigcTask, 'target' | 'counts'>): number {
  return task.target === 'faq' ? task.counts.faq : AIGC_QUESTION_KINDS.reduce((sum, kind) => sum + task.counts[kind], 0);
}

/** "Exam questions, 5 in all, medium difficulty" and the counts per type. */
export function settingsText(task: AigcTask, t: Translate): string {
  const summary = t('aigcBank.settingsText', {
    target: t(`aigcBank.targets.${task.target}`),
    count: wantedCount(task),
    level: t(`aigcBank.levels.${String(task.level) as '1' | '2' | '3'}`),
  });
  if (task.target === 'faq') return summary;
  const per = AIGC_QUESTION_KINDS.filter((kind) => task.counts[kind] > 0).map((kind) => `${t(`aigcBank.kinds.${kind}`)} ${task.counts[kind]}`);
  return `${summary}（${per.join('、')}）`;
}

const BADGES = { queued: 'default', running: 'processing', done: 'success', failed: 'error' } as const;

/** The task's status: a coloured dot and its words (in the text's own colour, readable on any row). */
export function StatusTag({ task, t }: { task: AigcTask; t: Translate }) {
  return <Badge status={BADGES[task.status]} text={t(`aigcBank.statuses.${task.status}`)} data-testid={`aigc-status-${task.id}`} />;
}
