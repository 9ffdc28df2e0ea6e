import type { Config } from '../../config.js';
import { appError } from '../../errors/index.js';
import { ChatClient } from '../../providers/llm/index.js';

/** The longest a generation request may take, and the tokens its answer may use (a batch of questions in JSON). */
const GENERATION_TIMEOUT_MS = 120_000;
const GENERATION_TOKENS = 4096;

/** The chat client generations use, else undefined when no model is configured (`LLM_BASE_URL`). */
export function generationClient(config: Pick<Config, 'llm'>): ChatClient | undefined {
  const llm = config.llm;
  if (llm.provider !== 'openai') return undefined;
  return new ChatClient({ ...llm, timeoutMs: Math.max(llm.timeoutMs, GENERATION_TIMEOUT_MS), maxTokens: GENERATION_TOKENS, temperature: 0.3 });
}

/** Refuses every entry point while no language model is configured (docs/assistant.md "Without a model"). */
export function requireModel(config: Pick<Config, 'llm'>): void {
  if (config.llm.provider !== 'openai') throw appError('errors.assistant.disabled');
}
