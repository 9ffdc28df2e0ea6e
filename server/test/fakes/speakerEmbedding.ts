import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseWav } from '../../src/providers/tts/wav.js';
import type { RunningFake } from './http.js';
import { speakerEmbedding } from './speakerFeatures.js';

export { speakerEmbedding } from './speakerFeatures.js';

/**
 * A fake on-premises speaker-embedding service (`POST /embed`, a 16 kHz mono WAV in, JSON
 * `{ embedding, model }` out; the contract of providers/voiceprint/embedding.ts) for tests: a real
 * HTTP server answering `speakerEmbedding` of the audio, scaled (not unit length, so the client must
 * normalise). It records every request, checks the bearer key when given one, and can be told to
 * answer an HTTP error, garbage or an embedding of another length, or to stall.
 */
export interface FakeSpeakerEmbeddingOptions {
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  port?: number;
}

export interface EmbedRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  /** The WAV's sample rate and channels, or null when the body was no 16-bit WAV. */
  sampleRate: number | null;
  channels: number | null;
  bytes: number;
}

export interface FakeSpeakerEmbedding extends RunningFake {
  requests: EmbedRequest[];
  /** While true, requests are held without an answer (to prove the client's timeout). */
  stall: boolean;
  /** While set, requests are answered with this HTTP status and `{ error }`. */
  failStatus: number | undefined;
  /** While true, answers are not JSON. */
  garbage: boolean;
  /** While set, embeddings are cut to this many numbers (another model's length). */
  truncateTo: number | undefined;
  /** While set, every answer is this embedding (a model's own numbers, whatever the audio). */
  answerWith: number[] | undefined;
}

export const FAKE_EMBEDDING_MODEL = 'fake-pitch-histogram-v1';
const SCALE = 3.5;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeSpeakerEmbedding(options: FakeSpeakerEmbeddingOptions = {}): Promise<FakeSpeakerEmbedding> {
  const state = {
    requests: [] as EmbedRequest[],
    stall: false,
    failStatus: undefined as number | undefined,
    garbage: false,
    truncateTo: undefined as number | undefined,
    answerWith: undefined as number[] | undefined,
  };

  const answer = (request: IncomingMessage, body: Buffer): [number, string] => {
    if (request.method !== 'POST' || request.url !== '/embed') return [404, JSON.stringify({ error: 'not found' })];
    const pcm = parseWav(body);
    state.requests.push({
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      sampleRate: pcm?.sampleRate ?? null,
      channels: pcm?.channels ?? null,
      bytes: body.length,
    });
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) return [401, JSON.stringify({ error: 'bad key' })];
    if (state.failStatus) return [state.failStatus, JSON.stringify({ error: `failing with ${state.failStatus}` })];
    if (state.garbage) return [200, '<html>not json</html>'];
    if (request.headers['content-type'] !== 'audio/wav' || !pcm || pcm.sampleRate !== 16_000 || pcm.channels !== 1) {
      return [415, JSON.stringify({ error: 'expected a 16 kHz mono 16-bit WAV' })];
    }
    const embedding = state.answerWith ?? speakerEmbedding(pcm.data).map((x) => x * SCALE);
    return [200, JSON.stringify({ embedding: embedding.slice(0, state.truncateTo ?? embedding.length), model: FAKE_EMBEDDING_MODEL })];
  };

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (state.stall) return; // never answered; closed with the server
      const [status, text] = answer(request, body);
      response.writeHead(status, { 'Content-Type': status === 200 && state.garbage ? 'text/html' : 'application/json; charset=utf-8' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
