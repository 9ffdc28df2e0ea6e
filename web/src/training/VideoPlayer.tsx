import { checkPosition, SEEK_TOLERANCE_S } from '@peilian/shared';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

export interface VideoPlayerProps {
  src: string;
  poster?: string;
  /** Where to resume (seconds). */
  startAt: number;
  /** The furthest point already watched (seconds); seeking beyond it is undone unless `allowSeek`. */
  furthest: number;
  allowSeek: boolean;
  onResumed: () => void;
  onSeekBlocked: () => void;
  /** Playback failed (an expired viewing key, a dropped connection); the page may supply a new `src`. */
  onFailed: (at: number) => void;
  /** The second of the first unanswered question: playback pauses there and may not pass it (null: none). */
  gate?: number | null;
  /** Playback reached the gate and paused. */
  onGate?: () => void;
}

export interface VideoHandle {
  /** Playing right now (not paused, ended, seeking or starved). */
  isPlaying(): boolean;
  position(): number;
  /** Plays on (after a question is answered). */
  play(): void;
}

/**
 * The HTML5 video of the video page, streaming the viewing URL with Range requests. It resumes at
 * the saved position, and on a child task that forbids it, puts the playhead back when the learner
 * seeks past what they have watched; with questions inside, it pauses at the first unanswered one
 * and puts the playhead back when the learner seeks past it.
 */
export const VideoPlayer = forwardRef<VideoHandle, VideoPlayerProps>(function VideoPlayer(props, ref) {
  const { src, poster, startAt, allowSeek } = props;
  const video = useRef<HTMLVideoElement>(null);
  const furthest = useRef(props.furthest);
  const lastGood = useRef(startAt);
  const resumeAt = useRef(startAt);
  const callbacks = useRef(props);
  callbacks.current = props;

  useImperativeHandle(ref, () => ({
    isPlaying: () => {
      const element = video.current;
      return !!element && !element.paused && !element.ended && !element.seeking && element.readyState >= 3;
    },
    position: () => video.current?.currentTime ?? lastGood.current,
    play: () => void video.current?.play().catch(() => undefined),
  }));

  /** Stops at the gate: pauses there and asks the page for its question. */
  const holdAtGate = (element: HTMLVideoElement): boolean => {
    const gate = callbacks.current.gate ?? null;
    if (gate === null || element.currentTime < gate) return false;
    element.pause();
    if (element.currentTime > gate + SEEK_TOLERANCE_S) element.currentTime = gate;
    callbacks.current.onGate?.();
    return true;
  };

  // A new source (a refreshed key) continues where playback stopped.
  useEffect(() => {
    resumeAt.current = lastGood.current;
  }, [src]);

  const onLoadedMetadata = () => {
    const element = video.current;
    if (!element) return;
    const at = resumeAt.current;
    if (at > 1 && at < element.duration - 1) {
      element.currentTime = at;
      if (at === startAt) callbacks.current.onResumed();
    }
  };

  const onTimeUpdate = () => {
    const element = video.current;
    if (!element || element.seeking) return;
    holdAtGate(element);
    lastGood.current = element.currentTime;
    furthest.current = Math.max(furthest.current, element.currentTime);
  };

  const onSeeking = () => {
    const element = video.current;
    if (!element) return;
    const { seekTo } = checkPosition(element.currentTime, furthest.current, allowSeek);
    const gate = callbacks.current.gate ?? null;
    if (seekTo !== null || (gate !== null && element.currentTime > gate + SEEK_TOLERANCE_S)) {
      element.currentTime = Math.min(lastGood.current, seekTo ?? Number.POSITIVE_INFINITY, gate ?? Number.POSITIVE_INFINITY);
      callbacks.current.onSeekBlocked();
    }
  };

  return (
    <video
      ref={video}
      className="media-video"
      data-testid="media-video"
      src={src}
      poster={poster || undefined}
      controls
      playsInline
      preload="metadata"
      controlsList="nodownload noplaybackrate"
      disablePictureInPicture
      onContextMenu={(event) => event.preventDefault()}
      onLoadedMetadata={onLoadedMetadata}
      onTimeUpdate={onTimeUpdate}
      onSeeking={onSeeking}
      onPlay={(event) => holdAtGate(event.currentTarget)}
      onError={() => callbacks.current.onFailed(lastGood.current)}
    />
  );
});
