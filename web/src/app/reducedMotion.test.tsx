// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountPoint, type MountPoint } from '../test/mount';
import { usePrefersReducedMotion } from './reducedMotion';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The system's reduced-motion setting as `matchMedia` reports it, which the test turns on and off. */
function systemSetting(initial: boolean) {
  const listeners = new Set<() => void>();
  let matches = initial;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(value: boolean) {
      matches = value;
      for (const listener of listeners) listener();
    },
  };
}

function Motion() {
  return <p>{usePrefersReducedMotion() ? 'reduced' : 'full'}</p>;
}

let mount: MountPoint;
beforeEach(() => {
  mount = mountPoint();
});
afterEach(() => mount.remove());

describe('usePrefersReducedMotion', () => {
  it('follows the system setting as it is turned on and off', () => {
    const setting = systemSetting(false);
    act(() => mount.root.render(<Motion />));
    expect(mount.container.textContent).toBe('full');
    act(() => setting.set(true));
    expect(mount.container.textContent).toBe('reduced');
    act(() => setting.set(false));
    expect(mount.container.textContent).toBe('full');
  });

  it('starts reduced when the system asks for it, and stops listening once unmounted', () => {
    const setting = systemSetting(true);
    act(() => mount.root.render(<Motion />));
    expect(mount.container.textContent).toBe('reduced');
    act(() => mount.root.render(<p />));
    expect(setting.listeners.size).toBe(0);
  });
});
