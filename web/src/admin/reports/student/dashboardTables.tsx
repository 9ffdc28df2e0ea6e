import { Button, Card } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { allRows } from '../columns';
import type { StudentDashboard } from '../reportTypes';
import { examColumns, taskColumns, type ExamRow, type TaskRow } from './dashboardColumns';

/** Admin §9: the student task list shows 3 items until asked for all. */
export const TASKS_SHOWN = 3;

/** The learner's submitted exams, newest first. */
export function ExamHistory({ exams }: { exams: StudentDashboard['exams'] }) {
  const t = useT();
  const rows: ExamRow[] = exams.map((exam) => ({ ...exam, key: `${exam.title}-${exam.submittedat}` }));
  return (
    <Card size="small" title={t('reports.student.examHistory')}>
      <ListTable<ExamRow> rowKey="key" columns={examColumns(t)} data={allRows(rows)} loading={false} testId="dashboard-exams" />
    </Card>
  );
}

/** The learner's child tasks: 3 at first, all on request. */
export function StudentTasks({ tasks }: { tasks: TaskRow[] }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const more = tasks.length > TASKS_SHOWN && (
    <Button type="link" onClick={() => setAll(!all)} data-testid="dashboard-tasks-all">
      {all ? t('reports.common.showLess') : t('reports.common.showAll', { count: tasks.length })}
    </Button>
  );
  return (
    <Card size="small" title={t('reports.student.tasks')} extra={more}>
      <ListTable<TaskRow>
        rowKey="childid"
        columns={taskColumns(t)}
        data={allRows(all ? tasks : tasks.slice(0, TASKS_SHOWN))}
        loading={false}
        testId="dashboard-tasks"
      />
    </Card>
  );
}
