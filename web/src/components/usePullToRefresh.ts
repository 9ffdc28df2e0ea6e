import { useEffect, useRef, useState } from 'react';

/** How far the head follows the finger (half as far, at most `maxPx`) and when letting go refreshes. */
export const PULL = { resistance: 0.5, thresholdPx: 60, maxPx: 90, doneMs: 500 } as const;

export type PullPhase = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';
export interface PullState {
  phase: PullPhase;
  /** The head's height in CSS pixels. */
  height: number;
}

const IDLE: PullState = { phase: 'idle', height: 0 };

/** The head for a finger `distance` px below where the pull began. */
export function pullAt(distance: number): PullState {
  const height = Math.min(Math.max(distance, 0) * PULL.resistance, PULL.maxPx);
  if (height === 0) return IDLE;
  return { phase: height >= PULL.thresholdPx ? 'release' : 'pulling', height };
}

/** How far the nearest scrolling ancestor (or the page) is scrolled: a pull starts only at the top. */
function scrolledBy(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node.scrollTop;
  }
  return (document.scrollingElement ?? document.documentElement).scrollTop;
}

type Shown = PullState & { dragging: boolean };

/** Adds the touch listeners (the move one not passive, so it may stop the page's overscroll) and answers their removal. */
function addTouchListeners(element: HTMLElement, start: (event: TouchEvent) => void, move: (event: TouchEvent) => void, end: () => void): () => void {
  element.addEventListener('touchstart', start, { passive: true });
  element.addEventListener('touchmove', move, { passive: false });
  element.addEventListener('touchend', end);
  element.addEventListener('touchcancel', end);
  return () => {
    element.removeEventListener('touchstart', start);
    element.removeEventListener('touchmove', move);
    element.removeEventListener('touchend', end);
    element.removeEventListener('touchcancel', end);
  };
}

/** Follows pulls on `element`, showing each head through `setState`; answers the teardown. */
function trackPulls(element: HTMLElement, refresh: { current: () => Promise<unknown> }, setState: (state: Shown) => void): () => void {
  let startY: number | null = null;
  let current = IDLE;
  let timer = 0;
  const show = (next: PullState, dragging = false) => {
    current = next;
    setState({ ...next, dragging });
  };
  const start = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch && current.phase === 'idle' && scrolledBy(element) <= 0) startY = touch.clientY;
  };
  const move = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (startY === null || !touch) return;
    const next = pullAt(touch.clientY - startY);
    if (next.phase !== 'idle' && event.cancelable) event.preventDefault();
    show(next, true);
  };
  const end = () => {
    if (startY === null) return;
    startY = null;
    if (current.phase !== 'release') return show(IDLE);
    show({ phase: 'refreshing', height: PULL.thresholdPx });
    void refresh.current().finally(() => {
      show({ phase: 'done', height: PULL.thresholdPx });
      timer = window.setTimeout(() => show(IDLE), PULL.doneMs);
    });
  };
  const remove = addTouchListeners(element, start, move, end);
  return () => {
    window.clearTimeout(timer);
    remove();
  };
}

/**
 * Pull to refresh on a touch screen: a pull that starts at the top of the page and passes the
 * threshold runs `onRefresh` when the finger lifts, showing "refreshing" until it settles and
 * "done" for a moment. Touch listeners are the element's own, so the move can stop the page's
 * overscroll while pulling.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const ref = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const [state, setState] = useState<Shown>({ ...IDLE, dragging: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return trackPulls(element, refresh, setState);
  }, []);

  return { ref, ...state };
}
