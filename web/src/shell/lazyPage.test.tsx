// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, useT } from '../app';
import { localeFile } from '../test/locales';
import { lazyPage } from './lazyPage';
import { mountPoint } from '../test/mount';

// React's act() environment flag for a non-testing-library setup.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let remove: () => void;
/** Language files the fake server refuses, and those it holds back until released. */
let missing: Set<string>;
let held: Map<string, Promise<void>>;
let requested: string[];

function hold(file: string): () => void {
  let release = () => undefined as void;
  held.set(file, new Promise<void>((resolve) => (release = resolve)));
  return release;
}

function ExamLine() {
  const t = useT();
  return <p>{t('examLearner.waiting', { count: 2 })}</p>;
}

function PracticeLine() {
  const t = useT();
  return <p>{t('practiceLearner.entry')}</p>;
}

beforeEach(() => {
  missing = new Set();
  held = new Map();
  requested = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const file = /locales\/(.+)\.json$/.exec(input)?.[1] ?? input;
    requested.push(file);
    await held.get(file);
    return missing.has(file) ? new Response('not found', { status: 404 }) : (localeFile(input) ?? new Response('not found', { status: 404 }));
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  ({ container, root, remove } = mountPoint());
});

afterEach(() => {
  remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pages with their namespaces', () => {
  it('shows the spinner, never raw keys, until the page and its strings have loaded', async () => {
    const release = hold('zh-CN/exam');
    const Page = lazyPage(async () => ExamLine, ['exam']);
    await act(async () => root.render(<Page />));
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    expect(container.textContent).not.toContain('examLearner');

    await act(async () => {
      release();
      await i18n.loadNamespaces(['exam']);
    });
    expect(container.textContent).toBe('2个答案等待网络同步');
  });

  it('asks again on a later visit for strings that failed to load, and shows them when they arrive', async () => {
    missing.add('zh-CN/practice');
    const Page = lazyPage(async () => PracticeLine, ['practice']);
    await act(async () => root.render(<Page />));
    expect(requested).toEqual(['zh-CN/practice']);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not load zh-CN/practice'), expect.anything());
    act(() => root.render(null));

    missing.clear();
    const release = hold('zh-CN/practice');
    await act(async () => root.render(<Page />));
    expect(requested).toEqual(['zh-CN/practice', 'zh-CN/practice']);
    await act(async () => {
      release();
      // Waits for the same request (one in flight is not made twice).
      await i18n.loadNamespaces(['practice']);
    });
    expect(requested).toHaveLength(2);
    expect(container.textContent).toBe('自由练习');
  });
});
