import { describe, expect, it } from 'vitest';
import { clientInfoFrom } from './clientInfo';

describe('client identity headers', () => {
  it('names browser and system from the user agent, from = pc', () => {
    expect(clientInfoFrom('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      os: 'Android',
      from: 'pc',
    });
    expect(clientInfoFrom('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0')).toMatchObject({
      browser: 'WeChat',
      os: 'iOS',
    });
    expect(clientInfoFrom('curl/8')).toMatchObject({ browser: 'Other', os: 'Other' });
  });
});
