import http from 'node:http';

export interface LoadResult {
  path: string;
  connections: number;
  durationS: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(3));
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'accept-language': 'zh-CN', ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
  });
}

/**
 * Closed-loop load: `connections` keep-alive clients each send the next request as soon as the last
 * answers, for `durationS` seconds after a one-second warm-up. Latency is per request.
 */
export async function runLoad(base: string, path: string, connections: number, durationS: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  const url = new URL(path, base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) await once(agent, url, headers);

  const end = performance.now() + durationS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const good = await once(agent, url, headers);
        latencies.push(performance.now() - t0);
        if (!good) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    path,
    connections,
    durationS: Number(elapsed.toFixed(2)),
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    latencyMs: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
    },
  };
}
