import { useCallback, useEffect, useRef, useState } from 'react';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A scroll-snapping track of `count` slides: the slide on screen (followed as the learner swipes),
 * `goTo` to scroll to one, and autoplay every `intervalMs` that loops back to the first. Autoplay
 * waits while a finger, the pointer or the keyboard focus is on the carousel (`regionRef`), while the page is hidden,
 * and never runs for a learner who asked for reduced motion.
 */
export function useCarousel(count: number, intervalMs: number) {
  const regionRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const shown = useRef(0);
  const held = useRef(false);

  const goTo = useCallback((slide: number) => {
    const track = trackRef.current;
    if (track) track.scrollTo({ left: slide * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  useEffect(() => {
    const [region, track] = [regionRef.current, trackRef.current];
    if (!region || !track) return;
    const follow = () => {
      shown.current = Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));
      setIndex(shown.current);
    };
    const hold = () => (held.current = true);
    const release = () => (held.current = false);
    track.addEventListener('scroll', follow, { passive: true });
    const listeners: [string, () => void][] = [
      ['pointerenter', hold],
      ['pointerleave', release],
      ['touchstart', hold],
      ['touchend', release],
      ['focusin', hold],
      ['focusout', release],
    ];
    for (const [event, listener] of listeners) region.addEventListener(event, listener, { passive: true });
    return () => {
      track.removeEventListener('scroll', follow);
      for (const [event, listener] of listeners) region.removeEventListener(event, listener);
    };
  }, []);

  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      if (!held.current && document.visibilityState === 'visible') goTo((shown.current + 1) % count);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, goTo]);

  return { regionRef, trackRef, index, goTo };
}
