import type { VoiceprintConfig } from '../config.js';
import { networkError, ProviderError } from '../errors.js';
import { encodeWav, type Pcm16 } from '../tts/wav.js';
import type { EnrolledVoice, KnownVoice, Speaker, VoiceMatch, VoiceprintProvider } from './types.js';

type EmbeddingConfig = Extract<VoiceprintConfig, { provider: 'embedding' }>;

/** The answer of the embedding service. */
interface EmbedAnswer {
  embedding?: unknown;
  model?: unknown;
  error?: unknown;
}

/** A 0–100 score from the cosine of two unit vectors (opposite or unrelated voices score 0). */
export const cosineScore = (a: readonly number[], b: readonly number[]): number =>
  Math.round(
    Math.min(
      1,
      Math.max(
        0,
        a.reduce((sum, x, i) => sum + x * b[i]!, 0),
      ),
    ) * 100,
  );

/** The smallest normal 32-bit float: the `real[]` column refuses smaller numbers as out of range. */
const FLOAT32_MIN_NORMAL = 1.1754943508222875e-38;

/**
 * The vector scaled to unit length (L2), or null when it has no length. Components too small for a
 * 32-bit float become 0 (a model's tail can answer 1e-48), which changes no score.
 */
function normalised(vector: number[]): number[] | null {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  if (!(norm > 0 && Number.isFinite(norm))) return null;
  return vector.map((x) => (Math.abs(x / norm) < FLOAT32_MIN_NORMAL ? 0 : x / norm));
}

const badResponse = (message: string, code: string) => new ProviderError('voiceprint', 'badResponse', message, code);

/**
 * The private edition's voiceprint: a speaker-embedding service the operator runs on premises (any
 * model — ECAPA-TDNN, CAM++, ResNet — behind this contract), the embeddings kept by the caller in
 * PostgreSQL and compared here.
 *
 * The contract (docs/voiceprint.md):
 *
 *     POST {VOICEPRINT_EMBEDDING_URL}/embed
 *     Content-Type: audio/wav                 (16 kHz mono 16-bit PCM WAV, the whole recording)
 *     Authorization: Bearer <VOICEPRINT_EMBEDDING_KEY>   (only when a key is set)
 *
 *     200 {"embedding": [0.12, -0.03, …], "model": "cam++-zh-v1"}
 *     4xx/5xx {"error": "…"} (optional body)
 *
 * The embedding may have any length and scale (it is L2-normalised here) but must keep one length
 * for one model; scores are the cosine of two embeddings mapped to 0–100. A 5xx is an outage
 * (`unreachable`), another HTTP error `refused`, an answer without a usable embedding `badResponse`.
 */
export class EmbeddingVoiceprintProvider implements VoiceprintProvider {
  readonly name = 'embedding';

  constructor(private readonly config: Omit<EmbeddingConfig, 'provider'>) {}

  async enrol(_speaker: Speaker, audio: Pcm16): Promise<EnrolledVoice> {
    return { ref: '', embedding: await this.embed(audio) };
  }

  async verify(_orgId: string, voice: KnownVoice, audio: Pcm16): Promise<number> {
    const stored = storedEmbedding(voice);
    return this.score(stored, await this.embed(audio));
  }

  async identify(_orgId: string, voices: readonly KnownVoice[], audio: Pcm16): Promise<VoiceMatch[]> {
    if (voices.length === 0) return [];
    const stored = voices.map(storedEmbedding);
    const heard = await this.embed(audio);
    // A voiceprint another model made cannot be compared: it matches nothing rather than failing the others.
    const scoreOf = (embedding: readonly number[]) => (embedding.length === heard.length ? cosineScore(embedding, heard) : 0);
    return voices.map((voice, i) => ({ userId: voice.userId, score: scoreOf(stored[i]!) })).sort((a, b) => b.score - a.score);
  }

  async remove(_orgId: string, _voice: EnrolledVoice): Promise<void> {
    // The embedding lives only in the caller's row; the service keeps nothing to forget.
  }

  private score(stored: readonly number[], heard: readonly number[]): number {
    if (stored.length !== heard.length) {
      throw badResponse(`the embedding service answered ${heard.length} numbers, the voiceprint has ${stored.length} (another model?)`, 'DimensionMismatch');
    }
    return cosineScore(stored, heard);
  }

  /** The unit-length embedding of the audio, from the service. */
  private async embed(audio: Pcm16): Promise<number[]> {
    const { status, body } = await this.post(encodeWav(audio));
    if (status >= 400) {
      const message = typeof body?.error === 'string' ? body.error : `HTTP ${status}`;
      throw new ProviderError('voiceprint', status >= 500 ? 'unreachable' : 'refused', `embedding service refused: ${message}`, String(status));
    }
    const raw = body?.embedding;
    if (!Array.isArray(raw) || raw.length === 0 || !raw.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      throw badResponse('the embedding service answered no embedding', 'NoEmbedding');
    }
    const unit = normalised(raw as number[]);
    if (!unit) throw badResponse('the embedding service answered a zero embedding', 'ZeroEmbedding');
    return unit;
  }

  /** POSTs the WAV within the timeout; the answer's JSON (null when there is none). */
  private async post(wav: Buffer): Promise<{ status: number; body: EmbedAnswer | null }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.config.timeoutMs);
    const headers: Record<string, string> = { 'Content-Type': 'audio/wav', Accept: 'application/json' };
    if (this.config.apiKey) headers.Authorization = `Bearer ${this.config.apiKey}`;
    try {
      const response = await fetch(`${this.config.baseUrl}/embed`, { method: 'POST', headers, body: new Uint8Array(wav), signal: controller.signal });
      const text = await response.text();
      try {
        return { status: response.status, body: JSON.parse(text) as EmbedAnswer };
      } catch {
        if (!response.ok) return { status: response.status, body: null };
        throw badResponse(`the embedding service answered HTTP ${response.status} without JSON: ${text.slice(0, 120)}`, String(response.status));
      }
    } catch (error) {
      throw networkError('voiceprint', error, timedOut);
    } finally {
      clearTimeout(timer);
    }
  }
}

function storedEmbedding(voice: KnownVoice): number[] {
  if (!voice.embedding || voice.embedding.length === 0) {
    throw new ProviderError(
      'voiceprint',
      'badInput',
      `the voiceprint of user ${voice.userId} has no embedding (enrolled with another provider?)`,
      'NoEmbedding',
    );
  }
  return voice.embedding;
}
