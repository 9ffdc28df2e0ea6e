import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness.js';

// A server told to share its processes' notices through Redis does not start without it
// (docs/deploy.md, "When Redis is down"), and says why without printing the URL.

describe('REDIS_URL', () => {
  it('refuses to start when its Redis server cannot be reached, naming the variable and not the URL', async () => {
    const start = startTestServer({ env: { REDIS_URL: 'redis://:secret-password@127.0.0.1:1' } });
    await expect(start).rejects.toThrow(/^the Redis server of REDIS_URL cannot be reached \(/);
    await expect(start).rejects.not.toThrow(/secret-password/);
  });
});
