import { AI_SIMILAR_PER_REQUEST, dialogue, FAQ_QUESTION_MAX, SPEECH_TEXT_MAX } from '@peilian/shared';
import { ProviderError } from '../errors.js';
import { ChatClient, type ChatClientOptions } from './client.js';
import { cleanCustomerReply, cleanSimilarQuestions, customerReplyMessages, similarQuestionMessages, similarSpeechMessages } from './prompts.js';
import { roleplayMessages } from './roleplayPrompt.js';
import { coachMessages } from './coachPrompt.js';
import type { ChatUsage, CoachReviewRequest, CustomerReplyRequest, LlmProvider, RoleplayReplyRequest, SimilarQuestionKind, UsageListener } from './types.js';

/** The longest review the coach may write (a dozen short comments and two rewrites, in JSON). */
const COACH_TOKENS = 1500;
/** Suggestions asked for beyond `count`, so duplicates removed by cleaning still leave enough. */
const SPARE_SUGGESTIONS = 2;

/** The LLM features over an OpenAI-compatible endpoint. */
export class OpenAiLlmProvider implements LlmProvider {
  readonly enabled = true;
  private readonly client: ChatClient;

  constructor(options: ChatClientOptions) {
    this.client = new ChatClient(options);
  }

  async customerReply(request: CustomerReplyRequest, signal?: AbortSignal, onUsage?: UsageListener): Promise<string> {
    const { content, usage } = await this.client.completion(customerReplyMessages(request), { signal });
    if (usage) onUsage?.(usage);
    const reply = cleanCustomerReply(content);
    if (!reply) throw new ProviderError('llm', 'badResponse', 'LLM answered an empty customer line', 'Empty');
    return reply;
  }

  async *roleplayReply(request: RoleplayReplyRequest, signal?: AbortSignal): AsyncGenerator<string, ChatUsage | undefined> {
    // The first clause is voiced on its own: the learner hears the customer sooner.
    const cutter = dialogue.sentenceCutter(dialogue.SENTENCE_LONGEST, dialogue.FIRST_CLAUSE_LETTERS);
    let dropping = false;
    // A clause that breaks the role takes the rest of its sentence with it.
    const said = (sentences: string[]) =>
      sentences.filter((sentence) => {
        const drop = dropping || dialogue.breaksRole(sentence);
        dropping = drop && !dialogue.endsSentence(sentence);
        return !drop;
      });
    const pieces = this.client.stream(roleplayMessages(request), { signal });
    let next = await pieces.next();
    for (; !next.done; next = await pieces.next()) yield* said(cutter.push(next.value));
    yield* said(cutter.end());
    return next.value;
  }

  async coachReview(request: CoachReviewRequest, signal?: AbortSignal): Promise<{ text: string; usage: ChatUsage | undefined }> {
    const { content, usage } = await this.client.completion(coachMessages(request), { temperature: 0.3, maxTokens: COACH_TOKENS, signal });
    return { text: content, usage };
  }

  async similarSpeeches(
    text: string,
    count = AI_SIMILAR_PER_REQUEST,
    options: { exclude?: readonly string[]; signal?: AbortSignal; onUsage?: UsageListener } = {},
  ): Promise<string[]> {
    const source = text.trim();
    if (!source) throw new ProviderError('llm', 'badInput', 'no speech to reword');
    const wanted = Math.min(Math.max(1, Math.floor(count)), AI_SIMILAR_PER_REQUEST);
    const exclude = options.exclude ?? [];
    const { content: raw, usage } = await this.client.completion(similarSpeechMessages(source, wanted + SPARE_SUGGESTIONS, exclude), {
      temperature: 1,
      maxTokens: 1024,
      signal: options.signal,
    });
    if (usage) options.onUsage?.(usage);
    return dialogue.cleanSimilarSpeeches(dialogue.suggestionLines(raw), source, wanted, exclude);
  }

  async similarQuestions(
    text: string,
    count: number,
    options: { exclude?: readonly string[]; kind: SimilarQuestionKind; signal?: AbortSignal; onUsage?: UsageListener },
  ): Promise<string[]> {
    const source = text.trim();
    if (!source) throw new ProviderError('llm', 'badInput', 'no question to reword');
    const wanted = Math.min(Math.max(1, Math.floor(count)), AI_SIMILAR_PER_REQUEST);
    const exclude = options.exclude ?? [];
    const { content: raw, usage } = await this.client.completion(similarQuestionMessages(source, wanted + SPARE_SUGGESTIONS, exclude, options.kind), {
      temperature: 1,
      maxTokens: 1024,
      signal: options.signal,
    });
    if (usage) options.onUsage?.(usage);
    // A script line is one spoken line (a speech's limit); an FAQ question may be as long as the bank keeps.
    const maxLength = options.kind === 'script' ? SPEECH_TEXT_MAX : FAQ_QUESTION_MAX;
    return cleanSimilarQuestions(dialogue.suggestionLines(raw), source, wanted, exclude, maxLength);
  }
}

/** No model configured (`LLM_BASE_URL` unset): the callers use their fallbacks. */
export class DisabledLlmProvider implements LlmProvider {
  readonly enabled = false;

  customerReply(): Promise<string> {
    return Promise.reject(new ProviderError('llm', 'unavailable', 'no LLM configured (LLM_BASE_URL)', 'NotConfigured'));
  }

  // eslint-disable-next-line require-yield -- refuses before the first sentence, as every call here does
  async *roleplayReply(): AsyncGenerator<string, ChatUsage | undefined> {
    throw new ProviderError('llm', 'unavailable', 'no LLM configured (LLM_BASE_URL)', 'NotConfigured');
  }

  coachReview(): Promise<{ text: string; usage: ChatUsage | undefined }> {
    return Promise.reject(new ProviderError('llm', 'unavailable', 'no LLM configured (LLM_BASE_URL)', 'NotConfigured'));
  }

  similarSpeeches(): Promise<string[]> {
    return Promise.reject(new ProviderError('llm', 'unavailable', 'no LLM configured (LLM_BASE_URL)', 'NotConfigured'));
  }

  similarQuestions(): Promise<string[]> {
    return Promise.reject(new ProviderError('llm', 'unavailable', 'no LLM configured (LLM_BASE_URL)', 'NotConfigured'));
  }
}
