import { appealDueShown, appealStatusKey, learnerAppealStatus, type Appeal } from '@peilian/shared';
import { Link } from 'react-router-dom';
import { useT } from '../app';
import { appealPath } from './paths';

/** A record's appeal in place of the 申诉 button: its status (待处理, 已通过, 已驳回), the due day while it waits, and a link to it. */
export function AppealStatus({ appeal }: { appeal: Appeal }) {
  const t = useT();
  return (
    <div className="appeal-status" data-testid="appeal-status" data-status={learnerAppealStatus(appeal.status)}>
      <span>
        {t('appeals.learner.statusLabel')}：<strong data-testid="appeal-status-text">{t(appealStatusKey(appeal.status))}</strong>
      </span>
      {appealDueShown(appeal) && <span className="appeal-due">{t('appeals.learner.dueBy', { date: appeal.duedate })}</span>}
      <Link className="touch-link" to={appealPath(appeal.id)} data-testid="appeal-view">
        {t('appeals.learner.view')}
      </Link>
    </div>
  );
}
