import { randomUUID } from 'node:crypto';
import type { AigcQuestionKind } from '@peilian/shared';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { claimAigcTask, finishAigcTask, releaseAigcTask, renewAigcLease, type AigcOutcome } from '../../data/aigcBank.js';
import { insertUsage } from '../../data/usage.js';
import type { Db } from '../../db/client.js';
import type { AigcTaskRow } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import type { ChatUsage } from '../../providers/llm/index.js';
import type { FileStorage } from '../../storage/files.js';
import { readTaskDocuments } from './documents.js';
import { generationClient } from './model.js';
import { checkedItems, documentBlock, generationMessages, type Draft } from './prompt.js';

/**
 * The generation job every server process runs (docs/assistant.md "AI question generation"), in the
 * dubbing job's shape: a process claims one task at a time under a lease, reads its documents, asks
 * the model for each kind of item in turn (renewing the lease before each request), and stores the
 * outcome and the drafts at once, only while it still holds the task. A process that stops lets its
 * task go (the request in flight is cancelled); one that dies holds it until the lease runs out.
 */

/** How long a claim holds a task without being renewed: one model request (at most 120 s) and its reading. */
export const AIGC_LEASE_MS = 180_000;

export interface AigcEnv {
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: FileStorage;
  config: Pick<Config, 'llm' | 'dataDir'>;
  leaseMs?: number;
}

interface Control {
  stopped: () => boolean;
  signal: AbortSignal;
}

const JUDGE_LABELS = { yes: '正确', no: '错误' };
const KINDS: readonly (AigcQuestionKind | 'faq')[] = ['single', 'multiple', 'judge', 'fill'];
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);
const leaseUntil = (env: AigcEnv) => new Date(env.clock.now().getTime() + (env.leaseMs ?? AIGC_LEASE_MS));

/** The tokens of one request, for the task's creator (docs/providers.md "Usage"); a record that cannot be written is logged. */
async function recordTokens(env: AigcEnv, task: AigcTaskRow, usage: ChatUsage | undefined): Promise<void> {
  if (!usage) return;
  const use = { service: 'llm' as const, provider: 'openai', quantity: usage.promptTokens, output: usage.completionTokens };
  if (use.quantity <= 0 && !use.output) return;
  try {
    await insertUsage(env.db, { orgId: task.orgId, userId: task.creatorId, subject: 'aigc', subjectId: task.id, ...use, at: env.clock.now() });
  } catch (error) {
    env.logger.error({ err: error, task: task.id, ...use }, 'usage not recorded');
  }
}

type Generated = Pick<AigcOutcome, 'drafts' | 'dropped' | 'error' | 'lastError'>;

/** Asks the model for every kind the task wants; 'stopped' or 'lost' when the task was let go meanwhile. */
async function generate(env: AigcEnv, task: AigcTaskRow, token: string, text: string, control: Control): Promise<Generated | 'stopped' | 'lost'> {
  const client = generationClient(env.config);
  if (!client) return { drafts: [], dropped: 0, error: 'errors.assistant.disabled', lastError: '' };
  const kinds = task.target === 'faq' ? (['faq'] as const) : KINDS.filter((kind) => kind !== 'faq' && task.counts[kind] > 0);
  const drafts: Draft[] = [];
  let dropped = 0;
  for (const kind of kinds) {
    if (control.stopped()) return 'stopped';
    if (!(await renewAigcLease(env.db, task, token, leaseUntil(env)))) return 'lost';
    const wanted = task.counts[kind];
    try {
      const level = task.level as 1 | 2 | 3;
      const answer = await client.completion(generationMessages(kind, wanted, level, task.focus, text), { signal: control.signal });
      await recordTokens(env, task, answer.usage);
      const checked = checkedItems(kind, answer.content, wanted, level, JUDGE_LABELS);
      drafts.push(...checked.drafts);
      dropped += checked.dropped;
    } catch (error) {
      if (control.signal.aborted) return 'stopped';
      env.logger.warn({ err: error, task: task.id, kind }, 'a generation request failed');
      return { drafts: [], dropped: 0, error: 'aigcBank.failures.model', lastError: reasonOf(error) };
    }
  }
  return { drafts, dropped, error: drafts.length > 0 ? '' : 'aigcBank.failures.nothingValid', lastError: '' };
}

/** Works a claimed task to its end; the finished row, or why it let the task go. */
export async function runAigcTask(env: AigcEnv, task: AigcTaskRow, token: string, control: Control): Promise<AigcTaskRow | 'stopped' | 'lost'> {
  const read = await readTaskDocuments({ ...env, dataDir: env.config.dataDir }, task);
  const base = { files: read.files, pagesConsumed: read.pagesConsumed };
  let generated: Generated | 'stopped' | 'lost';
  if (read.documents.length === 0) generated = { drafts: [], dropped: 0, error: 'aigcBank.failures.noText', lastError: '' };
  else generated = await generate(env, task, token, documentBlock(read.documents), control);
  if (generated === 'stopped') {
    await releaseAigcTask(env.db, task, token);
    return 'stopped';
  }
  if (generated === 'lost') return 'lost';
  const status = generated.drafts.length > 0 ? 'done' : 'failed';
  const outcome: AigcOutcome = { ...base, ...generated, status, generated: generated.drafts.length };
  return (await finishAigcTask(env.db, task, token, outcome, env.clock.now())) ?? 'lost';
}

/** Generates one task now, to its end, in the caller's time (the demo's seeding); undefined when it is finished or held elsewhere. */
export async function generateNow(env: AigcEnv, task: Pick<AigcTaskRow, 'orgId' | 'id'>): Promise<AigcTaskRow | undefined> {
  const token = randomUUID();
  const claimed = await claimAigcTask(env.db, env.clock.now(), env.leaseMs ?? AIGC_LEASE_MS, token, task);
  if (!claimed) return undefined;
  const ended = await runAigcTask(env, claimed, token, { stopped: () => false, signal: new AbortController().signal });
  return typeof ended === 'string' ? undefined : ended;
}
