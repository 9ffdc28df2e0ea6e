import { directPartsResponseSchema, ERRORS, uploadStatusResponseSchema } from '@peilian/shared';
import { login } from './auth.js';
import { startServerProcess, type RunningServer } from './server.js';

const MB = 1024 * 1024;
const RSS_SAMPLE_MS = 50;

export interface UploadBenchResult {
  /** `chunks` through the server (local disk), `direct` to the bucket (object storage). */
  mode: 'chunks' | 'direct';
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
  /** The file's bytes at `offset`: a PDF header first, then filler, made on the fly. */
  const bytesAt = (offset: number, length: number) =>
    offset === 0 ? Buffer.concat([Buffer.from('%PDF-1.4\n'), chunk.subarray(9, length)]) : chunk.subarray(0, length);
  let offset = 0;
  let chunks = 0;
  if (upload.mode === 'direct') {
    // Object storage: the parts go straight to the bucket; the server signs them and records their ETags.
    let sent: { partnumber: number; etag: string }[] = [];
    for (;;) {
      const next = directPartsResponseSchema.parse(await call('POST', `/api/admin/v3/upload/${upload.id}/parts`, JSON.stringify({ sent, count: 4 })));
      if (next.parts.length === 0) break;
      sent = [];
      for (const part of next.parts) {
        const response = await fetch(part.url, { method: 'PUT', body: new Uint8Array(bytesAt(part.offset, part.size)) });
        if (!response.ok) throw new Error(`part ${part.partnumber}: ${response.status} ${await response.text()}`);
        sent.push({ partnumber: part.partnumber, etag: response.headers.get('etag') ?? '' });
        chunks += 1;
      }
    }
  }
  while (upload.mode !== 'direct' && offset < size) {
    const length = Math.min(upload.chunksize, size - offset);
    const body = bytesAt(offset, length);
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
    mode: upload.mode ?? 'chunks',
    sizeMb,
    chunkMb: upload.chunksize / MB,
    chunks,
    seconds: Number(seconds.toFixed(2)),
    mbPerSecond: Number((sizeMb / seconds).toFixed(1)),
    completeMs: Math.round(finished - completing),
    serverRssMb: { before, peak },
  };
}

/** The upload throughput of a server of its own on `dataDir` (PGlite allows one process at a time); `env` picks its storage. */
export async function measureUploadThroughput(dataDir: string, sizeMb = 500, env: Record<string, string> = {}): Promise<UploadBenchResult> {
  const server = await startServerProcess(dataDir, env);
  try {
    return await runUploadBench(server, await login(server.url, 'superadmin', 'Peilian@2026'), sizeMb);
  } finally {
    await server.stop();
  }
}
