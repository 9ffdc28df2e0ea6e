import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Plays one voiced clip at a time (its stored file's path): playing another stops the first, playing
 * the same again stops it; `failed` is told when the browser cannot play it.
 */
export function useClipPlayer(failed: () => void) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = useCallback(
    (clip: { id: string; path: string }) => {
      audio.current?.pause();
      audio.current = null;
      if (playing === clip.id) {
        setPlaying(null);
        return;
      }
      const next = new Audio(clip.path);
      audio.current = next;
      setPlaying(clip.id);
      next.onended = () => setPlaying((current) => (current === clip.id ? null : current));
      next.play().catch(() => {
        setPlaying((current) => (current === clip.id ? null : current));
        failed();
      });
    },
    [playing, failed],
  );
  return { playing, toggle };
}
