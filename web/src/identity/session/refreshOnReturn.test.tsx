// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPoint, type MountPoint } from '../../test/mount';
import { useRefreshOnReturn } from './refreshOnReturn';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

/** The user leaves the tab and comes back `awayMs` later. */
function leaveAndReturn(awayMs: number) {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  vi.advanceTimersByTime(awayMs);
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
}

function Reader({ refresh }: { refresh: () => void }) {
  useRefreshOnReturn(refresh, 30_000);
  return null;
}

let mount: MountPoint;
beforeEach(() => {
  vi.useFakeTimers();
  mount = mountPoint();
});
afterEach(() => {
  mount.remove();
  vi.useRealTimers();
});

describe('a setting read again when the user returns to the tab', () => {
  it('is read again after 30 s away, not after a short look elsewhere', () => {
    const refresh = vi.fn();
    act(() => mount.root.render(<Reader refresh={refresh} />));
    leaveAndReturn(5_000);
    expect(refresh).not.toHaveBeenCalled();
    leaveAndReturn(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    leaveAndReturn(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops listening once the page is gone', () => {
    const refresh = vi.fn();
    act(() => mount.root.render(<Reader refresh={refresh} />));
    act(() => mount.root.render(null));
    leaveAndReturn(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
