import {
  createMediaProgressStore,
  isViewingTimeNotMet,
  senderPort,
  systemClock,
  type MediaProgress,
  type MediaProgressDeps,
  type MediaProgressState,
  type MediaReportResponse,
} from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { progressSender } from './progress';

/** A clock gap longer than this (the phone slept, the tab was frozen) is not study time. */
const MAX_GAP_MS = 2_000;

/** What the study bar shows. */
export interface ReporterSnapshot {
  /** Seconds the server has credited. */
  credited: number;
  /** Seconds studied here that the server has not acknowledged yet. */
  pending: number;
  done: boolean;
  /** The last report could not reach the server. */
  offline: boolean;
}

export interface ReporterSetup {
  userId: string;
  childId: string;
  /** The media as the server opened it: required and credited time, done, position. */
  media: MediaProgress;
}

export interface ReporterCallbacks {
  /** Whether the learner is studying right now (video playing, document shown). */
  isActive: () => boolean;
  /** The current position (video seconds or document page). */
  position: () => number;
  onResult?: (result: MediaReportResponse, justDone: boolean) => void;
  /** The server refused the time for good (task ended, locked, gone): it is dropped. */
  onRefused?: (error: unknown) => void;
}

const snapshotOf = ({ media, pending, offline }: MediaProgressState): ReporterSnapshot => ({
  credited: media?.credited ?? 0,
  pending,
  done: media?.done === 1,
  offline,
});

const listen = (target: EventTarget, event: string, run: () => void) => {
  target.addEventListener(event, run);
  return () => target.removeEventListener(event, run);
};

/** The page's part of the store: the browser's clock, visibility and connection, and the callbacks. */
function browserDeps(setup: ReporterSetup, latest: { current: ReporterCallbacks }): MediaProgressDeps {
  return {
    clock: systemClock,
    port: senderPort(progressSender, setup.childId),
    position: () => latest.current.position(),
    engaged: () => document.visibilityState === 'visible' && latest.current.isActive(),
    onReconnect: (run) => listen(window, 'online', run),
    onForeground: (run) => listen(document, 'visibilitychange', () => document.visibilityState === 'visible' && run()),
    onOutcome(outcome, { justDone }) {
      if (outcome.kind === 'sent') latest.current.onResult?.(outcome.response, justDone);
      if (outcome.kind === 'refused' && !isViewingTimeNotMet(outcome.error)) latest.current.onRefused?.(outcome.error);
    },
    maxGapMs: MAX_GAP_MS,
  };
}

/**
 * Binds the shared media progress store to a media page: time counts while the page is visible
 * and the learner studies, and a keepalive report goes out when the page is hidden, closed or left.
 */
export function useProgressReporter(setup: ReporterSetup | null, callbacks: ReporterCallbacks) {
  const [snapshot, setSnapshot] = useState<ReporterSnapshot | null>(null);
  const finishRef = useRef<(() => Promise<MediaReportResponse>) | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const key = setup ? `${setup.userId}:${setup.childId}:${setup.media.id}` : '';

  useEffect(() => {
    if (!setup) return;
    const release = progressSender.hold(setup.childId, setup.media.id);
    const store = createMediaProgressStore(browserDeps(setup, latest), setup.media);
    const progress = store.getState();
    setSnapshot(snapshotOf(progress));
    const unsubscribe = store.subscribe((state) => setSnapshot(snapshotOf(state)));
    progress.setCounting(true);
    finishRef.current = async () => {
      const outcome = await progress.report({ finish: true });
      if (outcome.kind === 'sent') return outcome.response;
      throw outcome.kind === 'nothing' ? new Error('no media open') : outcome.error;
    };
    const keepalive = () => void progress.report({ keepalive: true });
    const stopHidden = listen(document, 'visibilitychange', () => document.visibilityState === 'hidden' && keepalive());
    const stopPagehide = listen(window, 'pagehide', keepalive);
    return () => {
      stopHidden();
      stopPagehide();
      unsubscribe();
      finishRef.current = null;
      // The position is the one last seen: the page's elements are already gone here.
      void progress.leave({ keepalive: true }).finally(release);
      progress.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Rebuilt only for another learner or media: `setup` holds the starting values of this one.
  }, [key]);

  return {
    snapshot,
    finish: () => (finishRef.current ? finishRef.current() : Promise.reject(new Error('no media open'))),
  };
}
