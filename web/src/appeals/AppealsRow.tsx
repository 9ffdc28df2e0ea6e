import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useT } from '../app';
import { ListAction } from '../components/ListAction';
import { myAppealsStore } from './myAppeals';
import { APPEALS_PATH } from './paths';

/** The personal centre's 我的申诉 row, with the count of replies not yet opened (how the learner hears an appeal was answered). */
export function AppealsRow() {
  const t = useT();
  const unread = useStore(myAppealsStore, (state) => state.unread);
  useEffect(() => void myAppealsStore.getState().load(), []);
  return (
    <ListAction
      to={APPEALS_PATH}
      testId="mine-appeals"
      extra={
        unread > 0 && (
          <span className="appeal-badge" data-testid="mine-appeals-unread" aria-label={t('appeals.learner.unreadCount', { count: unread })}>
            {unread}
          </span>
        )
      }
    >
      {t('appeals.learner.mine')}
    </ListAction>
  );
}
