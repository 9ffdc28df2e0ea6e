import { periodText, type TaskDetailResponse } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { NavBar } from '../components/NavBar';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT, useTimeZone } from '../app';
import { EmptyState } from '../components/EmptyState';
import { avatarUrl } from '../lib/avatar';
import { Loading } from '../components/Loading';
import { CENTRE_PATH, studyTime } from '../training';
import { ChildTaskItem } from './ChildTaskItem';
import { useTaskDetail } from './useTaskDetail';
import './training.css';

/**
 * A task package's detail (/user/dashboard/task?id=): its times, progress and child tasks, each with
 * its status and lock reason; open child tasks lead to their full-screen pages. The last detail
 * fetched is kept on the device and shown offline with the centre's notice. A package outside the
 * learner's range is refused with the server's message.
 */
export function TaskPage() {
  const t = useT();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id')?.trim() ?? '';
  const state = useTaskDetail(id);

  const back = () => navigate(CENTRE_PATH);
  const title = state.status === 'ready' ? state.detail.package.title : t('learnerTraining.task.title');

  return (
    <section className="task-page">
      <NavBar className="task-nav" onBack={back}>
        {title}
      </NavBar>
      {state.status === 'loading' && <Loading />}
      {state.status === 'refused' && (
        <div data-testid="task-refused">
          <EmptyState title={state.message}>
            <Button size="small" onClick={back}>
              {t('learnerTraining.task.back')}
            </Button>
          </EmptyState>
        </div>
      )}
      {state.status === 'ready' && state.offline && (
        <div className="centre-offline" role="status" data-testid="task-offline">
          {t('learnerTraining.centre.offline')}
        </div>
      )}
      {state.status === 'ready' && <TaskDetail detail={state.detail} />}
    </section>
  );
}

function TaskDetail({ detail }: { detail: TaskDetailResponse }) {
  const t = useT();
  const zone = useTimeZone();
  const pkg = detail.package;
  const percent = pkg.total > 0 ? Math.round((pkg.passed / pkg.total) * 100) : 0;
  return (
    <>
      <div className="task-head" data-testid="task-head">
        {pkg.cover && <img className="task-cover" src={avatarUrl(pkg.cover)} alt="" />}
        <h1 className="task-title">
          {pkg.title}
          {pkg.completed === 1 && (
            <Tag color="success" fill="outline" data-testid="task-completed">
              {t('tasks.centre.completed')}
            </Tag>
          )}
        </h1>
        <div className="task-meta">{periodText(t, pkg.starttime, pkg.endtime, zone)}</div>
        {pkg.description && <p className="task-description">{pkg.description}</p>}
        <ProgressBar percent={percent} />
        <div className="task-meta" data-testid="task-progress">
          {[
            t('tasks.centre.progress', { passed: pkg.passed, total: pkg.total }),
            t('learnerTraining.task.passScore', { score: pkg.passscore }),
            pkg.durationseconds > 0 ? t('learnerTraining.task.learned', { time: studyTime(pkg.durationseconds) }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
        {pkg.locked === 1 && <div className="package-locked">{t('learnerTraining.centre.frontPackage', { title: pkg.frontpackagetitle })}</div>}
      </div>
      <List header={t('learnerTraining.task.children')} className="task-children">
        {detail.children.map((child) => (
          <ChildTaskItem key={child.id} child={child} packageId={pkg.id} frontPackageTitle={pkg.frontpackagetitle} />
        ))}
      </List>
      {detail.children.length === 0 && <EmptyState title={t('learnerTraining.task.empty')} />}
    </>
  );
}
