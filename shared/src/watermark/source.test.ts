import { describe, expect, it } from 'vitest';
import { bindEndpoints, createApiClient } from '../api/index.js';
import { LEARNER_ENDPOINTS } from '../endpoints/index.js';
import { createMemoryStorage } from '../session/storage.js';
import { createWatermarkSource, FALLBACK_WATERMARK, WATERMARK_STORAGE_KEY } from './source.js';

/** The table's `waterConfig` over a fake server answering in turn; an Error is a network failure. */
function fakeApi(answers: unknown[]) {
  const paths: string[] = [];
  const client = createApiClient({
    transport: (request) => {
      paths.push(request.url.replace('http://server.test/', ''));
      const answer = answers.shift();
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ status: 200, data: answer });
    },
    baseUrl: 'http://server.test',
    client: { browser: 'WeChat', os: 'iOS', from: 'mini' },
    getToken: () => 't',
  });
  const { session } = bindEndpoints(client, LEARNER_ENDPOINTS);
  return { paths, fetch: () => session.waterConfig() };
}

const on = { successed: true, waterconfig: { waterprint: 1, watertext: '内部资料' } };
const off = { successed: true, waterconfig: { waterprint: 0, watertext: '' } };
const org = (token: string, orgid = 'org-1') => ({ token, orgid });

describe('watermark setting', () => {
  it('is fetched once per session token', async () => {
    const api = fakeApi([on, off]);
    const source = createWatermarkSource({ fetch: api.fetch, storage: createMemoryStorage() });
    expect(await source.config(org('t1'))).toEqual({ waterprint: 1, watertext: '内部资料' });
    expect(await source.config(org('t1'))).toEqual({ waterprint: 1, watertext: '内部资料' });
    expect(await source.config(org('t2'))).toEqual({ waterprint: 0, watertext: '' });
    expect(api.paths).toEqual(['api/common/setting/waterconfig', 'api/common/setting/waterconfig']);
  });

  it('falls back to the name and date when nothing is known, and asks again next time', async () => {
    const api = fakeApi([new Error('offline'), { successed: true, waterconfig: { waterprint: 3 } }, on]);
    const source = createWatermarkSource({ fetch: api.fetch, storage: createMemoryStorage() });
    expect(await source.config(org('t1'))).toEqual(FALLBACK_WATERMARK);
    expect(await source.config(org('t1'))).toEqual(FALLBACK_WATERMARK);
    expect(await source.config(org('t1'))).toEqual({ waterprint: 1, watertext: '内部资料' });
    expect(api.paths).toHaveLength(3);
  });

  it('keeps the last setting of each organisation on the device for when it cannot be fetched', async () => {
    const storage = createMemoryStorage();
    const online = createWatermarkSource({ fetch: fakeApi([on, off]).fetch, storage });
    await online.config(org('t1', 'org-1'));
    await online.config(org('t2', 'org-2'));
    // A new start of the app, offline.
    const offline = createWatermarkSource({ fetch: fakeApi([new Error('offline'), new Error('offline'), new Error('offline')]).fetch, storage });
    expect(await offline.config(org('t3', 'org-1'))).toEqual(on.waterconfig);
    expect(await offline.config(org('t4', 'org-2'))).toEqual(off.waterconfig);
    expect(await offline.config(org('t5', 'org-3'))).toEqual(FALLBACK_WATERMARK);
  });

  it('ignores a stored record it cannot read', async () => {
    for (const stored of [
      'not json',
      JSON.stringify({ version: 0, byOrg: { 'org-1': off.waterconfig } }),
      JSON.stringify({ version: 1, byOrg: { 'org-1': { waterprint: 'yes' } } }),
    ]) {
      const storage = createMemoryStorage({ [WATERMARK_STORAGE_KEY]: stored });
      const source = createWatermarkSource({ fetch: fakeApi([new Error('offline')]).fetch, storage });
      expect(await source.config(org('t1'))).toEqual(FALLBACK_WATERMARK);
    }
  });
});

describe('watermark setting, once forgotten', () => {
  it('is fetched again for the same session', async () => {
    const api = fakeApi([on, off]);
    const source = createWatermarkSource({ fetch: api.fetch, storage: createMemoryStorage() });
    expect(await source.config(org('t1'))).toEqual(on.waterconfig);
    source.forget();
    expect(await source.config(org('t1'))).toEqual(off.waterconfig);
    expect(api.paths).toHaveLength(2);
  });
});
