import type { AssistantReadiness } from '@peilian/shared';
import type { AppDeps } from '../../http/context.js';
import { appError } from '../../errors/index.js';
import type { EmbeddingsClient } from '../../providers/embeddings/index.js';

/** Whether the assistant can run: a language model (`LLM_*`) and an embedding service (`EMBEDDING_*`). */
export function assistantReadiness({ providers }: Pick<AppDeps, 'providers'>): AssistantReadiness {
  return { model: providers.llm.enabled, embeddings: providers.embeddings !== null };
}

/** The embedding service, or `errors.assistant.disabled` when none is configured (the search's need). */
export function requireEmbeddings({ providers }: Pick<AppDeps, 'providers'>): EmbeddingsClient {
  if (!providers.embeddings) throw appError('errors.assistant.disabled');
  return providers.embeddings;
}

/** Both the model and the embeddings (the chat's need), else `errors.assistant.disabled`. */
export function requireAssistant(deps: Pick<AppDeps, 'providers'>): EmbeddingsClient {
  if (!deps.providers.llm.enabled) throw appError('errors.assistant.disabled');
  return requireEmbeddings(deps);
}
