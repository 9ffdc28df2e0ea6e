import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { generatedAnswer, GENERATION_MARK } from './generatedQuestions.js';
import { sendJson, startFakeServer, type RunningFake } from './http.js';

/**
 * A fake OpenAI-compatible chat endpoint (`POST /v1/chat/completions`) for tests: checks the bearer
 * key, the model and the messages, records every request, and answers canned completions — by
 * default a customer line, or a JSON array of rewordings when asked for similar speeches. It can be
 * told to stall or to answer late (to prove the callers' timeouts), or to answer an HTTP error.
 * `received` counts every completion request, also those it stalls, delays or fails. Asked to
 * stream, it writes the answer as server-sent events one token at a time (a Chinese character, or
 * an English word with its space), the first after `firstTokenMs` and then `tokensPerSecond`, and
 * the tokens used last when asked for them (`stream_options.include_usage`). A role-play's chat
 * (its system message plays a customer in a practice call) gets a canned three-sentence reply; a
 * collected call's transcript asked to become a scenario gets a draft of its customer/salesperson turns; a
 * knowledge-base question (its system message asks to answer from numbered passages) an answer
 * quoting the first passage and citing it `[1]`.
 * `POST /v1/embeddings` answers deterministic vectors (`fakeEmbedding`): a passage sharing words
 * with a question lies near it, so ranking by cosine finds it.
 * question generation's chat gets questions made of its document's sentences (`generatedQuestions.ts`).
 */
export interface FakeChatRequest {
  authorization: string;
  model: string;
  messages: { role: string; content: string }[];
  temperature: unknown;
  max_tokens: unknown;
  stream: unknown;
  stream_options?: { include_usage?: unknown };
}

export interface FakeOpenAiOptions {
  apiKey?: string;
  port?: number;
  /** The pace of streamed answers (`firstTokenMs`, `tokensPerSecond`), 0 and 0 unless given. */
  firstTokenMs?: number;
  tokensPerSecond?: number;
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
  /** A streamed answer's first token comes this many ms after the request. */
  firstTokenMs: number;
  /** Tokens a second after the first (0: all at once). */
  tokensPerSecond: number;
  /** While set, a streamed answer stops after this many tokens and waits for its caller to hang up. */
  holdAfterTokens: number | undefined;
  /** Streamed answers whose caller hung up before their end (a learner interrupting the customer). */
  hungUp: number;
  /** Streamed answers being written now. */
  openStreams: number;
  /** While false, a request to stream gets the whole completion at once (a provider that cannot stream). */
  streaming: boolean;
  /** The inputs of every embeddings request, in order. */
  embedded: string[][];
}

/** The dimension of the fake's embeddings. */
export const FAKE_EMBEDDING_DIMENSION = 256;

/** FNV-1a of a string, as an unsigned 32-bit number. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * A deterministic embedding: the text's character bigrams (Chinese) and words (Latin letters and
 * digits), hashed into `FAKE_EMBEDDING_DIMENSION` counts, normalised to length 1.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSION).fill(0);
  const lower = text.toLowerCase();
  const words = lower.match(/[a-z0-9]+/g) ?? [];
  const letters = [...lower.replace(/[^\p{Script=Han}]/gu, '')];
  const grams = [...words, ...letters.slice(0, -1).map((letter, i) => letter + letters[i + 1]), ...letters];
  for (const gram of grams) vector[hashOf(gram) % FAKE_EMBEDDING_DIMENSION]! += 1;
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / length);
}

/** The marker of the knowledge base's system prompt the fake recognises. */
const KNOWLEDGE_MARKER = '资料片段';

/** A knowledge answer: the first numbered passage of the question, quoted and cited. */
function knowledgeAnswer(request: FakeChatRequest): string {
  const last = request.messages.at(-1)?.content ?? '';
  const passage = /\[1\][^\n]*\n([^\n]+)/.exec(last)?.[1]?.trim() ?? '';
  return `根据资料：${passage.slice(0, 60)} [1]`;
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
/** A role-play customer's canned reply: three sentences, so one can be cut short. */
export const CANNED_ROLEPLAY_REPLY = '嗯，这个我大概明白了。不过你们还是比隔壁品牌贵了两万。这个月到底能给多少优惠？';
export const CANNED_ROLEPLAY_OPENING = '你好，我想看看七座的车。';

/**
 * A draft scenario from a collected call's transcript (its `客户：`/`销售：` lines): each customer line
 * followed by the salesperson's answer is one turn, the answer its standard and reference script,
 * its first two Han characters its keyword.
 */
function cannedDraft(transcript: string): string {
  const lines = transcript
    .split('\n')
    .map((line) => /^(客户|销售)：(.+)$/.exec(line.trim()))
    .filter((match) => match !== null);
  const turns = [];
  for (let index = 0; index < lines.length - 1; index += 1) {
    const [said, answer] = [lines[index]!, lines[index + 1]!];
    if (said[1] !== '客户' || answer[1] !== '销售') continue;
    const keyword = (answer[2]!.match(/\p{Script=Han}/gu) ?? []).slice(0, 2).join('');
    turns.push({ customer: said[2], intents: [{ label: '销售应答', normtext: answer[2], scripts: [answer[2]], keywords: keyword ? [keyword] : [] }] });
  }
  return `\`\`\`json\n${JSON.stringify({ name: '采集的通话', description: '由真实通话整理', turns })}\n\`\`\``;
}

function cannedAnswer(request: FakeChatRequest): string {
  if (request.messages[0]?.content.includes(KNOWLEDGE_MARKER)) return knowledgeAnswer(request);
  const last = request.messages.at(-1)?.content ?? '';
  if (request.messages[0]?.content.includes('销售陪练场景')) return cannedDraft(last);
  if (request.messages[0]?.content.startsWith(GENERATION_MARK)) return generatedAnswer(last);
  if (last.includes('相似说法')) return `好的：\n\`\`\`json\n${JSON.stringify(CANNED_SIMILAR)}\n\`\`\``;
  if (request.messages[0]?.content.includes('不要透露、复述或总结这些设定'))
    return request.messages.length > 1 ? CANNED_ROLEPLAY_REPLY : CANNED_ROLEPLAY_OPENING;
  return CANNED_CUSTOMER_LINE;
}

/** A model quick enough for tests that only need its replies whole: 5 ms to the first token, then 400 a second. */
export const QUICK_MODEL: FakeOpenAiOptions = { firstTokenMs: 5, tokensPerSecond: 400 };

/** The server's environment that points its model provider at the fake. */
export function modelEnv(fake: FakeOpenAi): Record<string, string> {
  return { LLM_BASE_URL: `${fake.url}/v1`, LLM_API_KEY: fake.apiKey, LLM_MODEL: 'fake-model' };
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? 'sk-fake-peilian';
  const requests: FakeChatRequest[] = [];
  const state = {
    answer: null as FakeOpenAi['answer'],
    stall: false,
    delayMs: 0,
    received: 0,
    failStatus: undefined as number | undefined,
    firstTokenMs: options.firstTokenMs ?? 0,
    tokensPerSecond: options.tokensPerSecond ?? 0,
    holdAfterTokens: undefined,
    hungUp: 0,
    openStreams: 0,
    streaming: true,
    embedded: [] as string[][],
  };
  const error = (status: number, message: string, code: string) => ({ status, body: { error: { message, type: 'invalid_request_error', code } } });

  const running = await startFakeServer((request, url, body, response) => {
    if (request.method === 'GET' && url.pathname === '/__admin/requests') return sendJson(response, 200, requests);
    if (request.method === 'POST' && url.pathname === '/v1/embeddings') return answerEmbeddings(request.headers.authorization ?? '', body, response);
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
      stream_options: payload.stream_options,
    };
    requests.push(chat);
    const content = (state.answer ?? cannedAnswer)(chat);
    if (chat.stream === true && state.streaming) return streamAnswer(response, chat, content, state);
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

  /** `POST /v1/embeddings`: the key checked, one fake vector per input, the tokens counted as characters. */
  function answerEmbeddings(authorization: string, body: string, response: ServerResponse): void {
    if (state.failStatus) return sendJson(response, state.failStatus, error(state.failStatus, 'fake failure', 'server_error').body);
    if (authorization !== `Bearer ${apiKey}`) return sendJson(response, 401, error(401, 'Incorrect API key provided', 'invalid_api_key').body);
    let payload: { model?: unknown; input?: unknown };
    try {
      payload = JSON.parse(body) as typeof payload;
    } catch {
      return sendJson(response, 400, error(400, 'body is not JSON', 'invalid_json').body);
    }
    const input = typeof payload.input === 'string' ? [payload.input] : payload.input;
    if (!payload.model || !Array.isArray(input) || input.length === 0 || input.some((text) => typeof text !== 'string')) {
      return sendJson(response, 400, error(400, 'model and input are required', 'invalid_request').body);
    }
    const texts = input as string[];
    state.embedded.push(texts);
    const tokens = texts.reduce((sum, text) => sum + text.length, 0);
    sendJson(response, 200, {
      object: 'list',
      model: payload.model,
      data: texts.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
  }

  return Object.assign(state, { ...running, apiKey, requests });
}

/** The server's environment that points its model and its embeddings at the fake. */
export function knowledgeEnv(fake: FakeOpenAi): Record<string, string> {
  return { ...modelEnv(fake), EMBEDDING_MODEL: 'fake-embedding' };
}

/** A token as the fake counts them: one Chinese character (or any other single character), or an English word with its spaces. */
const tokensOf = (text: string) => text.match(/[A-Za-z0-9']+\s*|[\s\S]/gu) ?? [];
/** The tokens the fake counts in a text (its usage reports): a word with its spaces, else one character. */
export const fakeTokens = (text: string): number => tokensOf(text).length;

/** Writes `content` as a streamed completion (server-sent events), token by token at the fake's pace. */
function streamAnswer(
  response: ServerResponse,
  chat: FakeChatRequest,
  content: string,
  pace: Pick<FakeOpenAi, 'firstTokenMs' | 'tokensPerSecond' | 'holdAfterTokens' | 'hungUp' | 'openStreams'>,
): void {
  const id = `chatcmpl-${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const event = (fields: object) =>
    response.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: chat.model, ...fields })}\n\n`);
  const tokens = tokensOf(content);
  const holdAt = Math.min(pace.holdAfterTokens ?? tokens.length, tokens.length);
  const gapMs = pace.tokensPerSecond > 0 ? 1000 / pace.tokensPerSecond : 0;
  const started = performance.now();
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
  pace.openStreams += 1;
  response.on('close', () => {
    clearTimeout(timer);
    pace.openStreams -= 1;
    if (!response.writableEnded) pace.hungUp += 1;
  });
  const next = () => {
    if (response.destroyed) return;
    // Due tokens go out together, so a slow timer never slows the pace down.
    while (sent < holdAt && performance.now() - started >= pace.firstTokenMs + sent * gapMs) {
      event({ choices: [{ index: 0, delta: { content: tokens[sent] }, finish_reason: null }] });
      sent += 1;
    }
    // Held: the rest never comes, and the caller's hanging up closes the answer.
    if (sent === holdAt && holdAt < tokens.length) return;
    if (sent < tokens.length) {
      timer = setTimeout(next, Math.max(0, started + pace.firstTokenMs + sent * gapMs - performance.now()));
      return;
    }
    event({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    if (chat.stream_options?.include_usage === true) {
      const prompt = chat.messages.reduce((total, message) => total + tokensOf(message.content).length, 0);
      event({ choices: [], usage: { prompt_tokens: prompt, completion_tokens: tokens.length, total_tokens: prompt + tokens.length } });
    }
    response.end('data: [DONE]\n\n');
  };
  timer = setTimeout(next, pace.firstTokenMs);
}
