import type { AigcTask, MessageKey, Translate } from '@peilian/shared';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { actionsColumn, COLUMN_PX, textColumn } from '../blocks/columns';
import { adminTime } from '../time';
import { settingsText, StatusTag } from './labels';
import { aigcDetailPath } from './paths';

/** The chosen files, each with why it gave no text when it did not. */
export function FileNames({ task, t }: { task: AigcTask; t: Translate }) {
  return (
    <ul className="aigc-files" style={{ margin: 0, paddingInlineStart: 16 }}>
      {task.files.map((file) => (
        <li key={file.id}>
          {file.name}
          {file.note && <Typography.Text style={{ marginInlineStart: 4 }}>（{t(file.note as MessageKey)}）</Typography.Text>}
        </li>
      ))}
    </ul>
  );
}

/** The tasks' columns: name, files, settings, pages consumed, status and progress, created, review. */
export function taskColumns(t: Translate): TableColumnsType<AigcTask> {
  return [
    textColumn<AigcTask>(t('aigcBank.columns.name'), 'name', { width: 180 }),
    { title: t('aigcBank.columns.files'), width: 240, render: (_, task) => <FileNames task={task} t={t} /> },
    { title: t('aigcBank.columns.settings'), width: 240, render: (_, task) => settingsText(task, t) },
    {
      title: t('aigcBank.columns.pages'),
      width: COLUMN_PX.number + 20,
      render: (_, task) => <span data-testid={`aigc-pages-${task.id}`}>{t('aigcBank.pagesText', { pages: task.pages })}</span>,
    },
    {
      title: t('aigcBank.columns.status'),
      width: 220,
      render: (_, task) => (
        <div>
          <StatusTag task={task} t={t} />
          <div>
            <Typography.Text type="secondary">
              {t('aigcBank.progress', { generated: task.generated, dropped: task.dropped, accepted: task.accepted })}
            </Typography.Text>
          </div>
          {task.error && <Typography.Text strong>{t(task.error as MessageKey)}</Typography.Text>}
        </div>
      ),
    },
    { title: t('aigcBank.columns.created'), width: COLUMN_PX.date, render: (_, task) => adminTime(task.createdate) },
    actionsColumn<AigcTask>(t('aigcBank.columns.actions'), 100, (task) => (
      <Link to={aigcDetailPath(task.id)} aria-label={`${t('aigcBank.actions.view')} ${task.name}`} data-testid={`aigc-view-${task.name}`}>
        {t('aigcBank.actions.view')}
      </Link>
    )),
  ];
}
