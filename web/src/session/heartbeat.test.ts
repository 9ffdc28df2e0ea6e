import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeartbeat } from './heartbeat';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('online heartbeat', () => {
  it('beats at once and every 30 s until stopped', () => {
    const beat = vi.fn();
    const stop = startHeartbeat(beat, { visibility: new FakeDocument() as unknown as Document });
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(beat).toHaveBeenCalledTimes(4);
  });

  it('beats when the page becomes visible again, but not twice in a row', () => {
    const beat = vi.fn();
    const page = new FakeDocument();
    const stop = startHeartbeat(beat, { visibility: page as unknown as Document, now: () => Date.now() });
    vi.advanceTimersByTime(10_000);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(beat).toHaveBeenCalledTimes(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(beat).toHaveBeenCalledTimes(2);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(beat).toHaveBeenCalledTimes(2);
    stop();
    page.dispatchEvent(new Event('visibilitychange'));
    expect(beat).toHaveBeenCalledTimes(2);
  });
});
