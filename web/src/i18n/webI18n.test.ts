import { translatorOf } from '@peilian/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeFile } from '../test/locales';
import { localesBackend } from './localesBackend';
import { createWebI18n, type WebI18nOptions } from './webI18n';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A server of the language files whose answers a test can hold back (`hold('en/common')`) or
 * refuse (`missing`), recording the files asked for.
 */
function localesServer({ missing = [] as string[] } = {}) {
  const requested: string[] = [];
  const held = new Map<string, () => void>();
  const waiting = new Set<string>();
  const fetchImpl: typeof fetch = async (input) => {
    const url = String(input);
    const file = /locales\/(.+)\.json$/.exec(url)?.[1] ?? url;
    requested.push(file);
    if (waiting.has(file)) await new Promise<void>((resolve) => held.set(file, resolve));
    if (missing.includes(file)) return new Response('not found', { status: 404 });
    return localeFile(url) ?? new Response('not found', { status: 404 });
  };
  return {
    fetch: vi.fn(fetchImpl),
    requested,
    hold: (file: string) => waiting.add(file),
    release: (file: string) => held.get(file)?.(),
  };
}

function webI18n(server: ReturnType<typeof localesServer>, options: Partial<WebI18nOptions> = {}) {
  const i18n = createWebI18n({ backend: localesBackend({ fetch: server.fetch }), ...options });
  return { ...i18n, t: () => translatorOf(i18n.instance) };
}

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('interface language', () => {
  it('starts in zh-CN with the common strings at once, fetching nothing', () => {
    const server = localesServer();
    const i18n = webI18n(server);
    expect(i18n.language()).toBe('zh-CN');
    expect(i18n.t()('nav.trainingCentre')).toBe('培训中心');
    expect(i18n.t()('validation.accountLength', { min: 6, max: 50 })).toBe('账号长度为6到50个字符');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('loads an area’s namespace on demand', async () => {
    const server = localesServer();
    const i18n = webI18n(server);
    await i18n.loadNamespaces(['training']);
    expect(server.requested).toEqual(['zh-CN/training']);
    expect(i18n.t()('learnerTraining.centre.ranking')).toBe('排行榜');
  });

  it('switches only once every namespace in use has loaded, and reports the applied language', async () => {
    const server = localesServer();
    const onApplied = vi.fn();
    const i18n = webI18n(server, { onApplied });
    await i18n.loadNamespaces(['exam']);
    server.hold('en/exam');
    const change = i18n.change('en');
    await vi.waitFor(() => expect(server.requested).toContain('en/exam'));
    expect(i18n.language()).toBe('zh-CN');
    expect(i18n.t()('nav.trainingCentre')).toBe('培训中心');
    expect(onApplied).not.toHaveBeenCalled();

    server.release('en/exam');
    await expect(change).resolves.toBe(true);
    expect(i18n.language()).toBe('en');
    expect(i18n.t()('nav.trainingCentre')).toBe('Training Centre');
    expect(i18n.t()('examLearner.waiting', { count: 2 })).toBe('2 answers waiting for network');
    expect(onApplied).toHaveBeenCalledWith('en');
    // Only what is in use: no training, practice or admin strings.
    expect(server.requested.filter((file) => file.startsWith('en/')).sort()).toEqual(['en/common', 'en/exam']);
  });

  it('stays in the current language when one of its files fails to load, and asks again next time', async () => {
    const warn = quiet();
    const server = localesServer({ missing: ['en/training'] });
    const onApplied = vi.fn();
    const i18n = webI18n(server, { onApplied });
    await i18n.loadNamespaces(['training']);
    await expect(i18n.change('zh-TW')).resolves.toBe(true);
    await expect(i18n.change('en')).resolves.toBe(false);
    expect(i18n.language()).toBe('zh-TW');
    expect(i18n.t()('nav.trainingCentre')).toBe('培訓中心');
    expect(onApplied).toHaveBeenCalledWith('zh-TW');
    expect(onApplied).not.toHaveBeenCalledWith('en');
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not load en/training');

    server.requested.length = 0;
    await expect(i18n.change('en')).resolves.toBe(false);
    expect(server.requested).toEqual(['en/training']);
  });

  it('lets the last choice win when an earlier load answers late', async () => {
    const server = localesServer();
    const i18n = webI18n(server);
    server.hold('en/common');
    const slow = i18n.change('en');
    await expect(i18n.change('zh-TW')).resolves.toBe(true);
    server.release('en/common');
    await expect(slow).resolves.toBe(false);
    expect(i18n.language()).toBe('zh-TW');
    expect(i18n.t()('nav.trainingCentre')).toBe('培訓中心');
  });

  it('lets a return to the language on screen win over a pending change', async () => {
    const server = localesServer();
    const onApplied = vi.fn();
    const i18n = webI18n(server, { onApplied });
    server.hold('en/common');
    const slow = i18n.change('en');
    await expect(i18n.change('zh-CN')).resolves.toBe(true);
    server.release('en/common');
    await expect(slow).resolves.toBe(false);
    expect(i18n.language()).toBe('zh-CN');
    expect(onApplied.mock.calls).toEqual([['zh-CN']]);
  });

  it('loads for the new language a namespace an area added while the change was loading', async () => {
    const server = localesServer();
    const i18n = webI18n(server);
    server.hold('en/common');
    const change = i18n.change('en');
    await i18n.loadNamespaces(['practice']);
    server.release('en/common');
    await expect(change).resolves.toBe(true);
    expect(i18n.t()('practiceLearner.entry')).toBe('Free practice');
    expect(server.requested).toContain('en/practice');
  });

  it('only logs a namespace file that is missing, and asks for it again on the next visit', async () => {
    const warn = quiet();
    const missing = ['zh-CN/exam'];
    const server = localesServer({ missing });
    const i18n = webI18n(server);
    await expect(i18n.loadNamespaces(['exam'])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not load zh-CN/exam');
    expect(i18n.language()).toBe('zh-CN');
    expect(i18n.t()('nav.trainingCentre')).toBe('培训中心');

    missing.length = 0;
    await i18n.loadNamespaces(['exam']);
    expect(server.requested).toEqual(['zh-CN/exam', 'zh-CN/exam']);
    expect(i18n.t()('examLearner.waiting', { count: 2 })).toBe('2个答案等待网络同步');
  });

  it('does not fetch a namespace again once it has loaded', async () => {
    const server = localesServer();
    const i18n = webI18n(server);
    await i18n.loadNamespaces(['practice']);
    await i18n.loadNamespaces(['practice', 'training']);
    expect(server.requested).toEqual(['zh-CN/practice', 'zh-CN/training']);
  });
});
