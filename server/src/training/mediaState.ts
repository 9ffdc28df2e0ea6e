import { EMPTY_MEDIA_STATE, type MediaState } from '@peilian/shared';

/**
 * A file/video student task keeps its per-media state in `progress.media`, keyed by media id:
 * `{ credited, furthest, position, lastAt, done }` (shared `MediaState`).
 */

const num = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The per-media states of a student task's progress (missing or malformed entries read as empty). */
export function mediaStatesOf(progress: Readonly<Record<string, unknown>>): Map<string, MediaState> {
  const media = progress.media;
  const states = new Map<string, MediaState>();
  if (typeof media !== 'object' || media === null) return states;
  for (const [id, value] of Object.entries(media as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null) continue;
    const entry = value as Record<string, unknown>;
    states.set(id, {
      credited: Math.max(0, num(entry.credited)),
      furthest: Math.max(0, num(entry.furthest)),
      position: Math.max(0, num(entry.position)),
      lastAt: typeof entry.lastAt === 'number' ? entry.lastAt : null,
      done: entry.done === 1 ? 1 : 0,
    });
  }
  return states;
}

/** The state of one media (empty before the learner opened it). */
export function mediaStateOf(states: ReadonlyMap<string, MediaState>, mediaId: string): MediaState {
  return states.get(mediaId) ?? EMPTY_MEDIA_STATE;
}

/** The progress JSON with one media's state replaced. */
export function withMediaState(progress: Readonly<Record<string, unknown>>, mediaId: string, state: MediaState): Record<string, unknown> {
  const media = typeof progress.media === 'object' && progress.media !== null ? (progress.media as Record<string, unknown>) : {};
  return { ...progress, media: { ...media, [mediaId]: state } };
}
