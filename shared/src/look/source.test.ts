import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../session/storage.js';
import { DEFAULT_LOOK, LAST_ORG_STORAGE_KEY, LOOK_KEPT_STORAGE_PREFIX } from './look.js';
import { createLookSource } from './source.js';

const ORG = '0b6a3f5e-8d1c-4c2a-9f4e-2a7b9c1d3e5f';
const answer = (primarycolor: string) => ({ setting: { data: JSON.stringify({ primarycolor }) } });

describe('the look source both learner apps read', () => {
  it('reads once per token, and before sign-in once per organisation, until it is forgotten', async () => {
    const calls: { org?: string }[] = [];
    const source = createLookSource({ fetch: async (query) => (calls.push(query), answer('#aa3300')), storage: createMemoryStorage() });
    await source.look('token-a', undefined);
    await source.look('token-a', undefined);
    await source.look('', ORG);
    await source.look('', ORG);
    expect(calls).toEqual([{}, { org: ORG }]);
    expect((await source.look('token-a', undefined)).look.primarycolor).toBe('#aa3300');
    source.forget();
    await source.look('token-a', undefined);
    expect(calls).toHaveLength(3);
  });

  it('answers the default look with the spec message when the call fails, and asks again next time', async () => {
    let fail = true;
    const source = createLookSource({
      fetch: async () => {
        if (fail) throw new Error('offline');
        return answer('#123456');
      },
      storage: createMemoryStorage(),
    });
    expect(await source.look('token', undefined)).toEqual({ look: DEFAULT_LOOK, error: 'learner.lookFailed' });
    fail = false;
    expect((await source.look('token', undefined)).look.primarycolor).toBe('#123456');
  });

  it('keeps the organisation this device last signed into, and says none when the storage fails', async () => {
    const storage = createMemoryStorage();
    const source = createLookSource({ fetch: async () => answer(''), storage });
    expect(await source.lastOrg()).toBeNull();
    await source.rememberOrg(ORG);
    expect(storage.dump()).toEqual({ [LAST_ORG_STORAGE_KEY]: ORG });
    expect(await source.lastOrg()).toBe(ORG);
    const broken = createLookSource({
      fetch: async () => answer(''),
      storage: { getItem: () => Promise.reject(new Error('denied')), setItem: () => Promise.reject(new Error('denied')), removeItem: () => undefined },
    });
    await expect(broken.rememberOrg(ORG)).resolves.toBeUndefined();
    expect(await broken.lastOrg()).toBeNull();
  });

  it('keeps each look read on the device and shows it, without a message, when a later read fails', async () => {
    const storage = createMemoryStorage();
    let online = true;
    let reads = 0;
    const fetch = async () => {
      reads += 1;
      if (!online) throw new Error('offline');
      return answer(reads < 3 ? '#aa3300' : '#003366');
    };
    expect((await createLookSource({ fetch, storage }).look('token-a', undefined, ORG)).look.primarycolor).toBe('#aa3300');
    online = false;
    // A cold start offline: a new source, the same device.
    const offline = createLookSource({ fetch, storage });
    expect(await offline.look('token-b', undefined, ORG)).toEqual({ look: { ...DEFAULT_LOOK, primarycolor: '#aa3300' }, error: null });
    // Another organisation was never read here: the default look and the message.
    expect(await offline.look('', 'another-org')).toEqual({ look: DEFAULT_LOOK, error: 'learner.lookFailed' });
    // The kept look stands in only until the network is back: the next read asks again.
    online = true;
    expect((await offline.look('token-b', undefined, ORG)).look.primarycolor).toBe('#003366');
    expect(await storage.getItem(`${LOOK_KEPT_STORAGE_PREFIX}${ORG}`)).toBe(JSON.stringify({ ...DEFAULT_LOOK, primarycolor: '#003366' }));
  });
});
