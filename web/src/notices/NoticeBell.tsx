import { unreadBadge } from '@peilian/shared';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT } from '../app';
import { BellIcon } from './BellIcon';
import { noticesStore } from './notices';
import { NOTICES_PATH } from './paths';
import { useNoticesLive } from './useNoticesLive';
import './notices.css';

/** The training centre's bell with the unread badge, live while the centre is open. */
export function NoticeBell() {
  const t = useT();
  const unread = useStore(noticesStore, (state) => state.unread);
  useNoticesLive();
  return (
    <Link
      to={NOTICES_PATH}
      className="notice-bell"
      data-testid="centre-notices"
      aria-label={unread > 0 ? t('notices.bell', { count: unread }) : t('notices.bellNone')}
    >
      <BellIcon />
      {unread > 0 && (
        <span className="notice-badge notice-bell-badge" data-testid="centre-notices-unread" aria-hidden="true">
          {unreadBadge(unread)}
        </span>
      )}
    </Link>
  );
}
