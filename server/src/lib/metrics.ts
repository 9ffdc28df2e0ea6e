import client from 'prom-client';

/**
 * Prometheus metrics (docs/deploy.md, "Metrics"), in prom-client's global registry so that the
 * primary of several processes can add theirs up: Node's own (event-loop lag, heap, GC, CPU), request
 * latency by route, open sockets, database pool use and the durable jobs' ticks.
 */
export const register = client.register;
client.collectDefaultMetrics({ register });

export const requestSeconds = new client.Histogram({
  name: 'peilian_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Sources of a gauge read at each scrape: one per running server of this process (tests run several). */
function sourcedGauge<Labels extends string>(name: string, help: string, labelNames: readonly Labels[]) {
  const sources = new Set<(set: (labels: Partial<Record<Labels, string>>, value: number) => void) => void>();
  new client.Gauge<Labels>({
    name,
    help,
    labelNames,
    collect() {
      this.reset();
      for (const source of sources) source((labels, value) => this.inc(labels, value));
    },
  });
  return (source: (set: (labels: Partial<Record<Labels, string>>, value: number) => void) => void) => {
    sources.add(source);
    return () => void sources.delete(source);
  };
}

const watchSocketsSource = sourcedGauge('peilian_sockets_connected', 'Open socket.io connections', []);

/** Counts the open sockets of a socket.io server until the answer is called. */
export const watchSockets = (count: () => number): (() => void) => watchSocketsSource((set) => set({}, count()));

const watchPoolSource = sourcedGauge('peilian_db_pool_connections', 'PostgreSQL pool connections by state (total, idle, waiting)', ['state']);

/** Reports a database pool's connections until the answer is called. */
export function watchPool(stats: () => { total: number; idle: number; waiting: number }): () => void {
  return watchPoolSource((set) => {
    const { total, idle, waiting } = stats();
    set({ state: 'total' }, total);
    set({ state: 'idle' }, idle);
    set({ state: 'waiting' }, waiting);
  });
}

const jobTickSeconds = new client.Histogram({
  name: 'peilian_job_tick_duration_seconds',
  help: 'How long each tick of a durable job took, by outcome',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
});
const jobLastTick = new client.Gauge({
  name: 'peilian_job_last_tick_timestamp_seconds',
  help: 'When a durable job last finished a tick (its lag: time() minus this)',
  labelNames: ['job'] as const,
  aggregator: 'max',
});

/** Records one tick of a durable job. */
export function recordJobTick(job: string, seconds: number, outcome: 'done' | 'failed'): void {
  jobTickSeconds.observe({ job, outcome }, seconds);
  if (outcome === 'done') jobLastTick.set({ job }, Date.now() / 1000);
}
