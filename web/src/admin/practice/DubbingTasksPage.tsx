import { PlusOutlined } from '@ant-design/icons';
import { dubbingUnderWay, PAGE_SIZE_DEFAULT, type AdminDubbingTask } from '@peilian/shared';
import { Button, Empty, message, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminQuery } from '../data/queries';
import type { AdminArgs } from '../data/types';
import { useUrlQuery } from '../data/useUrlQuery';
import { taskColumns } from './dubbingColumns';
import { DubbingTaskDetail, DUBBING_POLL_MS } from './DubbingTaskDetail';
import { DubbingTaskDialog } from './DubbingTaskDialog';

/** The page's URL: the digital human (`?templateid=`, as the digital-human list links here), the task shown, the tasks' page. */
const DEFAULTS = { templateid: '', task: '', page: 1, rows: PAGE_SIZE_DEFAULT };
/** The digital humans to choose from: the first 100, enabled or not. */
const HUMANS: AdminArgs<'digitalHumans', 'list'> = { name: '', page: 1, rows: 100 };

/**
 * A digital human's dubbing tasks (admin §2 `voicetaskdetails`): its tasks with their progress,
 * a new task (a scenario, the speech library or everything), and the chosen task's lines — each
 * voiced line to play, each failed one with its message to retry. Tasks under way are read again
 * every 1.5 s; the spec's 1–5 minute wait is said while they run.
 */
export function DubbingTasksPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const humans = useAdminQuery('digitalHumans', 'list', HUMANS);
  const template = humans.data?.rows.find((row) => row.id === query.templateid);
  const tasks = useAdminQuery('dubbing', 'list', query.templateid ? { templateid: query.templateid, page: query.page, rows: query.rows } : null, {
    pollMs: (data) => (data?.rows.some((row) => dubbingUnderWay(row.status)) ? DUBBING_POLL_MS : false),
  });
  useErrorNotice(notice, humans.error || tasks.error);
  const [adding, setAdding] = useState(false);
  const shown = query.task || tasks.data?.rows[0]?.id || '';
  const open = (task: AdminDubbingTask) => setQuery({ task: task.id, page: query.page });

  return (
    <div>
      {holder}
      <PageTitle testId="dubbing-title">{t('dubbing.title')}</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          style={{ width: 240 }}
          showSearch
          optionFilterProp="label"
          aria-label={t('dubbing.template')}
          placeholder={t('dubbing.chooseTemplate')}
          loading={humans.loading}
          value={query.templateid || undefined}
          onChange={(templateid: string) => setQuery({ templateid, task: '' })}
          options={(humans.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name }))}
          data-testid="dubbing-template"
        />
        <Button type="primary" icon={<PlusOutlined />} disabled={!template} onClick={() => setAdding(true)} data-testid="dubbing-add">
          {t('dubbing.add')}
        </Button>
      </Space>
      {query.templateid ? (
        <ListTable<AdminDubbingTask>
          rowKey="id"
          testId="dubbing-tasks"
          columns={taskColumns(t, open)}
          data={tasks.data}
          loading={tasks.loading && !tasks.data}
          paging={{ page: query.page, rows: query.rows }}
          onPaging={setQuery}
          rowTestId={(task) => `dubbing-task-${task.id}`}
          rowClassName={(task) => (task.id === shown ? 'ant-table-row-selected' : '')}
          emptyText={t('dubbing.none')}
        />
      ) : (
        <Empty description={t('dubbing.noTemplate')} data-testid="dubbing-no-template" />
      )}
      {query.templateid && shown && <DubbingTaskDetail taskId={shown} t={t} notice={notice} />}
      {adding && template && (
        <DubbingTaskDialog
          template={template}
          onClose={() => setAdding(false)}
          onCreated={(task) => {
            setAdding(false);
            void notice.success(t('dubbing.created'));
            setQuery({ task: task.id, page: 1 });
          }}
        />
      )}
    </div>
  );
}
