// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app';
import { servingLocales } from '../test/locales';
import { mountPoint, type MountPoint } from '../test/mount';
import { PullToRefresh } from './PullToRefresh';
import { PULL, pullAt } from './usePullToRefresh';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('pullAt', () => {
  it('follows the finger at half speed up to the maximum, asking to release past the threshold', () => {
    expect(pullAt(-10)).toEqual({ phase: 'idle', height: 0 });
    expect(pullAt(40)).toEqual({ phase: 'pulling', height: 20 });
    expect(pullAt(PULL.thresholdPx * 2)).toEqual({ phase: 'release', height: PULL.thresholdPx });
    expect(pullAt(1000)).toEqual({ phase: 'release', height: PULL.maxPx });
  });
});

/** A touch event at `y` (jsdom has no Touch constructor; the hook reads clientY only). */
function touch(type: string, y?: number): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  return event;
}

beforeAll(async () => {
  vi.stubGlobal('fetch', servingLocales());
  await i18n.loadNamespaces(['training']);
  vi.unstubAllGlobals();
});

let mount: MountPoint;
let refreshes: number;
let settle: () => void;

beforeEach(() => {
  refreshes = 0;
  mount = mountPoint();
  const onRefresh = () =>
    new Promise<void>((resolve) => {
      refreshes += 1;
      settle = resolve;
    });
  act(() =>
    mount.root.render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>packages</p>
      </PullToRefresh>,
    ),
  );
});
afterEach(() => mount.remove());

const area = () => mount.container.querySelector('.pull-refresh')!;
const head = () => mount.container.querySelector<HTMLElement>('[data-testid="pull-refresh"]')!;
const send = (event: Event) => act(() => void area().dispatchEvent(event));

describe('PullToRefresh', () => {
  it('refreshes once when pulled past the threshold, says so, and settles back', async () => {
    send(touch('touchstart', 100));
    const move = touch('touchmove', 100 + PULL.thresholdPx * 3);
    send(move);
    expect(move.defaultPrevented).toBe(true);
    expect(head().textContent).toBe('松开即可刷新');
    send(touch('touchend'));
    expect(refreshes).toBe(1);
    expect(head().textContent).toBe('加载中……');
    await act(async () => settle());
    expect(head().textContent).toBe('刷新成功');
    await act(() => new Promise((resolve) => setTimeout(resolve, PULL.doneMs + 20)));
    expect(head().textContent).toBe('');
    expect(head().style.height).toBe('0px');
  });

  it('does nothing for a short pull or an upward swipe', () => {
    send(touch('touchstart', 100));
    send(touch('touchmove', 130));
    expect(head().textContent).toBe('下拉刷新');
    send(touch('touchend'));
    send(touch('touchstart', 300));
    const up = touch('touchmove', 100);
    send(up);
    expect(up.defaultPrevented).toBe(false);
    send(touch('touchend'));
    expect(refreshes).toBe(0);
    expect(head().textContent).toBe('');
  });

  it('does not start a pull when the page is scrolled down', () => {
    const page = document.scrollingElement ?? document.documentElement;
    Object.defineProperty(page, 'scrollTop', { value: 200, configurable: true });
    try {
      send(touch('touchstart', 100));
      send(touch('touchmove', 400));
      send(touch('touchend'));
      expect(refreshes).toBe(0);
    } finally {
      delete (page as { scrollTop?: number }).scrollTop;
    }
  });
});
