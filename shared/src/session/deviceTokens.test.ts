import { describe, expect, it } from 'vitest';
import { createDeviceTokens, DEVICE_TOKENS_KEY } from './deviceTokens.js';
import { createMemoryStorage } from './storage.js';

describe('device tokens', () => {
  it('are kept per account as the server keys it, the newest replacing the older', async () => {
    const tokens = createDeviceTokens(createMemoryStorage());
    await tokens.remember(' Learner01 ', 'first');
    await tokens.remember('learner02', 'other');
    await tokens.remember('learner01', 'second');
    await expect(tokens.tokenFor('LEARNER01')).resolves.toBe('second');
    await expect(tokens.tokenFor('learner02')).resolves.toBe('other');
    await expect(tokens.tokenFor('nobody')).resolves.toBeUndefined();
  });

  it('keep ten accounts, forgetting the one signed in longest ago', async () => {
    const tokens = createDeviceTokens(createMemoryStorage());
    for (let index = 1; index <= 11; index += 1) await tokens.remember(`user${index}`, `token${index}`);
    await expect(tokens.tokenFor('user1')).resolves.toBeUndefined();
    await expect(tokens.tokenFor('user2')).resolves.toBe('token2');
    await expect(tokens.tokenFor('user11')).resolves.toBe('token11');
  });

  it("keep a sign-in answer's token, and nothing from an answer without one", async () => {
    const tokens = createDeviceTokens(createMemoryStorage());
    await tokens.keepFrom('learner01', { successed: true, devicetoken: 'answered' });
    await tokens.keepFrom('learner02', { successed: true, errcode: 3 });
    await tokens.keepFrom('learner03', { devicetoken: '' });
    await expect(tokens.tokenFor('learner01')).resolves.toBe('answered');
    await expect(tokens.tokenFor('learner02')).resolves.toBeUndefined();
    await expect(tokens.tokenFor('learner03')).resolves.toBeUndefined();
  });

  it('read damaged storage as empty', async () => {
    const tokens = createDeviceTokens(createMemoryStorage({ [DEVICE_TOKENS_KEY]: '{"not":"a list"' }));
    await expect(tokens.tokenFor('learner01')).resolves.toBeUndefined();
    await tokens.remember('learner01', 'fresh');
    await expect(tokens.tokenFor('learner01')).resolves.toBe('fresh');
  });
});
