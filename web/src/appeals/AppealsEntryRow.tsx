import { lazy, Suspense } from 'react';
import { useT } from '../app';
import { ListAction } from '../components/ListAction';
import { APPEALS_PATH } from './paths';

// The row's count comes with the appeal pages' store, loaded apart so the personal centre's first
// download carries none of it (the store is shared with the lazily loaded 我的申诉 pages).
const AppealsRowWithCount = lazy(() => import('./AppealsRow').then((m) => ({ default: m.AppealsRow })));

/** The personal centre's 我的申诉 row: a plain link at once, with its unread count once that is loaded. */
export function AppealsEntryRow() {
  const t = useT();
  const plain = (
    <ListAction to={APPEALS_PATH} testId="mine-appeals">
      {t('appeals.learner.mine')}
    </ListAction>
  );
  return (
    <Suspense fallback={plain}>
      <AppealsRowWithCount />
    </Suspense>
  );
}
