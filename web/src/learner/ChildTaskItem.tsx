import { childTypeLabel, isMediaChildType, lockMessage, type LearnerChildTask } from '@peilian/shared';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from 'react-router-dom';
import { useT, useTimeZone } from '../app';
import { examPath } from '../exam';
import { faqPath } from '../faq';
import { childPath, practiceReportPath, studyTime } from '../training';
import { childStatus } from './childTaskText';
import { ListAction } from '../components/ListAction';
import { showToast } from '../components/toast';

/**
 * One child task of the task detail: type, title, status, progress, and why it is locked. A button
 * whose name is all of that, so a locked one is pressed too and says why. A scenario task the
 * learner has practised is followed by a link to its latest practice report.
 */
export function ChildTaskItem({ child, packageId, frontPackageTitle }: { child: LearnerChildTask; packageId: string; frontPackageTitle: string }) {
  const t = useT();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const reason = lockMessage(child, frontPackageTitle, zone);
  const lock = reason ? t(reason.key, reason.params) : '';
  const status = childStatus(child.status);

  const open = () => {
    if (lock) {
      showToast({ content: lock });
      return;
    }
    const path = examPath(child.type, packageId, child.id) ?? faqPath(child.type, child.id) ?? childPath(child.type, packageId, child.id);
    if (path) navigate(path);
    else showToast({ content: t('learnerTraining.task.notHere') });
  };

  const details = [
    t(childTypeLabel(child.type)),
    t(child.required === 1 ? 'learnerTraining.task.required' : 'learnerTraining.task.optional'),
    isMediaChildType(child.type) ? t('learnerTraining.task.childProgress', { done: child.done, total: child.total }) : '',
    child.durationseconds > 0 ? t('learnerTraining.task.learned', { time: studyTime(child.durationseconds) }) : '',
    child.score !== null ? t('learnerTraining.task.score', { score: child.score }) : '',
  ].filter(Boolean);

  return (
    <>
      <ListAction
        onClick={open}
        arrow={!lock}
        testId={`child-${child.id}`}
        description={
          <>
            <span className="child-details">{details.join(' · ')}</span>
            {lock && (
              <span className="child-lock" data-testid={`child-lock-${child.id}`}>
                {lock}
              </span>
            )}
          </>
        }
        extra={
          <Tag color={status.color} fill="outline" data-testid={`child-status-${child.id}`}>
            {t(status.key)}
          </Tag>
        }
      >
        <span className="child-title">{child.title}</span>
      </ListAction>
      {child.reportid && (
        <ListAction to={practiceReportPath(packageId, child.id, child.reportid)} testId={`child-report-${child.id}`}>
          <span className="child-report">{t('learnerTraining.task.lastReport')}</span>
        </ListAction>
      )}
    </>
  );
}
