import { randomUUID } from 'node:crypto';
import { sendJson, startFakeServer, type RunningFake } from './http.js';

/**
 * A fake OpenAI-compatible chat endpoint (`POST /v1/chat/completions`) for tests: checks the bearer
 * key, the model and the messages, records every request, and answers canned completions — by
 * default a customer line, or a JSON array of rewordings when asked for similar speeches. It can be
 * told to stall or to answer late (to prove the callers' timeouts), or to answer an HTTP error.
 * `received` counts every completion request, also those it stalls, delays or fails.
 */
export interface FakeChatRequest {
  authorization: string;
  model: string;
  messages: { role: string; content: string }[];
  temperature: unknown;
  max_tokens: unknown;
  stream: unknown;
}

export interface FakeOpenAiOptions {
  apiKey?: string;
  port?: number;
}

export interface FakeOpenAi extends RunningFake {
  apiKey: string;
  requests: FakeChatRequest[];
  /** What the next completions say; null restores the canned answers. */
  answer: ((request: FakeChatRequest) => string) | null;
  /** While true, requests are held without an answer. */
  stall: boolean;
  /** While above 0, answers are sent this many ms late (dropped when the caller hangs up first). */
  delayMs: number;
  /** Completion requests received, whatever the answer (stalled, delayed and failed ones too). */
  received: number;
  /** While set, requests are answered with this HTTP status and an OpenAI-style error. */
  failStatus: number | undefined;
}

/** Canned rewordings: with a duplicate, quotes and spaces, as real models send now and then. */
export const CANNED_SIMILAR = [
  '“价格 有点高”',
  '能便宜一点吗',
  '能便宜一点吗',
  '太贵了',
  '有没有优惠',
  '再少一点吧',
  '价格能再谈谈吗',
  '可以打个折吗',
  '预算不太够',
  '别家更便宜',
  '有活动价吗',
  '能不能送点东西',
  '最低多少钱',
];
export const CANNED_CUSTOMER_LINE = '客户：“这个价格有点贵，能便宜点吗？”';

function cannedAnswer(request: FakeChatRequest): string {
  const last = request.messages.at(-1)?.content ?? '';
  if (last.includes('相似说法')) return `好的：\n\`\`\`json\n${JSON.stringify(CANNED_SIMILAR)}\n\`\`\``;
  return CANNED_CUSTOMER_LINE;
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? 'sk-fake-peilian';
  const requests: FakeChatRequest[] = [];
  const state = { answer: null as FakeOpenAi['answer'], stall: false, delayMs: 0, received: 0, failStatus: undefined as number | undefined };
  const error = (status: number, message: string, code: string) => ({ status, body: { error: { message, type: 'invalid_request_error', code } } });

  const running = await startFakeServer((request, url, body, response) => {
    if (request.method === 'GET' && url.pathname === '/__admin/requests') return sendJson(response, 200, requests);
    if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions')
      return sendJson(response, 404, { error: { message: 'not found', code: 'not_found' } });
    state.received += 1;
    if (state.stall) return; // never answered; closed with the server
    const refuse = ({ status, body: payload }: ReturnType<typeof error>) => sendJson(response, status, payload);
    if (state.failStatus) return refuse(error(state.failStatus, 'fake failure', 'server_error'));
    const authorization = request.headers.authorization ?? '';
    if (authorization !== `Bearer ${apiKey}`) return refuse(error(401, 'Incorrect API key provided', 'invalid_api_key'));
    let payload: Partial<FakeChatRequest>;
    try {
      payload = JSON.parse(body) as Partial<FakeChatRequest>;
    } catch {
      return refuse(error(400, 'body is not JSON', 'invalid_json'));
    }
    const messages = Array.isArray(payload.messages) ? payload.messages : [];
    if (!payload.model || messages.length === 0 || messages.some((m) => typeof m?.content !== 'string' || !['system', 'user', 'assistant'].includes(m.role))) {
      return refuse(error(400, 'model and messages are required', 'invalid_request'));
    }
    const chat: FakeChatRequest = {
      authorization,
      model: payload.model,
      messages,
      temperature: payload.temperature,
      max_tokens: payload.max_tokens,
      stream: payload.stream,
    };
    requests.push(chat);
    const content = (state.answer ?? cannedAnswer)(chat);
    const send = () =>
      sendJson(response, 200, {
        id: `chatcmpl-${randomUUID()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: chat.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    if (state.delayMs <= 0) return send();
    const timer = setTimeout(() => {
      if (!response.destroyed && !response.writableEnded) send();
    }, state.delayMs);
    response.on('close', () => clearTimeout(timer));
  }, options.port);

  return Object.assign(state, { ...running, apiKey, requests });
}
