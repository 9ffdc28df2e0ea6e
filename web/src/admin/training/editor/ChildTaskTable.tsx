import type { AdminChildTask } from '@peilian/shared';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { childTaskColumns } from './childTaskColumns';

interface Props {
  rows: readonly AdminChildTask[];
  /** Published or scheduled: read-only. */
  locked: boolean;
  onEdit: (child: AdminChildTask) => void;
  onDelete: (child: AdminChildTask) => void;
}

/** A package's child tasks, every one shown (a package holds a few): type, title, weight, required, times, front task, media, actions. */
export function ChildTaskTable({ rows, locked, onEdit, onDelete }: Props) {
  const t = useT();
  const titleOf = (id: string) => rows.find((row) => row.id === id)?.title ?? '';
  return (
    <ListTable<AdminChildTask>
      emptyText={t('trainingAdmin.children.empty')}
      rowKey="id"
      testId="child-table"
      columns={childTaskColumns(t, { locked, titleOf, onEdit, onDelete })}
      data={{ rows, total: rows.length }}
      loading={false}
    />
  );
}
