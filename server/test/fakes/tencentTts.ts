import { randomUUID } from 'node:crypto';
import { encodeWav } from '../../src/providers/tts/wav.js';
import { sendJson, startFakeServer, type RunningFake } from './http.js';
import { checkSignature } from './tencentSms.js';

/**
 * A fake Tencent Cloud TTS endpoint (API 3.0, TextToVoice 2019-08-23) for tests: a real HTTP server
 * that checks the TC3-HMAC-SHA256 signature (the fake SMS endpoint's independent implementation)
 * and answers base64 WAV audio — a tone lasting 100 ms per character at the requested sample rate.
 */
export interface FakeTencentTtsOptions {
  secretId?: string;
  secretKey?: string;
  port?: number;
}

export interface TtsCall {
  text: string;
  voiceType: number;
  primaryLanguage: number;
  sampleRate: number;
  codec: string;
  speed: number;
}

export interface FakeTencentTts extends RunningFake {
  secretId: string;
  secretKey: string;
  calls: TtsCall[];
  /** While true, requests are held without an answer (to prove the client's timeout). */
  stall: boolean;
  /** While set, answers carry this instead of audio (to prove the client refuses it). */
  garbageAudio: string | undefined;
}

const MS_PER_CHARACTER = 100;
const TEXT_MAX = 150;

function toneWav(sampleRate: number, durationMs: number): Buffer {
  const samples = Math.round((sampleRate * durationMs) / 1000);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  return encodeWav({ sampleRate, channels: 1, data });
}

const tencentError = (code: string, message: string) => ({ Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() } });

export async function startFakeTencentTts(options: FakeTencentTtsOptions = {}): Promise<FakeTencentTts> {
  const secretId = options.secretId ?? 'AKIDfakettsfakettsfake';
  const secretKey = options.secretKey ?? 'fake-tencent-tts-key';
  const calls: TtsCall[] = [];
  const state = { stall: false, garbageAudio: undefined as string | undefined };

  const running = await startFakeServer((request, url, body, response) => {
    if (request.method === 'GET' && url.pathname === '/__admin/calls') return sendJson(response, 200, calls);
    if (request.method !== 'POST' || url.pathname !== '/') return sendJson(response, 404, tencentError('InvalidAction', 'not found'));
    if (state.stall) return; // never answered; closed with the server
    const signatureError = checkSignature(request, body, secretId, secretKey);
    if (signatureError) return sendJson(response, 200, tencentError(...signatureError));
    if (request.headers['x-tc-action'] !== 'TextToVoice' || request.headers['x-tc-version'] !== '2019-08-23') {
      return sendJson(response, 200, tencentError('InvalidAction', 'Only TextToVoice 2019-08-23 is faked'));
    }
    const payload = JSON.parse(body) as Record<string, unknown>;
    const text = typeof payload.Text === 'string' ? payload.Text : '';
    if (!text || typeof payload.SessionId !== 'string') return sendJson(response, 200, tencentError('MissingParameter', 'Text and SessionId are required'));
    if ([...text].length > TEXT_MAX) return sendJson(response, 200, tencentError('InvalidParameterValue.TextTooLong', 'Text too long'));
    const call: TtsCall = {
      text,
      voiceType: Number(payload.VoiceType ?? 0),
      primaryLanguage: Number(payload.PrimaryLanguage ?? 1),
      sampleRate: Number(payload.SampleRate ?? 16000),
      codec: String(payload.Codec ?? 'wav'),
      speed: Number(payload.Speed ?? 0),
    };
    calls.push(call);
    if (call.codec !== 'wav') return sendJson(response, 200, tencentError('UnsupportedOperation.CodecNotFaked', 'The fake answers wav only'));
    const audio = state.garbageAudio ?? toneWav(call.sampleRate, [...text].length * MS_PER_CHARACTER).toString('base64');
    sendJson(response, 200, { Response: { Audio: audio, SessionId: payload.SessionId, Subtitles: [], RequestId: randomUUID() } });
  }, options.port);

  return Object.assign(state, { ...running, secretId, secretKey, calls });
}
