import { DUBBING_LINE_STATUSES, dubbingUnderWay, PAGE_SIZE_DEFAULT, type AdminDubbingLine, type AdminDubbingTask, type Translate } from '@peilian/shared';
import { Alert, Button, Card, Select, Space, Typography, type message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { lineColumns, scopeText, TaskProgress, TaskStatus } from './dubbingColumns';
import { useClipPlayer } from './useClipPlayer';

/** How often a task under way is read again (the spec's wait is 1–5 minutes). */
export const DUBBING_POLL_MS = 1500;

type Notice = ReturnType<typeof message.useMessage>[0];

interface Props {
  taskId: string;
  t: Translate;
  notice: Notice;
}

/** The chosen task: its progress (read again while it runs), the wait it means, and its lines, each to play or retry. */
export function DubbingTaskDetail({ taskId, t, notice }: Props) {
  const read = useAdminQuery('dubbing', 'read', { id: taskId }, { pollMs: (data) => (data && dubbingUnderWay(data.task.status) ? DUBBING_POLL_MS : false) });
  const task = read.data?.task;
  const [filter, setFilter] = useState({ status: '', page: 1, rows: PAGE_SIZE_DEFAULT });
  useEffect(() => setFilter((current) => ({ ...current, status: '', page: 1 })), [taskId]);
  const lines = useAdminQuery('dubbing', 'lines', { id: taskId, ...filter, status: filter.status || undefined });
  // Each settled line shows in the list as the task's counts move.
  const { refetch } = lines;
  useEffect(refetch, [refetch, task?.done, task?.failed, task?.status]);
  const retry = useAdminMutation('dubbing', 'retry');
  const player = useClipPlayer(useCallback(() => void notice.error(t('dubbing.playFailed')), [notice, t]));
  const again = useCallback(
    (lineid: string) =>
      retry.run({ id: taskId }, { lineid }).then(
        () => void notice.success(t('dubbing.retried')),
        (error: unknown) => void notice.error(errorMessage(error, t)),
      ),
    [retry, taskId, notice, t],
  );
  const columns = lineColumns(t, { playing: player.playing, play: player.toggle, retry: (line) => void again(line.id) });
  if (!task) return null;
  return (
    <Card title={<TaskHead t={t} task={task} />} style={{ marginTop: 16 }} data-testid="dubbing-detail">
      <TaskState t={t} task={task} retrying={retry.pending} onRetryAll={() => void again('')} />
      <Space style={{ margin: '12px 0' }}>
        <Select
          style={{ width: 140 }}
          aria-label={t('practiceWeb.common.status')}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status, page: 1 })}
          options={[
            { value: '', label: t('dubbing.allStatuses') },
            ...DUBBING_LINE_STATUSES.map((value) => ({ value, label: t(`dubbing.lineStatus.${value}`) })),
          ]}
          data-testid="dubbing-line-status"
        />
      </Space>
      <ListTable<AdminDubbingLine>
        rowKey="id"
        testId="dubbing-lines"
        columns={columns}
        data={lines.data}
        loading={lines.loading && !lines.data}
        paging={{ page: filter.page, rows: filter.rows }}
        onPaging={(paging) => setFilter({ ...filter, ...paging })}
        rowTestId={(line) => `dubbing-line-${line.seq}`}
      />
    </Card>
  );
}

/** The task's heading: what it voices and its status. */
function TaskHead({ t, task }: { t: Translate; task: AdminDubbingTask }) {
  return (
    <Space>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {scopeText(t, task)}
      </Typography.Title>
      <span data-testid="dubbing-detail-status">
        <TaskStatus t={t} status={task.status} />
      </span>
    </Space>
  );
}

/** Its progress; while it runs, how long the wait is; once it failed, why and a retry of every failed line. */
function TaskState({ t, task, retrying, onRetryAll }: { t: Translate; task: AdminDubbingTask; retrying: boolean; onRetryAll: () => void }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <TaskProgress t={t} task={task} testId="dubbing-progress" />
      {dubbingUnderWay(task.status) && <Alert type="info" showIcon title={t('dubbing.wait')} data-testid="dubbing-wait" />}
      {task.failed > 0 && (
        <Alert
          type="error"
          showIcon
          title={task.lasterror ? t('dubbing.lastError', { error: task.lasterror }) : t('errors.practice.synthesisFailed')}
          action={
            <Button size="small" danger loading={retrying} onClick={onRetryAll} data-testid="dubbing-retry-all">
              {t('dubbing.retryAll')}
            </Button>
          }
        />
      )}
    </Space>
  );
}
