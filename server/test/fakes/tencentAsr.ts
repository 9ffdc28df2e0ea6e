import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RunningFake } from './http.js';

/**
 * A fake Tencent Cloud real-time ASR (WebSocket, `/asr/v2/<appid>`) for tests: checks the signed
 * URL (HMAC-SHA1, its own implementation), takes binary PCM frames, answers `slice_type` 0/1/2
 * results and `final: 1` after `{"type":"end"}`, with Tencent's error codes (4002 auth, 4001
 * parameters, 4010 unknown text message).
 *
 * "Recognition" is a lookup: `register(pcm, transcript)` — the same bytes streamed give that
 * transcript (partials are its prefix in proportion to the audio received). Audio a browser
 * resampled cannot match bytes, so `queue(transcript)` makes the next stream with unregistered
 * audio hear that transcript (partials: about four characters per second of audio). Other audio
 * gives an empty result, as silence would. As a process (`run.ts tencentAsr`):
 * `POST /__admin/transcripts {text, pcm?: base64}` registers (with pcm) or queues (without).
 */
export interface FakeTencentAsrOptions {
  appId?: string;
  secretId?: string;
  secretKey?: string;
  port?: number;
}

export interface AsrSession {
  engine: string;
  hotwords: string;
  voiceId: string;
  frames: number;
  bytes: number;
  ended: boolean;
}

export interface FakeTencentAsr extends RunningFake {
  appId: string;
  secretId: string;
  secretKey: string;
  sessions: AsrSession[];
  register(pcm: Buffer, transcript: string): void;
  queue(transcript: string): void;
  /** While true, `{"type":"end"}` gets no answer (to prove the client's timeout). */
  stallFinal: boolean;
  /** While set, the first audio frame is answered with this error code and the socket closed. */
  failOnAudio: number | undefined;
}

const ENGINES = /^16k_[a-z]{2,3}(?:[_-][A-Za-z]+)*$/;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Recomputes the URL signature; returns a Tencent error `[code, message]` or null. */
function checkUrl(request: IncomingMessage, appId: string, secretId: string, secretKey: string): [number, string] | null {
  const url = new URL(request.url ?? '/', 'ws://fake');
  if (url.pathname !== `/asr/v2/${appId}`) return [4003, 'AppID not found'];
  const params = url.searchParams;
  const signature = params.get('signature');
  if (!signature) return [4002, 'signature missing'];
  if (params.get('secretid') !== secretId) return [4002, 'secretid not found'];
  const now = Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(params.get('timestamp'))) > 300 || Number(params.get('expired')) <= now) return [4002, 'signature expired'];
  const names = [...params.keys()].filter((name) => name !== 'signature').sort();
  const raw = names.map((name) => `${name}=${params.get(name)}`).join('&');
  const expected = createHmac('sha1', secretKey).update(`${request.headers.host}${url.pathname}?${raw}`, 'utf8').digest('base64');
  if (expected !== signature) return [4002, '鉴权失败'];
  for (const name of ['voice_id', 'nonce', 'engine_model_type', 'voice_format']) if (!params.get(name)) return [4001, `${name} missing`];
  if (!ENGINES.test(params.get('engine_model_type')!)) return [4001, 'engine_model_type invalid'];
  if (params.get('voice_format') !== '1') return [4001, 'only voice_format=1 (pcm) is faked'];
  return null;
}

export async function startFakeTencentAsr(options: FakeTencentAsrOptions = {}): Promise<FakeTencentAsr> {
  const appId = options.appId ?? '1250000000';
  const secretId = options.secretId ?? 'AKIDfakeasrfakeasrfake';
  const secretKey = options.secretKey ?? 'fake-tencent-asr-key';
  const transcripts = new Map<string, { pcm: Buffer; text: string }>();
  const queued: string[] = [];
  const sessions: AsrSession[] = [];
  const state = { stallFinal: false, failOnAudio: undefined as number | undefined };

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/__admin/transcripts') return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const { text, pcm } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string; pcm?: string };
        if (typeof text !== 'string') throw new Error('text missing');
        if (pcm) transcripts.set(sha(Buffer.from(pcm, 'base64')), { pcm: Buffer.from(pcm, 'base64'), text });
        else queued.push(text);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      } catch (error) {
        response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ fakeError: String(error) }));
      }
    });
  });
  const wss = new WebSocketServer({ server, maxPayload: 256 * 1024 });

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const params = new URL(request.url ?? '/', 'ws://fake').searchParams;
    const voiceId = params.get('voice_id') ?? '';
    const reply = (body: Record<string, unknown>) =>
      socket.send(JSON.stringify({ code: 0, message: 'success', voice_id: voiceId, message_id: randomUUID(), ...body }));
    const refuse = (code: number, message: string) => {
      socket.send(JSON.stringify({ code, message, voice_id: voiceId }));
      socket.close();
    };
    const problem = checkUrl(request, appId, secretId, secretKey);
    if (problem) return refuse(...problem);
    const session: AsrSession = {
      engine: params.get('engine_model_type')!,
      hotwords: params.get('hotword_list') ?? '',
      voiceId,
      frames: 0,
      bytes: 0,
      ended: false,
    };
    sessions.push(session);
    const received: Buffer[] = [];
    let assigned: string | undefined;
    reply({});

    const heard = () => {
      const audio = Buffer.concat(received);
      const exact = transcripts.get(sha(audio));
      if (exact) return { text: exact.text, complete: true };
      for (const { pcm, text } of transcripts.values()) {
        if (pcm.length > audio.length && pcm.subarray(0, audio.length).equals(audio))
          return { text: text.slice(0, Math.floor((text.length * audio.length) / pcm.length)), complete: false };
      }
      if (audio.length > 0) assigned ??= queued.shift();
      if (assigned !== undefined) return { text: session.ended ? assigned : assigned.slice(0, Math.floor(audio.length / 32 / 250)), complete: session.ended };
      return { text: '', complete: false };
    };

    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (session.ended) return;
      if (isBinary) {
        if (state.failOnAudio !== undefined) return refuse(state.failOnAudio, 'fake failure on audio');
        if (data.length % 2 !== 0) return refuse(4007, 'audio decode failed');
        received.push(Buffer.from(data));
        session.frames += 1;
        session.bytes += data.length;
        const now = heard();
        reply({
          result: {
            slice_type: session.frames === 1 ? 0 : 1,
            index: 0,
            start_time: 0,
            end_time: Math.round(session.bytes / 32),
            voice_text_str: now.text,
            word_size: 0,
            word_list: [],
          },
        });
        return;
      }
      let message: { type?: string };
      try {
        message = JSON.parse(data.toString()) as { type?: string };
      } catch {
        return refuse(4010, 'unknown text message');
      }
      if (message.type !== 'end') return refuse(4010, 'unknown text message');
      session.ended = true;
      if (state.stallFinal) return;
      const result = heard();
      if (result.complete)
        reply({
          result: {
            slice_type: 2,
            index: 0,
            start_time: 0,
            end_time: Math.round(session.bytes / 32),
            voice_text_str: result.text,
            word_size: 0,
            word_list: [],
          },
        });
      reply({ final: 1 });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `ws://127.0.0.1:${port}`,
    appId,
    secretId,
    secretKey,
    sessions,
    register: (pcm: Buffer, text: string) => void transcripts.set(sha(pcm), { pcm, text }),
    queue: (text: string) => void queued.push(text),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
