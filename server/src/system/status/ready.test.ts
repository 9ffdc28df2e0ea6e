import { afterAll, describe, expect, it } from 'vitest';
import { seededDatabase, startTestServer, tempDir, testConfig } from '../../../test/harness.js';
import { startRedisServer } from '../../../test/support/engines.js';
import { startServer } from '../../server.js';

// The readiness check a load balancer asks before sending a process traffic (docs/deploy.md,
// "Health"): the database answers, and Redis where the processes are linked through it.

const ready = async (url: string) => {
  const response = await fetch(`${url}/api/ready`);
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/ready', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers 200 while the database answers, with no Redis where the processes are not linked', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.close());
    expect(await ready(server.url)).toEqual({ status: 200, cache: 'no-store', body: { successed: true, database: 'ok', redis: 'unused' } });
  });

  it('answers 503 naming the database once the database stops answering', async () => {
    const database = await seededDatabase();
    const data = await tempDir();
    // Gone for good: closed (and dropped, on a PostgreSQL server) once, whoever asks first.
    let gone: Promise<void> | undefined;
    const goAway = () => (gone ??= database.dispose());
    const server = await startServer({ config: testConfig({ DATA_DIR: data.dir }), database: { ...database, close: goAway } });
    cleanups.push(data.remove, server.close);
    expect((await ready(server.url)).status).toBe(200);

    await goAway();
    expect(await ready(server.url)).toMatchObject({ status: 503, body: { successed: false, errcode: 50302, errmsg: '数据库暂时无法连接，请稍后重试' } });
  });

  it('answers 503 naming Redis once the Redis server linking the processes is gone, and still stops', async () => {
    const redis = await startRedisServer();
    const server = await startTestServer({ env: { REDIS_URL: redis.url } });
    cleanups.push(server.close);
    expect((await ready(server.url)).body).toEqual({ successed: true, database: 'ok', redis: 'ok' });

    await redis.stop();
    await expect
      .poll(async () => (await ready(server.url)).body, { timeout: 30_000 })
      .toMatchObject({ errcode: 50303, errmsg: 'Redis 暂时无法连接，请稍后重试' });
    await server.close();
  });
});
