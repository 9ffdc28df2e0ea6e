import type { LlmConfig } from '../config.js';
import { DisabledLlmProvider, OpenAiLlmProvider } from './provider.js';
import type { LlmProvider } from './types.js';

export { ChatClient, chatCompletionsUrl, type ChatClientOptions } from './client.js';
export { cleanCustomerReply, cleanSimilarQuestions, customerReplyMessages, similarQuestionMessages, similarSpeechMessages } from './prompts.js';
export { roleplayMessages } from './roleplayPrompt.js';
export { DisabledLlmProvider, OpenAiLlmProvider } from './provider.js';
export * from './types.js';

/** The model `LLM_BASE_URL`/`LLM_MODEL` name, or the disabled provider when none is set. */
export function createLlmProvider(config: LlmConfig): LlmProvider {
  if (config.provider === 'openai') return new OpenAiLlmProvider(config);
  return new DisabledLlmProvider();
}
