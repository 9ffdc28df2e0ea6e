import type { EmbeddingsConfig } from '../config.js';
import { EmbeddingsClient } from './client.js';

export { EmbeddingsClient, embeddingsUrl, type Embedded, type EmbeddingsClientOptions } from './client.js';

/** The embeddings `EMBEDDING_MODEL` names (docs/providers.md), or null when none is configured. */
export function createEmbeddings(config: EmbeddingsConfig): EmbeddingsClient | null {
  return config.provider === 'openai' ? new EmbeddingsClient(config) : null;
}
