import { ERRORS, uploadStatusResponseSchema } from '@peilian/shared';
import { login } from './auth.js';
import { startServerProcess, type RunningServer } from './server.js';

const MB = 1024 * 1024;
const RSS_SAMPLE_MS = 50;

export interface UploadBenchResult {
  sizeMb: number;
  chunkMb: number;
  chunks: number;
  /** From the create call to the completed media row. */
  seconds: number;
  mbPerSecond: number;
  /** The complete call alone: content check and the move into storage. */
  completeMs: number;
  serverRssMb: { before: number; peak: number };
}

/** Samples the server's resident memory until stopped; the peak is what matters. */
function sampleRss(server: RunningServer): { stop(): number } {
  let peak = server.rssMb();
  const timer = setInterval(() => (peak = Math.max(peak, server.rssMb())), RSS_SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, server.rssMb());
    },
  };
}

/**
 * Uploads one file of `sizeMb` through the resumable upload calls as the admin page does: create,
 * PUT chunks of the size the server asks for, one after another, complete. The bytes are made on
 * the fly (a PDF header, then filler), so the client holds one chunk at a time, like a browser
 * slicing a File.
 */
export async function runUploadBench(server: RunningServer, token: string, sizeMb: number): Promise<UploadBenchResult> {
  const size = sizeMb * MB;
  const call = async (method: string, path: string, body?: string | Uint8Array, type = 'application/json') => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { token, 'content-type': type }, body });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const before = server.rssMb();
  const rss = sampleRss(server);
  const started = performance.now();
  const upload = uploadStatusResponseSchema.parse(await call('POST', '/api/admin/v3/upload', JSON.stringify({ kind: 'file', filename: 'bench.pdf', size })));
  const chunk = Buffer.alloc(upload.chunksize, 0x20);
  let offset = 0;
  let chunks = 0;
  while (offset < size) {
    const length = Math.min(upload.chunksize, size - offset);
    const body = offset === 0 ? Buffer.concat([Buffer.from('%PDF-1.4\n'), chunk.subarray(9, length)]) : chunk.subarray(0, length);
    const status = uploadStatusResponseSchema.parse(
      await call('PUT', `/api/admin/v3/upload/${upload.id}?offset=${offset}`, new Uint8Array(body), 'application/octet-stream'),
    );
    offset = status.received;
    chunks += 1;
  }
  const completing = performance.now();
  const done = await call('POST', `/api/admin/v3/upload/${upload.id}/complete`, JSON.stringify({ name: 'bench' }));
  if (done.successed !== true)
    throw new Error(`complete failed: errcode ${String(done.errcode)} (${ERRORS['errors.library.contentMismatch'].errcode} = content check)`);
  const finished = performance.now();
  const peak = rss.stop();
  const seconds = (finished - started) / 1000;
  return {
    sizeMb,
    chunkMb: upload.chunksize / MB,
    chunks,
    seconds: Number(seconds.toFixed(2)),
    mbPerSecond: Number((sizeMb / seconds).toFixed(1)),
    completeMs: Math.round(finished - completing),
    serverRssMb: { before, peak },
  };
}

/** The upload throughput of a server of its own on `dataDir` (PGlite allows one process at a time). */
export async function measureUploadThroughput(dataDir: string, sizeMb = 500): Promise<UploadBenchResult> {
  const server = await startServerProcess(dataDir);
  try {
    return await runUploadBench(server, await login(server.url, 'superadmin', 'Peilian@2026'), sizeMb);
  } finally {
    await server.stop();
  }
}
