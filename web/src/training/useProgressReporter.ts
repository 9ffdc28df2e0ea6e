import type { ApiError, MediaReportResponse } from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { holdMedia } from './outboxFlush';
import { progressOutbox } from './progress';
import { ProgressReporter, type ReporterSnapshot } from './progressReporter';
import { sendProgress } from './trainingApi';

/** How often study time is reported while the page is open (the spec leaves it open; docs/decisions.md). */
export const REPORT_INTERVAL_MS = 10_000;
/** A clock gap longer than this (the phone slept, the tab was frozen) is not study time. */
const MAX_TICK_S = 2;

export interface ReporterSetup {
  userId: string;
  packageId: string;
  childId: string;
  mediaId: string;
  required: number;
  credited: number;
  done: boolean;
  position: number;
}

export interface ReporterCallbacks {
  /** Whether the learner is studying right now (page visible, video playing, document shown). */
  isActive: () => boolean;
  /** The current position (video seconds or document page). */
  position: () => number;
  onResult?: (result: MediaReportResponse, justDone: boolean) => void;
  onRefused?: (error: ApiError) => void;
}

/**
 * Binds a `ProgressReporter` to a media page: counts visible, active seconds, reports every
 * REPORT_INTERVAL_MS, at once when the required time is reached, when the connection returns, and
 * with a keepalive request when the page is hidden, closed or left.
 */
export function useProgressReporter(setup: ReporterSetup | null, callbacks: ReporterCallbacks) {
  const [snapshot, setSnapshot] = useState<ReporterSnapshot | null>(null);
  const reporter = useRef<ProgressReporter | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const key = setup ? `${setup.userId}:${setup.childId}:${setup.mediaId}` : '';

  useEffect(() => {
    if (!setup) return;
    const release = holdMedia(setup.childId, setup.mediaId);
    const current = new ProgressReporter({
      key: { userId: setup.userId, packageId: setup.packageId, childId: setup.childId, mediaId: setup.mediaId },
      credited: setup.credited,
      done: setup.done,
      position: setup.position,
      send: sendProgress,
      outbox: progressOutbox,
      onChange: setSnapshot,
      onResult: (result, justDone) => latest.current.onResult?.(result, justDone),
      onRefused: (error) => latest.current.onRefused?.(error),
    });
    reporter.current = current;
    setSnapshot(current.snapshot());

    let last = performance.now();
    let sinceReport = 0;
    let askedAtRequired = false;
    const tick = window.setInterval(() => {
      const now = performance.now();
      const delta = Math.min(MAX_TICK_S, (now - last) / 1000);
      last = now;
      const visible = document.visibilityState === 'visible';
      if (visible && latest.current.isActive()) current.addSeconds(delta, latest.current.position());
      else current.setPosition(latest.current.position());
      sinceReport += delta * 1000;
      const state = current.snapshot();
      const reached = !state.done && state.credited + state.pending >= setup.required;
      if (sinceReport >= REPORT_INTERVAL_MS || (reached && !askedAtRequired)) {
        askedAtRequired ||= reached;
        sinceReport = 0;
        void current.report();
      }
    }, 1000);
    const hidden = () => {
      if (document.visibilityState === 'hidden') void current.report({ keepalive: true });
    };
    const pagehide = () => void current.report({ keepalive: true });
    const online = () => void current.report();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('online', online);
      // The position is the one the last tick saw: the page's elements are already gone here.
      void current.report({ keepalive: true }).finally(release);
      reporter.current = null;
    };
    // Rebuilt only for another learner or media: `setup` holds the starting values of this one.
  }, [key]);

  return {
    snapshot,
    finish: () => (reporter.current ? reporter.current.finish() : Promise.reject(new Error('no media open'))),
  };
}
