import { vi } from 'vitest';

/** What jsdom lacks and antd measures with (ResizeObserver, matchMedia), stubbed for one antd component test. */
export function stubAntdMeasuring(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}
