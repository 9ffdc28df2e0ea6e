import { chunkVectors, embeddedChunkIds } from '../../data/knowledge.js';
import type { Db } from '../../db/client.js';
import { processCache } from '../../lib/processCache.js';

/**
 * The organisation's passage vectors held in the server's memory and ranked there by cosine
 * (docs/assistant.md "Knowledge base", "Ranking"): a dot product over 20 000 vectors of 1 024
 * dimensions is some 20 million multiplications, tens of milliseconds in JavaScript, where the same
 * sum over a `real[]` column in SQL took half a minute. Each ask first reads the ids of the passages
 * that have a vector (an index scan) and fetches only the vectors it does not hold yet, and drops
 * those gone — a document indexed, re-indexed or deleted since is followed. pgvector's `<=>` with an
 * index would take this place where the server has it. Memory: 4 bytes a dimension a passage (80 MB
 * for 20 000 passages of 1 024 dimensions).
 */

/** The passages nearest the question that become candidates of the ranking. */
export const NEAREST_CANDIDATES = 100;
const FETCH_BATCH = 1000;

interface Corpus {
  ids: string[];
  vectors: Float32Array[];
}

const corpora = processCache<string, Corpus>();

/** The organisation's corpus, brought up to date with the database. */
async function currentCorpus(db: Db, orgId: string): Promise<Corpus> {
  const ids = await embeddedChunkIds(db, orgId);
  const held = corpora.get(orgId) ?? { ids: [], vectors: [] };
  const heldAt = new Map(held.ids.map((id, at) => [id, at]));
  const missing = ids.filter((id) => !heldAt.has(id));
  if (missing.length === 0 && ids.length === held.ids.length) return held;
  const fetched = new Map<string, Float32Array>();
  for (let from = 0; from < missing.length; from += FETCH_BATCH) {
    for (const row of await chunkVectors(db, orgId, missing.slice(from, from + FETCH_BATCH))) fetched.set(row.id, Float32Array.from(row.embedding));
  }
  const corpus: Corpus = { ids: [], vectors: [] };
  for (const id of ids) {
    const at = heldAt.get(id);
    const vector = at === undefined ? fetched.get(id) : held.vectors[at];
    if (!vector) continue;
    corpus.ids.push(id);
    corpus.vectors.push(vector);
  }
  corpora.set(orgId, corpus);
  return corpus;
}

/** The `limit` passages nearest `vector` (normalised, as the stored ones are) with their cosines, best first. */
export async function nearestChunks(db: Db, orgId: string, vector: readonly number[], limit = NEAREST_CANDIDATES): Promise<{ id: string; cosine: number }[]> {
  const { ids, vectors } = await currentCorpus(db, orgId);
  const asked = Float32Array.from(vector);
  const scored = vectors.map((stored, at) => {
    let dot = 0;
    const length = Math.min(stored.length, asked.length);
    for (let i = 0; i < length; i += 1) dot += stored[i]! * asked[i]!;
    return { id: ids[at]!, cosine: dot };
  });
  return scored.sort((a, b) => b.cosine - a.cosine).slice(0, limit);
}
