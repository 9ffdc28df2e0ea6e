import type { CenterResponse } from '@peilian/shared';
import { fetchCentre } from './trainingApi';

/** A prefetched answer older than this is not shown: the centre asks again. */
export const CENTRE_PREFETCH_FRESH_MS = 30_000;

/**
 * The centre's call started at app start, when a signed-in learner opens the centre: the answer
 * arrives while the centre's code loads instead of after it, so the first banner and packages show
 * one round trip sooner. The centre takes the prefetched answer once (when fresh); every later load
 * (pull to refresh, coming back online) asks the server.
 */
export function createCentrePrefetch(fetch: () => Promise<CenterResponse>, now = () => Date.now()) {
  let prefetched: { answer: Promise<CenterResponse>; at: number } | null = null;
  return {
    start(): void {
      const answer = fetch();
      answer.catch(() => undefined);
      prefetched = { answer, at: now() };
    },
    answer(): Promise<CenterResponse> {
      const kept = prefetched;
      prefetched = null;
      return kept && now() - kept.at < CENTRE_PREFETCH_FRESH_MS ? kept.answer : fetch();
    },
  };
}

export const centrePrefetch = createCentrePrefetch(fetchCentre);
