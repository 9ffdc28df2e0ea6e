import { RESOURCES, splitByNamespace, zhCN, zhTW, type Language, type Namespace } from '@peilian/shared';
import { commonZhCN } from '@peilian/shared/i18n/common';
import type { ReadCallback } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servingLocales } from '../test/locales';
import { localesBackend, localeUrl } from './localesBackend';

afterEach(() => {
  vi.restoreAllMocks();
});

/** One `read` of the backend, as i18next makes it, answered as a promise of (error, data). */
function read(backend: ReturnType<typeof localesBackend>, language: string, namespace: string) {
  return new Promise<Parameters<ReadCallback>>((resolve) => backend.read(language, namespace, (...answer) => resolve(answer)));
}

describe('language files backend', () => {
  it('answers zh-CN common from the bundle at once, without fetching', () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const callback = vi.fn<ReadCallback>();
    localesBackend({ fetch: fetchImpl }).read('zh-CN', 'common', callback);
    expect(callback).toHaveBeenCalledWith(null, commonZhCN);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('keeps the bundled zh-CN common equal to the common sections of zh-CN', () => {
    expect(commonZhCN).toEqual(splitByNamespace(zhCN).common);
  });

  it.each<[Language, Namespace]>([
    ['zh-CN', 'training'],
    ['zh-TW', 'common'],
    ['en', 'admin'],
  ])('fetches %s %s from its static file', async (language, namespace) => {
    const fetchImpl = vi.fn(servingLocales());
    const [error, data] = await read(localesBackend({ fetch: fetchImpl }), language, namespace);
    expect(error).toBeNull();
    expect(fetchImpl).toHaveBeenCalledWith(`/locales/${language}/${namespace}.json`);
    expect(data).toEqual(splitByNamespace(RESOURCES[language])[namespace]);
  });

  it('builds the file URL under the app base', () => {
    expect(localeUrl('en', 'exam', '/peilian/')).toBe('/peilian/locales/en/exam.json');
    expect(localeUrl('en', 'exam', '/')).toBe('/locales/en/exam.json');
    expect(localeUrl('zh-TW', 'common', '/peilian')).toBe('/peilian/locales/zh-TW/common.json');
  });

  it.each([
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', async () => new Response('missing', { status: 404 })],
    ['a file that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['JSON that is not a language resource', async () => Response.json({ hello: 'world' })],
    ['another namespace’s file', async () => Response.json(splitByNamespace(zhTW).admin)],
  ])('only logs %s and reports it to i18next without a retry', async (_case, fetchImpl: () => Promise<Response>) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [error, data] = await read(localesBackend({ fetch: fetchImpl }), 'en', 'training');
    expect(error).toBeInstanceOf(Error);
    // i18next retries a read whose data is truthy; false asks for none.
    expect(data).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not load en/training');
  });

  it('refuses a language or namespace it does not know, without fetching', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = vi.fn<typeof fetch>();
    const backend = localesBackend({ fetch: fetchImpl });
    await expect(read(backend, 'fr', 'common')).resolves.toEqual([expect.any(Error), false]);
    await expect(read(backend, 'en', 'translation')).resolves.toEqual([expect.any(Error), false]);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('answers the next read of a file fetched ahead from what was fetched, then fetches again', async () => {
    const fetchImpl = vi.fn(servingLocales());
    const backend = localesBackend({ fetch: fetchImpl });
    await backend.fetchAhead('zh-CN', ['training', 'practice']);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [error, data] = await read(backend, 'zh-CN', 'training');
    expect(error).toBeNull();
    expect(data).toEqual(splitByNamespace(RESOURCES['zh-CN']).training);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await read(backend, 'zh-CN', 'training');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not keep a file whose fetch ahead failed: the read asks again', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('offline')).mockImplementation(servingLocales());
    const backend = localesBackend({ fetch: fetchImpl });
    await backend.fetchAhead('zh-CN', ['training']);
    const [error, data] = await read(backend, 'zh-CN', 'training');
    expect(error).toBeNull();
    expect(data).toEqual(splitByNamespace(RESOURCES['zh-CN']).training);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
