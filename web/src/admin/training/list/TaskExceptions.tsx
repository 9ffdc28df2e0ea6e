import type { TaskException, TaskExceptionReason, MessageKey } from '@peilian/shared';
import { Alert, Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { actionsColumn, textColumn } from '../../blocks/columns';
import { useAdminQuery } from '../../data/queries';
import { editPath, type TaskKind } from '../taskKinds';

const REASONS: Record<TaskExceptionReason, MessageKey> = { noLearners: 'trainingAdmin.exceptions.noLearners' };

/**
 * The task list's exceptions (admin §7 `task/exception`): its published packages that reach no
 * learner, each with a way to its editor; nothing when there are none.
 */
export function TaskExceptions({ kind }: { kind: TaskKind }) {
  const t = useT();
  const navigate = useNavigate();
  const exceptions = useAdminQuery('packages', 'exceptions', { tasktype: kind.tasktype });
  const rows = exceptions.data?.rows ?? [];
  if (rows.length === 0) return null;
  const columns = [
    { key: 'title', ...textColumn<TaskException>(t('trainingAdmin.list.title'), 'title') },
    { key: 'reason', title: t('trainingAdmin.exceptions.reason'), width: 200, render: (_: unknown, row: TaskException) => t(REASONS[row.reason]) },
    actionsColumn<TaskException>(t('trainingAdmin.list.actions'), 140, (row) => (
      <Button type="link" size="small" onClick={() => navigate(editPath(kind, row.id))}>
        {t('trainingAdmin.exceptions.edit')}
      </Button>
    )),
  ];
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="task-exceptions"
      title={t('trainingAdmin.exceptions.title')}
      description={
        <>
          <Typography.Paragraph>{t('trainingAdmin.exceptions.intro')}</Typography.Paragraph>
          <ListTable<TaskException> rowKey="id" testId="task-exception-table" columns={columns} data={{ rows, total: rows.length }} loading={false} />
        </>
      }
    />
  );
}
