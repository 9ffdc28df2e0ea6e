import { ProviderError } from '../errors.js';
import { postJson } from '../http.js';
import type { ChatMessage } from './types.js';

export interface ChatClientOptions {
  /** e.g. https://api.deepseek.com, https://dashscope.aliyuncs.com/compatible-mode/v1, http://127.0.0.1:11434 */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  temperature: number;
  maxTokens: number;
}

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
  error?: { message?: string; code?: unknown; type?: string };
}

/** `{baseUrl}/v1/chat/completions`, or `{baseUrl}/chat/completions` when the base already names a version. */
export const chatCompletionsUrl = (baseUrl: string) => (/\/v\d+$/.test(baseUrl) ? `${baseUrl}/chat/completions` : `${baseUrl}/v1/chat/completions`);

/**
 * An OpenAI-compatible chat-completions client (DeepSeek, Qwen, vLLM, Ollama…): one POST, bearer
 * key, no streaming, a hard timeout. HTTP 5xx counts as an outage (`unreachable`), other errors as
 * `refused`.
 */
export class ChatClient {
  constructor(private readonly options: ChatClientOptions) {}

  async complete(
    messages: readonly ChatMessage[],
    overrides: { temperature?: number; maxTokens?: number; signal?: AbortSignal | undefined } = {},
  ): Promise<string> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const body = JSON.stringify({
      model: this.options.model,
      messages,
      temperature: overrides.temperature ?? this.options.temperature,
      max_tokens: overrides.maxTokens ?? this.options.maxTokens,
      stream: false,
    });
    const { status, body: answer } = await postJson('llm', chatCompletionsUrl(this.options.baseUrl), {
      headers,
      body,
      timeoutMs: this.options.timeoutMs,
      signal: overrides.signal,
    });
    const completion = (answer ?? {}) as CompletionBody;
    if (status >= 400 || completion.error) {
      const message = completion.error?.message ?? `HTTP ${status}`;
      throw new ProviderError('llm', status >= 500 ? 'unreachable' : 'refused', `LLM refused: ${message}`, String(completion.error?.code ?? status));
    }
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) throw new ProviderError('llm', 'badResponse', 'LLM answered no message content', 'NoContent');
    return content;
  }
}
