import { MEDIA_REPORT_SLACK_S } from '../limits.js';

/**
 * How far past the furthest watched point a position may be before it counts as a seek: playback
 * moves a quarter second between `timeupdate` events, and the server allows the same slack.
 */
export const SEEK_TOLERANCE_S = MEDIA_REPORT_SLACK_S;

export interface SeekCheck {
  /** The furthest point watched, after this position. */
  furthest: number;
  /** Where to put the video back, or null when the position stands. */
  seekTo: number | null;
}

/**
 * Checks a playback position against what was watched. Where seeking is not allowed, a position
 * beyond the furthest point (plus the tolerance) is a jump forward: the video goes back there.
 */
export function checkPosition(position: number, furthest: number, allowSeek: boolean): SeekCheck {
  if (!Number.isFinite(position) || position < 0) return { furthest, seekTo: null };
  if (!allowSeek && position > furthest + SEEK_TOLERANCE_S) return { furthest, seekTo: furthest };
  return { furthest: Math.max(furthest, position), seekTo: null };
}

/**
 * Where a video starts: the resume position the server kept, or the beginning when that is the
 * very end (a finished video played again).
 */
export function resumePosition(media: { position: number; duration: number }): number {
  if (!Number.isFinite(media.position) || media.position <= 0) return 0;
  return media.duration > 0 && media.position >= media.duration - 1 ? 0 : media.position;
}
