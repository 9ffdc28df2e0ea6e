import { ApiError, isNetworkFailure, MEDIA_REPORT_MAX_S, type SendProgress } from '@peilian/shared';
import type { PendingProgress, ProgressOutbox } from './progressOutbox';

export interface FlushDeps {
  outbox: ProgressOutbox;
  send: SendProgress;
  /** The seconds the server has credited for a media now (from `GET api/trainning/v3/mediatask/{child}`). */
  creditedNow: (childId: string, mediaId: string) => Promise<number>;
}

export type FlushOutcome = 'sent' | 'nothing' | 'offline' | 'refused';

/**
 * Sends one media's unsent study time from an earlier visit. The server's credited time is read
 * first: whatever a report sent while the page was closing already delivered is not claimed again.
 * A network failure keeps the entry; a refusal (task ended, locked, gone) drops it.
 */
export async function flushEntry(entry: PendingProgress, deps: FlushDeps): Promise<FlushOutcome> {
  try {
    const credited = await deps.creditedNow(entry.childId, entry.mediaId);
    let remaining = Math.floor(entry.seconds - Math.max(0, credited - entry.baseCredited));
    let base = credited;
    if (remaining < 1) {
      deps.outbox.remove(entry);
      return 'nothing';
    }
    while (remaining >= 1) {
      const claim = Math.min(remaining, MEDIA_REPORT_MAX_S);
      const result = await deps.send({ childId: entry.childId, mediaId: entry.mediaId, position: entry.position, seconds: claim, finish: 0 }, { keepalive: false });
      remaining -= claim;
      base = result.media.credited;
      deps.outbox.write({ ...entry, seconds: remaining, baseCredited: base, updatedAt: Date.now() });
    }
    return 'sent';
  } catch (error) {
    if (isNetworkFailure(error) || !(error instanceof ApiError)) return 'offline';
    deps.outbox.remove(entry);
    return 'refused';
  }
}

/** Media whose page is open: their own reporter sends their time, so a background flush leaves them alone. */
const liveMedia = new Set<string>();
const liveKey = (childId: string, mediaId: string) => `${childId}:${mediaId}`;

/** Marks a media as driven by an open page until the returned function is called. */
export function holdMedia(childId: string, mediaId: string): () => void {
  const key = liveKey(childId, mediaId);
  liveMedia.add(key);
  return () => liveMedia.delete(key);
}

let running: Promise<void> | null = null;

/**
 * Sends every pending entry of a learner except those of open pages, one at a time, stopping at the
 * first network failure. Concurrent calls share one run.
 */
export function flushOutbox(userId: string, deps: FlushDeps, only?: (entry: PendingProgress) => boolean): Promise<void> {
  running ??= (async () => {
    try {
      for (const entry of deps.outbox.list(userId)) {
        if (liveMedia.has(liveKey(entry.childId, entry.mediaId)) || (only && !only(entry))) continue;
        if ((await flushEntry(entry, deps)) === 'offline') break;
      }
    } finally {
      running = null;
    }
  })();
  return running;
}
