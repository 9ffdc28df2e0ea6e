import type { MediaItemResponse } from '@peilian/shared';
import { forwardRef, useRef, useState } from 'react';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { avatarUrl } from '../lib/avatar';
import { fetchViewKey, VideoPlayer, type VideoHandle } from '../training';
import { showToast } from '../components/toast';

interface Props {
  media: MediaItemResponse['media'];
  allowSeek: boolean;
  /** The first unanswered question's second (the video pauses there), null when none. */
  gate: number | null;
  onGate: () => void;
}

/**
 * The video of a video child task. When playback fails (the viewing key expired during a long
 * session, a dropped connection) it asks once for a fresh key and continues where it stopped.
 */
export const VideoView = forwardRef<VideoHandle, Props>(function VideoView({ media, allowSeek, gate, onGate }, ref) {
  const t = useT();
  const [src, setSrc] = useState(media.url);
  const [failed, setFailed] = useState(!media.url);
  const refreshed = useRef(false);

  const onFailed = () => {
    if (refreshed.current) {
      setFailed(true);
      return;
    }
    refreshed.current = true;
    fetchViewKey(media.id)
      .then((key) => setSrc(key.contenturl))
      .catch(() => setFailed(true));
  };

  if (failed) return <EmptyState title={t('learnerTraining.media.videoFailed')} />;
  return (
    <div className="media-video-box">
      <VideoPlayer
        ref={ref}
        src={src}
        poster={avatarUrl(media.cover)}
        startAt={media.position}
        furthest={media.furthest}
        allowSeek={allowSeek}
        gate={gate}
        onGate={onGate}
        onResumed={() => showToast({ content: t('learnerTraining.media.resumed') })}
        onSeekBlocked={() => showToast({ content: t('learnerTraining.media.seekBlocked') })}
        onFailed={onFailed}
      />
    </div>
  );
});
