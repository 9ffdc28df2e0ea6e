import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { createTickLoop } from '../lib/tickLoop.js';
import { createLogger } from '../logger.js';

// Prometheus metrics at /metrics (docs/deploy.md, "Metrics"): for this machine or a scraper with the
// token, never for anyone behind the proxy or without it.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('/metrics', () => {
  it("shows this machine request latency by route, the event loop's lag, open sockets, the pool and the jobs' ticks", async () => {
    server = await startTestServer();
    await server.fetch('/api/health');
    const job = createTickLoop({ job: 'metricsProbe', tickMs: 0, logger: createLogger('silent'), failure: 'probe failed', work: async () => ['one'] });
    await job.tick();
    const response = await server.fetch('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^peilian_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^peilian_sockets_connected \d+$/m);
    expect(text).toMatch(/^peilian_job_tick_duration_seconds_count\{job="metricsProbe",outcome="done"\} 1$/m);
    expect(text).toMatch(/^peilian_job_last_tick_timestamp_seconds\{job="metricsProbe"\} \d/m);
    if (server.database.kind === 'postgres') expect(text).toMatch(/^peilian_db_pool_connections\{state="total"\} [1-9]/m);
  });

  it('are the ones docs/deploy.md names, no more and no fewer', async () => {
    server = await startTestServer();
    const served = new Set([...(await (await server.fetch('/metrics')).text()).matchAll(/^# TYPE (peilian_\w+)/gm)].map((match) => match[1]));
    const deploy = readFileSync(fileURLToPath(new URL('../../../docs/deploy.md', import.meta.url)), 'utf8');
    const named = new Set([...deploy.matchAll(/`(peilian_\w+)`/g)].map((match) => match[1]));
    expect([...named].sort()).toEqual([...served].sort());
  });

  it('needs the bearer token when one is set, and is closed behind a proxy without one', async () => {
    const token = 'metrics-token-0123456789';
    server = await startTestServer({ env: { METRICS_TOKEN: token } });
    expect((await server.fetch('/metrics')).status).toBe(404);
    expect((await server.fetch('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(404);
    expect((await server.fetch('/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await server.close();

    server = await startTestServer({ env: { TRUST_PROXY: 'on' } });
    const refused = await server.fetch('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ successed: false });
  });
});
