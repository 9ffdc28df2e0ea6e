import type { MessageKey } from '@peilian/shared';
import type { ReactNode } from 'react';
import { useT } from '../app';
import { usePullToRefresh, type PullPhase } from './usePullToRefresh';

const PHASE_TEXT: Record<Exclude<PullPhase, 'idle'>, MessageKey> = {
  pulling: 'learnerTraining.centre.pulling',
  release: 'learnerTraining.centre.release',
  refreshing: 'learnerTraining.centre.refreshing',
  done: 'learnerTraining.centre.refreshed',
};

/**
 * Pull to refresh around a page's content. Written for the centre instead of antd-mobile's, whose
 * spring animation and gesture libraries (~24 KB gzip) were most of the centre's first download
 * beyond the sign-in page; the head's settle is a CSS transition.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const t = useT();
  const { ref, phase, height, dragging } = usePullToRefresh(onRefresh);
  return (
    <div ref={ref} className="pull-refresh">
      <div className={dragging ? 'pull-refresh-head' : 'pull-refresh-head pull-refresh-settling'} style={{ height }} role="status" data-testid="pull-refresh">
        {phase !== 'idle' && t(PHASE_TEXT[phase])}
      </div>
      {children}
    </div>
  );
}
