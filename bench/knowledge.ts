import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/src/db/client.js';
import { knowledgeChunks } from '../server/src/db/schema/index.js';
import { hasTrigram, insertKnowledgeDocuments, rankChunks } from '../server/src/data/knowledge.js';
import { insertOrganisation } from '../server/src/data/organisations.js';
import { nearestChunks } from '../server/src/assistant/knowledge/vectorIndex.js';

/**
 * The knowledge base's ranking over one organisation's corpus (docs/assistant.md "Knowledge base"):
 * `--chunks` passages (default 30 000) of ~500 characters with `--dimension`-sized normalised vectors
 * (default 1024) in a `real[]` column, then the chat's query — the nearest passages by cosine in the
 * server's memory (`vectorIndex.ts`; the first ask reads every vector), ranked in SQL beside the keyword
 * match, the best `--top` kept — timed `--runs` times, and the keyword-only ranking. On a fresh embedded database, or on `--database-url`.
 *
 *   pnpm bench:knowledge -- [--chunks 30000] [--dimension 1024] [--runs 10] [--database-url postgres://…]
 */

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    chunks: { type: 'string', default: '30000' },
    dimension: { type: 'string', default: '1024' },
    runs: { type: 'string', default: '10' },
    top: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
  },
});
const chunks = Number(values.chunks);
const dimension = Number(values.dimension);
const runs = Number(values.runs);
const top = Number(values.top);
const databaseUrl = values['database-url'];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peilian-bench-knowledge-'));

/** A seeded pseudo-random generator, so every run ranks the same corpus. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
}

function unitVector(next: () => number): number[] {
  const vector = Array.from({ length: dimension }, next);
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return vector.map((value) => value / length);
}

const WORDS = ['保养', '质保', '电池', '贷款', '首付', '试驾', '配置', '油耗', '续航', '保险', 'warranty', 'service', 'battery', 'loan'];

function percentiles(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(1));
  return { runs: sorted.length, p50Ms: at(50), p90Ms: at(90), maxMs: at(100) };
}

async function timed(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

const database = await openDatabase({ dataDir, databaseUrl });
try {
  await database.migrate();
  const { db } = database;
  const org = await insertOrganisation(db, { name: `基准企业_${randomUUID().slice(0, 8)}`, licensedFunctions: [], settings: {} });
  const [document] = await insertKnowledgeDocuments(db, [{ orgId: org.id, mediaId: null, name: '基准文档', format: 'pdf', pages: 1, creatorId: null }]);
  const next = generator(42);
  const loadStarted = performance.now();
  for (let start = 0; start < chunks; start += 200) {
    const rows = Array.from({ length: Math.min(200, chunks - start) }, (_, i) => {
      const seq = start + i;
      const text = Array.from({ length: 60 }, (__, w) => WORDS[(seq * 7 + w * 3) % WORDS.length]).join(' ');
      return { orgId: org.id, documentId: document!.id, seq, page: 1 + Math.floor(seq / 4), text, embedding: unitVector(next) };
    });
    await db.insert(knowledgeChunks).values(rows);
  }
  const loadMs = performance.now() - loadStarted;
  const question = unitVector(next);
  const semantic = async () =>
    rankChunks(db, org.id, { nearest: await nearestChunks(db, org.id, question), text: '电池质保', keywordWeight: 0.3, minScore: 0, limit: top });
  const keyword = () => rankChunks(db, org.id, { nearest: null, text: '电池质保', keywordWeight: 1, minScore: 0, limit: top });
  const [firstMs] = await timed(1, semantic);
  await timed(2, semantic);
  await timed(2, keyword);
  const result = {
    database: databaseUrl ? 'postgres' : 'pglite',
    trigram: await hasTrigram(db),
    chunks,
    dimension,
    top,
    loadSeconds: Number((loadMs / 1000).toFixed(1)),
    // The first ask of a process reads every vector into memory; each later one only the ids.
    firstAskMs: Number(firstMs!.toFixed(1)),
    memoryMB: Math.round(process.memoryUsage().rss / 1024 / 1024),
    hybrid: percentiles(await timed(runs, semantic)),
    keywordOnly: percentiles(await timed(runs, keyword)),
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
