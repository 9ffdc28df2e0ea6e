import { EventSourceParserStream } from 'eventsource-parser/stream';
import { networkError, ProviderError } from '../errors.js';
import { postJson } from '../http.js';
import type { ChatMessage, ChatUsage } from './types.js';

export interface ChatClientOptions {
  /** e.g. https://api.deepseek.com, https://dashscope.aliyuncs.com/compatible-mode/v1, http://127.0.0.1:11434 */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  temperature: number;
  maxTokens: number;
}

interface ProviderRefusal {
  error?: { message?: string; code?: unknown; type?: string };
}

/** The tokens an answer used, as OpenAI-compatible providers report them. */
type ReportedUsage = { prompt_tokens?: unknown; completion_tokens?: unknown } | null;

interface CompletionBody extends ProviderRefusal {
  choices?: { message?: { content?: unknown } }[];
  usage?: ReportedUsage;
}

/** One event of a streamed completion (`chat.completion.chunk`). */
interface ChunkBody extends ProviderRefusal {
  choices?: { delta?: { content?: unknown } }[];
  usage?: ReportedUsage;
}

type Overrides = { temperature?: number; maxTokens?: number; signal?: AbortSignal | undefined };

/** `{baseUrl}/v1/chat/completions`, or `{baseUrl}/chat/completions` when the base already names a version. */
export const chatCompletionsUrl = (baseUrl: string) => (/\/v\d+$/.test(baseUrl) ? `${baseUrl}/chat/completions` : `${baseUrl}/v1/chat/completions`);

/**
 * An OpenAI-compatible chat-completions client (DeepSeek, Qwen, vLLM, Ollama…): bearer key, a
 * hard timeout, the whole answer at once (`complete`) or as it is written (`stream`). HTTP 5xx
 * counts as an outage (`unreachable`), other errors as `refused`.
 */
export class ChatClient {
  constructor(private readonly options: ChatClientOptions) {}

  async complete(messages: readonly ChatMessage[], overrides: Overrides = {}): Promise<string> {
    return (await this.completion(messages, overrides)).content;
  }

  /** The whole answer at once, with the tokens it used when the provider reports them. */
  async completion(messages: readonly ChatMessage[], overrides: Overrides = {}): Promise<{ content: string; usage: ChatUsage | undefined }> {
    const { status, body: answer } = await postJson('llm', chatCompletionsUrl(this.options.baseUrl), {
      headers: this.headers(),
      body: this.body(messages, overrides, false),
      timeoutMs: this.options.timeoutMs,
      signal: overrides.signal,
    });
    const completion = (answer ?? {}) as CompletionBody;
    return { content: contentOf(completion, status), usage: usageOf(completion.usage) };
  }

  /**
   * The answer as the model writes it (`stream: true`, server-sent events): its pieces of text in
   * order, then the tokens it used when the provider reports them. The timeout bounds the wait for
   * every event, the first included; the caller's signal (a learner interrupting) or leaving the
   * loop early stops the request at once.
   */
  async *stream(messages: readonly ChatMessage[], overrides: Overrides = {}): AsyncGenerator<string, ChatUsage | undefined> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.options.timeoutMs);
    };
    const onAbort = () => controller.abort();
    overrides.signal?.addEventListener('abort', onAbort, { once: true });
    if (overrides.signal?.aborted) controller.abort();
    wait();
    try {
      const response = await fetch(chatCompletionsUrl(this.options.baseUrl), {
        method: 'POST',
        headers: this.headers(),
        body: this.body(messages, overrides, true),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw refusal(response.status, parsed<ProviderRefusal>(await response.text()) ?? {});
      // A provider that does not stream answers the whole completion at once.
      if (response.headers.get('content-type')?.includes('application/json')) {
        yield contentOf(parsed<CompletionBody>(await response.text()) ?? {}, response.status);
        return undefined;
      }
      return yield* streamedPieces(response.body, response.status, wait);
    } catch (error) {
      throw networkError('llm', error, timedOut || overrides.signal?.aborted === true);
    } finally {
      clearTimeout(timer);
      overrides.signal?.removeEventListener('abort', onAbort);
      controller.abort();
    }
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    return headers;
  }

  private body(messages: readonly ChatMessage[], overrides: Overrides, stream: boolean): string {
    return JSON.stringify({
      model: this.options.model,
      messages,
      temperature: overrides.temperature ?? this.options.temperature,
      max_tokens: overrides.maxTokens ?? this.options.maxTokens,
      stream,
      // A streamed answer reports its tokens in a last event only when asked to.
      ...(stream ? { stream_options: { include_usage: true } } : {}),
    });
  }
}

/** The pieces of text of a streamed completion, in order, then the tokens it used; `heard` is told of every event. */
async function* streamedPieces(body: NonNullable<Response['body']>, status: number, heard: () => void): AsyncGenerator<string, ChatUsage | undefined> {
  let usage: ChatUsage | undefined;
  let written = false;
  const events = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (let next = await events.read(); !next.done; next = await events.read()) {
    heard();
    if (next.value.data === '[DONE]') break;
    const chunk = parsed<ChunkBody>(next.value.data);
    if (!chunk) throw new ProviderError('llm', 'badResponse', `LLM streamed an event that is not JSON: ${next.value.data.slice(0, 120)}`, 'BadEvent');
    if (chunk.error) throw refusal(status, chunk);
    usage = usageOf(chunk.usage) ?? usage;
    const piece = chunk.choices?.[0]?.delta?.content;
    if (typeof piece !== 'string' || !piece) continue;
    written = true;
    yield piece;
  }
  if (!written) throw noContent();
  return usage;
}

function usageOf(reported: ReportedUsage | undefined): ChatUsage | undefined {
  if (!reported) return undefined;
  return { promptTokens: Number(reported.prompt_tokens) || 0, completionTokens: Number(reported.completion_tokens) || 0 };
}

/** The message of a whole completion. */
function contentOf(completion: CompletionBody, status: number): string {
  if (status >= 400 || completion.error) throw refusal(status, completion);
  const content = completion.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw noContent();
  return content;
}

const noContent = () => new ProviderError('llm', 'badResponse', 'LLM answered no message content', 'NoContent');

/** The provider's error answer as a `ProviderError`: 5xx an outage, the rest a refusal. */
function refusal(status: number, answer: ProviderRefusal): ProviderError {
  const message = answer.error?.message ?? `HTTP ${status}`;
  return new ProviderError('llm', status >= 500 ? 'unreachable' : 'refused', `LLM refused: ${message}`, String(answer.error?.code ?? status));
}

function parsed<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
