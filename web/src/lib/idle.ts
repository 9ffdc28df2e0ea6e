/** How long to wait for idle time before running anyway, and the timer used where requestIdleCallback is missing (Safari). */
const IDLE_TIMEOUT_MS = 4_000;
const FALLBACK_DELAY_MS = 1_500;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the learner asked to save data or is on a 2G-class connection: nothing is fetched ahead then. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Runs `task` once the page has loaded and the main thread is then idle (requestIdleCallback, or a
 * short timer where there is none), so work done ahead never competes with the page's own first
 * paint. Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => undefined as void;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, FALLBACK_DELAY_MS);
      cancel = () => window.clearTimeout(handle);
    }
  };
  const stopWaiting = afterLoad(schedule);
  return () => {
    stopWaiting();
    cancel();
  };
}

/** Runs `task` once the page has loaded (at once if it has). Returns a cancel function. */
export function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => undefined;
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}

/**
 * Resolves in a new task (`scheduler.yield` where the browser has it, a zero timer otherwise), so
 * work split around it never makes one long task of a phone's start: input and paint run between.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
