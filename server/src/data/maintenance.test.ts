import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../test/harness.js';
import { consumeLoginKey, insertLoginKey } from './loginKeys.js';
import { pruneIdentityRows } from './maintenance.js';
import { countRateEvents, recordRateEvent } from './rateEvents.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.dispose());

const NOW = new Date('2026-06-01T08:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe('pruneIdentityRows', () => {
  it('deletes expired keys and events older than the kept window, and keeps the rest', async () => {
    const expired = randomUUID();
    const live = randomUUID();
    await insertLoginKey(database.db, { id: expired, key: 'k1', ip: '127.0.0.1', expiresAt: minutes(-1) });
    await insertLoginKey(database.db, { id: live, key: 'k2', ip: '127.0.0.1', expiresAt: minutes(5) });
    await recordRateEvent(database.db, 'login-failure:ip', '10.0.0.9', minutes(-3 * 24 * 60));
    await recordRateEvent(database.db, 'login-failure:ip', '10.0.0.9', minutes(-10));

    await pruneIdentityRows(database.db, NOW, minutes(-2 * 24 * 60));

    // A pruned key can no longer be used, even at a time it would have been valid.
    expect(await consumeLoginKey(database.db, expired, minutes(-2))).toBeUndefined();
    expect((await consumeLoginKey(database.db, live, NOW))?.id).toBe(live);
    expect(await countRateEvents(database.db, 'login-failure:ip', '10.0.0.9', minutes(-4 * 24 * 60))).toBe(1);
  });
});
