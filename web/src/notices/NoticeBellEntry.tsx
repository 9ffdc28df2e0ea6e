import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../app';
import { BellIcon } from './BellIcon';
import { NOTICES_PATH } from './paths';

// The badge and the live connection load apart, like the personal centre's row.
const LiveBell = lazy(() => import('./NoticeBell').then((m) => ({ default: m.NoticeBell })));

/** The training centre's bell: a plain link to 消息通知 at once, with its live unread badge once loaded. */
export function NoticeBellEntry() {
  const t = useT();
  const plain = (
    <Link to={NOTICES_PATH} className="notice-bell" data-testid="centre-notices" aria-label={t('notices.bellNone')}>
      <BellIcon />
    </Link>
  );
  return (
    <Suspense fallback={plain}>
      <LiveBell />
    </Suspense>
  );
}
