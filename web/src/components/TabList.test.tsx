// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountPoint, type MountPoint } from '../test/mount';
import { TabList } from './TabList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TABS = [
  { key: 'account', title: '账号登录' },
  { key: 'mobile', title: '短信登录' },
  { key: 'wechat', title: '扫码登录' },
] as const;

function Tabs() {
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('account');
  return <TabList tabs={TABS} active={active} onChange={setActive} />;
}

let mount: MountPoint;
beforeEach(() => {
  mount = mountPoint();
  act(() => mount.root.render(<Tabs />));
});
afterEach(() => mount.remove());

const tabs = () => [...mount.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected') === 'true');
const press = (key: string) => act(() => void document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

describe('TabList', () => {
  it('selects the tab clicked, and only that one takes the Tab key', () => {
    act(() => tabs()[1]!.click());
    expect(selected()).toEqual([false, true, false]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves with the arrow keys, Home and End, wrapping at both ends, and keeps focus on the selected tab', () => {
    act(() => tabs()[0]!.focus());
    press('ArrowLeft');
    expect(selected()).toEqual([false, false, true]);
    press('ArrowRight');
    expect(selected()).toEqual([true, false, false]);
    press('End');
    expect(selected()).toEqual([false, false, true]);
    press('Home');
    expect(selected()).toEqual([true, false, false]);
    expect(document.activeElement).toBe(tabs()[0]);
  });

  it('ignores other keys', () => {
    act(() => tabs()[0]!.focus());
    press('a');
    expect(selected()).toEqual([true, false, false]);
  });
});
