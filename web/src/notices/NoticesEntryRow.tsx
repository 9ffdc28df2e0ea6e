import { lazy, Suspense } from 'react';
import { useT } from '../app';
import { ListAction } from '../components/ListAction';
import { NOTICES_PATH } from './paths';

// The count and the live connection (socket.io) come with the notices' store, loaded apart so the
// personal centre's first download carries none of them.
const NoticesRowWithCount = lazy(() => import('./NoticesRow').then((m) => ({ default: m.NoticesRow })));

/** The personal centre's 消息通知 row: a plain link at once, with its live unread count once that is loaded. */
export function NoticesEntryRow() {
  const t = useT();
  const plain = (
    <ListAction to={NOTICES_PATH} testId="mine-notices">
      {t('notices.mine')}
    </ListAction>
  );
  return (
    <Suspense fallback={plain}>
      <NoticesRowWithCount />
    </Suspense>
  );
}
