import type { AdminDubbingLine, AdminDubbingTask, MessageKey, Translate } from '@peilian/shared';
import { Button, Progress, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { adminTime } from '../time';
import { emotionKey } from './labels';

/** The dubbing page's columns: a digital human's tasks, and a task's lines. */

const TASK_COLOURS: Record<AdminDubbingTask['status'], string> = { queued: 'default', running: 'blue', done: 'green', failed: 'red' };
const LINE_COLOURS: Record<AdminDubbingLine['status'], string> = { pending: 'default', done: 'green', failed: 'red' };

/** What a task voices: its scenario's name, or the library, or everything. */
export const scopeText = (t: Translate, task: Pick<AdminDubbingTask, 'scope' | 'scenename'>): string =>
  task.scope === 'scenario' ? `${t('dubbing.scopes.scenario')} · ${task.scenename}` : t(`dubbing.scopes.${task.scope}` as MessageKey);

export const TaskStatus = ({ t, status }: { t: Translate; status: AdminDubbingTask['status'] }) => (
  <Tag color={TASK_COLOURS[status]}>{t(`dubbing.status.${status}`)}</Tag>
);

/** A task's progress: a bar of the lines settled, with the counts in words beside it. */
export function TaskProgress({ t, task, testId }: { t: Translate; task: AdminDubbingTask; testId?: string }) {
  const settled = task.done + task.failed;
  const percent = task.total === 0 ? 100 : Math.floor((settled * 100) / task.total);
  const text = t('dubbing.progressText', { done: task.done, total: task.total });
  return (
    <Space size={8} data-testid={testId}>
      <Progress
        percent={percent}
        size="small"
        style={{ width: 120, marginBottom: 0 }}
        status={task.failed ? 'exception' : task.status === 'done' ? 'success' : 'active'}
        showInfo={false}
        aria-label={text}
      />
      <span>{text}</span>
      {task.failed > 0 && <Typography.Text type="danger">{t('dubbing.failedCount', { count: task.failed })}</Typography.Text>}
    </Space>
  );
}

export function taskColumns(t: Translate, open: (task: AdminDubbingTask) => void): TableColumnsType<AdminDubbingTask> {
  return [
    { title: t('dubbing.createdAt'), dataIndex: 'createdate', width: COLUMN_PX.date, render: (value: number) => adminTime(value) },
    { title: t('dubbing.scope'), key: 'scope', width: COLUMN_PX.text, render: (_: unknown, task) => clippedText(scopeText(t, task), 1) },
    {
      title: t('practiceWeb.common.status'),
      dataIndex: 'status',
      width: COLUMN_PX.status,
      render: (status: AdminDubbingTask['status']) => <TaskStatus t={t} status={status} />,
    },
    { title: t('dubbing.progress'), key: 'progress', width: 300, render: (_: unknown, task) => <TaskProgress t={t} task={task} /> },
    { title: t('dubbing.creator'), dataIndex: 'creatorname', width: COLUMN_PX.name, render: (name: string) => clippedText(name || '—', 1) },
    { title: t('dubbing.finishedAt'), dataIndex: 'finishedat', width: COLUMN_PX.date, render: (value: number | null) => (value ? adminTime(value) : '—') },
    actionsColumn<AdminDubbingTask>(t('practiceWeb.common.actions'), 90, (task) => (
      <Button type="link" onClick={() => open(task)} data-testid={`dubbing-open-${task.id}`}>
        {t('dubbing.detail')}
      </Button>
    )),
  ];
}

interface LineActions {
  playing: string | null;
  play: (line: AdminDubbingLine) => void;
  retry: (line: AdminDubbingLine) => void;
}

export function lineColumns(t: Translate, actions: LineActions): TableColumnsType<AdminDubbingLine> {
  return [
    { title: '#', dataIndex: 'seq', width: 60 },
    { title: t('dubbing.line'), dataIndex: 'text', width: COLUMN_PX.text, render: (text: string) => clippedText(text) },
    { title: t('dubbing.emotion'), dataIndex: 'emotion', width: COLUMN_PX.number, render: (emotion: number) => t(emotionKey(emotion)) },
    {
      title: t('practiceWeb.common.status'),
      dataIndex: 'status',
      width: COLUMN_PX.status,
      render: (status: AdminDubbingLine['status']) => <Tag color={LINE_COLOURS[status]}>{t(`dubbing.lineStatus.${status}`)}</Tag>,
    },
    {
      title: t('dubbing.duration'),
      dataIndex: 'duration',
      width: COLUMN_PX.number,
      render: (ms: number) => (ms ? t('dubbing.seconds', { value: (ms / 1000).toFixed(1) }) : '—'),
    },
    {
      title: t('dubbing.error'),
      dataIndex: 'error',
      width: COLUMN_PX.name,
      render: (error: string) => (error ? <Typography.Text type="danger">{error}</Typography.Text> : ''),
    },
    actionsColumn<AdminDubbingLine>(t('practiceWeb.common.actions'), 110, (line) => {
      if (line.status === 'done' && line.path)
        return (
          <Button type="link" onClick={() => actions.play(line)} aria-pressed={actions.playing === line.id} data-testid={`dubbing-play-${line.seq}`}>
            {t(actions.playing === line.id ? 'dubbing.playing' : 'dubbing.play')}
          </Button>
        );
      if (line.status === 'failed')
        return (
          <Button type="link" onClick={() => actions.retry(line)} data-testid={`dubbing-retry-${line.seq}`}>
            {t('dubbing.retry')}
          </Button>
        );
      return null;
    }),
  ];
}
