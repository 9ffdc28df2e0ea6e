import { createMediaProgressStore, systemClock, type ApiError, type MediaProgress, type MediaProgressState, type MediaReportResponse } from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { holdMedia } from './outboxFlush';
import { progressOutbox } from './progress';
import { ProgressReporter, type ReporterSnapshot } from './progressReporter';
import { reporterPort } from './reporterPort';
import { sendProgress } from './trainingApi';

/** A clock gap longer than this (the phone slept, the tab was frozen) is not study time. */
const MAX_GAP_MS = 2_000;

export interface ReporterSetup {
  userId: string;
  packageId: string;
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
  onRefused?: (error: ApiError) => void;
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

/** This media's reporter (its localStorage outbox) and the shared progress store driving it. */
function openProgress(setup: ReporterSetup, latest: { current: ReporterCallbacks }) {
  const { media } = setup;
  const reporter = new ProgressReporter({
    key: { userId: setup.userId, packageId: setup.packageId, childId: setup.childId, mediaId: media.id },
    credited: media.credited,
    done: media.done === 1,
    position: media.position,
    send: sendProgress,
    outbox: progressOutbox,
    onResult: (result, justDone) => latest.current.onResult?.(result, justDone),
    onRefused: (error) => latest.current.onRefused?.(error),
  });
  return createMediaProgressStore(
    {
      clock: systemClock,
      port: reporterPort(reporter),
      position: () => latest.current.position(),
      engaged: () => document.visibilityState === 'visible' && latest.current.isActive(),
      onReconnect: (run) => listen(window, 'online', run),
      onForeground: (run) =>
        listen(document, 'visibilitychange', () => {
          if (document.visibilityState === 'visible') run();
        }),
      maxGapMs: MAX_GAP_MS,
    },
    media,
  );
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
    const release = holdMedia(setup.childId, setup.media.id);
    const store = openProgress(setup, latest);
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
    const stopHidden = listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'hidden') keepalive();
    });
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
    // Rebuilt only for another learner or media: `setup` holds the starting values of this one.
  }, [key]);

  return {
    snapshot,
    finish: () => (finishRef.current ? finishRef.current() : Promise.reject(new Error('no media open'))),
  };
}
