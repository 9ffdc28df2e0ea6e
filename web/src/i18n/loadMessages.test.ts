import { en, zhCN, zhTW } from '@peilian/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, localeUrl } from './loadMessages';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('language loader', () => {
  it('answers zh-CN from the bundle without fetching', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(loadMessages('zh-CN', fetchImpl)).resolves.toBe(zhCN);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches other languages from their static file', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json(zhTW));
    await expect(loadMessages('zh-TW', fetchImpl)).resolves.toEqual(zhTW);
    expect(fetchImpl).toHaveBeenCalledWith('/locales/zh-TW.json');
  });

  it('builds the file URL under the app base', () => {
    expect(localeUrl('en', '/peilian/')).toBe('/peilian/locales/en.json');
    expect(localeUrl('en', '/')).toBe('/locales/en.json');
  });

  it.each([
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTTP error', async () => new Response('missing', { status: 404 })],
    ['a file that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['JSON that is not a language resource', async () => Response.json({ hello: 'world' })],
  ])('only logs %s and answers null', async (_case, fetchImpl: () => Promise<Response>) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadMessages('en', fetchImpl)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not load en');
  });

  it('loads English when the file is fine', async () => {
    await expect(loadMessages('en', async () => Response.json(en))).resolves.toMatchObject({ nav: { trainingCentre: 'Training Centre' } });
  });
});
