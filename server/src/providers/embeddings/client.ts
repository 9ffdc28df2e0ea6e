import { ProviderError } from '../errors.js';
import { postJson } from '../http.js';

export interface EmbeddingsClientOptions {
  /** e.g. https://api.openai.com, https://dashscope.aliyuncs.com/compatible-mode/v1, http://127.0.0.1:11434 */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Texts sent in one request at most. */
  batch: number;
}

/** The vectors of some texts, in their order, and the tokens the provider counted. */
export interface Embedded {
  vectors: number[][];
  tokens: number;
}

interface EmbeddingsBody {
  data?: { index?: unknown; embedding?: unknown }[];
  usage?: { prompt_tokens?: unknown; total_tokens?: unknown };
  error?: { message?: string; code?: unknown };
}

/** `{baseUrl}/v1/embeddings`, or `{baseUrl}/embeddings` when the base already names a version. */
export const embeddingsUrl = (baseUrl: string) => (/\/v\d+$/.test(baseUrl) ? `${baseUrl}/embeddings` : `${baseUrl}/v1/embeddings`);

/**
 * An OpenAI-compatible embeddings client (`POST /v1/embeddings`, bearer key, a hard timeout per
 * request): the texts go `batch` at a time, the vectors come back in the texts' order. HTTP 5xx is
 * an outage (`unreachable`), other errors `refused`, an answer without one vector per text `badResponse`.
 */
export class EmbeddingsClient {
  constructor(private readonly options: EmbeddingsClientOptions) {}

  get model(): string {
    return this.options.model;
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<Embedded> {
    const vectors: number[][] = [];
    let tokens = 0;
    for (let start = 0; start < texts.length; start += this.options.batch) {
      const part = await this.request(texts.slice(start, start + this.options.batch), signal);
      vectors.push(...part.vectors);
      tokens += part.tokens;
    }
    return { vectors, tokens };
  }

  private async request(input: readonly string[], signal: AbortSignal | undefined): Promise<Embedded> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const { status, body } = await postJson('embeddings', embeddingsUrl(this.options.baseUrl), {
      headers,
      body: JSON.stringify({ model: this.options.model, input, encoding_format: 'float' }),
      timeoutMs: this.options.timeoutMs,
      signal,
    });
    const answer = (body ?? {}) as EmbeddingsBody;
    if (status >= 400 || answer.error) {
      const message = answer.error?.message ?? `HTTP ${status}`;
      throw new ProviderError('embeddings', status >= 500 ? 'unreachable' : 'refused', `embeddings refused: ${message}`, String(answer.error?.code ?? status));
    }
    const vectors = vectorsOf(answer, input.length);
    return { vectors, tokens: Number(answer.usage?.prompt_tokens ?? answer.usage?.total_tokens) || 0 };
  }
}

/** One vector per text in the texts' order (providers may answer out of order, each item naming its index). */
function vectorsOf(answer: EmbeddingsBody, count: number): number[][] {
  const items = answer.data ?? [];
  const vectors: number[][] = new Array<number[]>(count);
  items.forEach((item, position) => {
    const index = typeof item.index === 'number' ? item.index : position;
    const embedding = item.embedding;
    if (Array.isArray(embedding) && embedding.every((value) => typeof value === 'number' && Number.isFinite(value)) && index >= 0 && index < count) {
      vectors[index] = embedding as number[];
    }
  });
  const dimension = vectors[0]?.length ?? 0;
  for (let i = 0; i < count; i++) {
    if (!vectors[i] || vectors[i]!.length === 0 || vectors[i]!.length !== dimension) {
      throw new ProviderError('embeddings', 'badResponse', `embeddings answered no usable vector for text ${i}`, 'NoVector');
    }
  }
  return vectors;
}
