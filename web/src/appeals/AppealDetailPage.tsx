import { appealDueShown, appealItemLabels, appealScores, appealStatusKey, learnerAppealStatus, zonedTimeText, type Appeal } from '@peilian/shared';
import List from 'antd-mobile/es/components/list';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT, useTimeZone } from '../app';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { NavBar } from '../components/NavBar';
import { errorMessage } from '../lib/errorMessage';
import { myAppealsStore } from './myAppeals';
import './appeals.css';

function AppealFacts({ appeal }: { appeal: Appeal }) {
  const t = useT();
  const zone = useTimeZone();
  const items = appealItemLabels(appeal);
  const scores = appealScores(appeal);
  return (
    <List>
      <List.Item extra={t(`appeals.type.${appeal.type}`)} description={appeal.packagetitle || undefined}>
        {appeal.recordtitle || t('appeals.learner.record')}
      </List.Item>
      <List.Item
        extra={
          <strong data-testid="appeal-detail-status" data-status={learnerAppealStatus(appeal.status)}>
            {t(appealStatusKey(appeal.status))}
          </strong>
        }
      >
        {t('appeals.learner.statusLabel')}
      </List.Item>
      <List.Item description={<span data-testid="appeal-detail-reason">{appeal.reason}</span>}>{t('appeals.learner.reason')}</List.Item>
      <List.Item description={items.length > 0 ? items.join('、') : t('appeals.learner.wholeRecord')}>{t('appeals.learner.items')}</List.Item>
      <List.Item extra={zonedTimeText(appeal.createdate, zone)}>{t('appeals.learner.createdAt')}</List.Item>
      {appealDueShown(appeal) && <List.Item extra={<span data-testid="appeal-detail-due">{appeal.duedate}</span>}>{t('appeals.learner.dueDate')}</List.Item>}
      <List.Item description={<span data-testid="appeal-detail-opinion">{appeal.opinion || t('appeals.learner.noOpinion')}</span>}>
        {t('appeals.learner.opinion')}
      </List.Item>
      {scores && (
        <List.Item extra={<span data-testid="appeal-detail-scores">{t('appeals.learner.score', scores)}</span>}>
          {t('appeals.learner.scoreBefore')} → {t('appeals.learner.scoreAfter')}
        </List.Item>
      )}
    </List>
  );
}

/** One appeal (/user/appeal?id=): the reason, items, status, due day, reply and score before → after; opening it marks the reply read. */
export function AppealDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { opened, openFailure } = useStore(myAppealsStore);
  useEffect(() => void myAppealsStore.getState().open(id), [id]);

  const appeal = opened?.id === id ? opened : null;
  let body;
  if (appeal) body = <AppealFacts appeal={appeal} />;
  else if (openFailure) body = <EmptyState title={errorMessage(openFailure.error, t, 'appeals.learner.loadFailed')} />;
  else body = <Loading />;
  return (
    <section className="learner-page appeals-page" data-testid="appeal-detail">
      <NavBar onBack={() => navigate(-1)}>{t('appeals.learner.detailTitle')}</NavBar>
      {body}
    </section>
  );
}
