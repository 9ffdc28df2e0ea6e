import { describe, expect, it } from 'vitest';
import { KEY_AHEAD_MARGIN_S, loginKeyAhead } from './loginKeyAhead.js';

/** A key server that numbers its keys and can be told to fail the next request. */
function keyServer() {
  let issued = 0;
  let failNext = false;
  return {
    get issued() {
      return issued;
    },
    failNext: () => void (failNext = true),
    fetchKey: async () => {
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      issued += 1;
      return { randomkey: `k${issued}`, expiresIn: 300 };
    },
  };
}

describe('loginKeyAhead', () => {
  it('uses the key fetched while the form was filled, once', async () => {
    const server = keyServer();
    const ahead = loginKeyAhead(server.fetchKey, () => 0);
    ahead.warm();
    ahead.warm();
    expect(server.issued).toBe(1);
    await expect(ahead.take()).resolves.toEqual({ randomkey: 'k1', expiresIn: 300 });
    // Single use: the next sign-in gets a new key.
    await expect(ahead.take()).resolves.toMatchObject({ randomkey: 'k2' });
  });

  it('fetches a new key when the kept one has too little life left', async () => {
    const server = keyServer();
    let clock = 0;
    const ahead = loginKeyAhead(server.fetchKey, () => clock);
    ahead.warm();
    clock = (300 - KEY_AHEAD_MARGIN_S) * 1000;
    await expect(ahead.take()).resolves.toMatchObject({ randomkey: 'k2' });
  });

  it('fetches a new key when the one asked ahead never came, and warms again after a failure', async () => {
    const server = keyServer();
    const ahead = loginKeyAhead(server.fetchKey, () => 0);
    server.failNext();
    ahead.warm();
    await expect(ahead.take()).resolves.toMatchObject({ randomkey: 'k1' });
    server.failNext();
    ahead.warm();
    await Promise.resolve();
    await Promise.resolve();
    ahead.warm();
    await expect(ahead.take()).resolves.toMatchObject({ randomkey: 'k2' });
    expect(server.issued).toBe(2);
  });

  it('fetches a key when none was asked ahead', async () => {
    const server = keyServer();
    await expect(loginKeyAhead(server.fetchKey).take()).resolves.toMatchObject({ randomkey: 'k1' });
  });
});
