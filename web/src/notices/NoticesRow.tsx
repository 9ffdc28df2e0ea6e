import { unreadBadge } from '@peilian/shared';
import { useStore } from 'zustand';
import { useT } from '../app';
import { ListAction } from '../components/ListAction';
import { noticesStore } from './notices';
import { NOTICES_PATH } from './paths';
import { useNoticesLive } from './useNoticesLive';
import './notices.css';

/** The personal centre's 消息通知 row with the unread count, live while the personal centre is open. */
export function NoticesRow() {
  const t = useT();
  const unread = useStore(noticesStore, (state) => state.unread);
  useNoticesLive();
  return (
    <ListAction
      to={NOTICES_PATH}
      testId="mine-notices"
      extra={
        unread > 0 && (
          <span data-testid="mine-notices-count">
            <span className="notice-badge" data-testid="mine-notices-unread" aria-hidden="true">
              {unreadBadge(unread)}
            </span>
            <span className="visually-hidden">{t('notices.unreadCount', { count: unread })}</span>
          </span>
        )
      }
    >
      {t('notices.mine')}
    </ListAction>
  );
}
