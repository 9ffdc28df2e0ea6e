import { randomBytes, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Clock } from '../../clock.js';
import {
  claimDubbingTask,
  finishDubbingTask,
  insertHeldClip,
  nextPendingLine,
  releaseDubbingTask,
  renewDubbingLease,
  settleDubbingLine,
  syncTemplateWithTask,
  type LineOutcome,
} from '../../data/practice/dubbing.js';
import { findVoiceTemplateInOrg } from '../../data/practice/voiceTemplates.js';
import { findClip } from '../../data/practiceSessions.js';
import { insertUsage } from '../../data/usage.js';
import type { Db } from '../../db/client.js';
import type { DubbingLineRow, DubbingTaskRow, VoiceTemplateRow } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import type { TtsProvider, TtsResult } from '../../providers/tts/index.js';
import type { FileStorage } from '../../storage/files.js';
import { voiceOf } from '../session/voice.js';

/**
 * The dubbing job every server process runs (docs/practice.md "Dubbing tasks"). Its state is the
 * database: a process claims one task at a time under a lease (`claimDubbingTask`), renews it before
 * each line, voices the task's pending lines one after another through the TTS provider, stores each
 * clip and settles the line — each step conditional on still holding the lease, so a line is voiced
 * and stored once even when a process stalls past its lease and another takes the task over. A
 * process that stops lets its task go at once (the synthesis in flight is cancelled and its line
 * stays pending); one that dies holds it until the lease runs out.
 */

/** How long a claim holds a task without being renewed: a line takes at most the TTS timeout (10 s) and its storing. */
export const DUBBING_LEASE_MS = 60_000;

/** What the job works with. */
export interface DubbingEnv {
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: FileStorage;
  tts: TtsProvider;
  leaseMs?: number;
}

/** How a worker is told to stop: the loop's flag, and the signal that cancels a synthesis in flight. */
interface Control {
  stopped: () => boolean;
  signal: AbortSignal;
}

/** Why a worker let a task go before its end. */
type Interrupted = 'stopped' | 'lost';

const ERROR_KEY = 'errors.practice.synthesisFailed';
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/**
 * Stores a synthesis as the template's clip of the line (the same key every time: one file per text
 * and emotion), while the task is still held; undefined when it is not.
 */
async function storeClip(env: DubbingEnv, held: { task: DubbingTaskRow; token: string }, template: VoiceTemplateRow, line: DubbingLineRow, audio: TtsResult) {
  const storageKey = `${template.orgId}/ttsaudio/${template.id}/${line.textHash}-${line.emotion}.${audio.format}`;
  const local = path.join(os.tmpdir(), `peilian-dub-${randomBytes(8).toString('hex')}.${audio.format}`);
  try {
    await writeFile(local, audio.audio);
    await env.storage.put(local, storageKey);
  } finally {
    await rm(local, { force: true });
  }
  return insertHeldClip(env.db, held.task, held.token, {
    orgId: template.orgId,
    templateId: template.id,
    textHash: line.textHash,
    text: line.text,
    emotion: line.emotion,
    storageKey,
    durationMs: audio.durationMs,
  });
}

/**
 * Voices one line: the template's clip of it when one is there already (another task made it),
 * else a synthesis stored as a new clip once the lease is known to be still ours.
 */
async function voiceLine(env: DubbingEnv, task: DubbingTaskRow, token: string, template: VoiceTemplateRow, line: DubbingLineRow, control: Control) {
  const kept = await findClip(env.db, template.orgId, template.id, line.textHash, line.emotion);
  if (kept) return { clipId: kept.id };
  const voice = voiceOf({ templateId: template.id, voice: template.speechVoice, language: template.language });
  let audio;
  try {
    audio = await env.tts.synthesize({ text: line.text, voice: voice.voice, language: voice.language }, control.signal);
  } catch (error) {
    if (control.signal.aborted) return 'stopped';
    env.logger.warn({ err: error, task: task.id, line: line.id }, 'dubbing line not voiced');
    return { error: ERROR_KEY, reason: reasonOf(error) };
  }
  await recordSynthesis(env, task, line);
  if (!(await renewDubbingLease(env.db, task, token, leaseUntil(env)))) return 'lost';
  try {
    const clipId = await storeClip(env, { task, token }, template, line, audio);
    return clipId ? { clipId } : 'lost';
  } catch (error) {
    env.logger.warn({ err: error, task: task.id, line: line.id }, 'dubbing line not stored');
    return { error: ERROR_KEY, reason: reasonOf(error) };
  }
}

/** The provider's characters, as every paid call records them (docs/providers.md "Usage"): the task's, for whoever made it. */
async function recordSynthesis(env: DubbingEnv, task: DubbingTaskRow, line: DubbingLineRow): Promise<void> {
  const use = { service: 'tts' as const, provider: env.tts.name, quantity: [...line.text].length };
  try {
    await insertUsage(env.db, { orgId: task.orgId, userId: task.creatorId, subject: 'dubbing', subjectId: task.id, ...use, at: env.clock.now() });
  } catch (error) {
    env.logger.error({ err: error, task: task.id, ...use }, 'usage not recorded');
  }
}

const leaseUntil = (env: DubbingEnv) => new Date(env.clock.now().getTime() + (env.leaseMs ?? DUBBING_LEASE_MS));

/**
 * Works a claimed task to its end: voices its pending lines, then marks it done (or failed, with
 * failed lines). Answers the finished task, or why it let the task go.
 */
export async function runDubbingTask(env: DubbingEnv, task: DubbingTaskRow, token: string, control: Control): Promise<DubbingTaskRow | Interrupted> {
  const { db, clock } = env;
  const template = await findVoiceTemplateInOrg(db, task.orgId, task.templateId);
  if (!template) return 'lost';
  await syncTemplateWithTask(db, task, clock.now());
  for (;;) {
    if (control.stopped()) {
      await releaseDubbingTask(db, task, token);
      return 'stopped';
    }
    if (!(await renewDubbingLease(db, task, token, leaseUntil(env)))) return 'lost';
    const line = await nextPendingLine(db, task.orgId, task.id);
    if (!line) {
      const finished = await finishDubbingTask(db, task, token, clock.now());
      // Lines pending again (a retry came in meanwhile): go on with them.
      if (!finished) continue;
      await syncTemplateWithTask(db, finished, clock.now());
      return finished;
    }
    const outcome: LineOutcome | Interrupted = await voiceLine(env, task, token, template, line, control);
    if (outcome === 'stopped') {
      await releaseDubbingTask(db, task, token);
      return 'stopped';
    }
    if (outcome === 'lost' || !(await settleDubbingLine(db, line, token, outcome, clock.now()))) return 'lost';
    await syncTemplateWithTask(db, task, clock.now());
  }
}

/**
 * Voices one task now, to its end, in the caller's time (the demo's seeding): claimed like the job
 * claims it; undefined when it is finished already or another process holds it.
 */
export async function dubNow(env: DubbingEnv, task: Pick<DubbingTaskRow, 'orgId' | 'id'>): Promise<DubbingTaskRow | undefined> {
  const token = randomUUID();
  const claimed = await claimDubbingTask(env.db, env.clock.now(), env.leaseMs ?? DUBBING_LEASE_MS, token, task);
  if (!claimed) return undefined;
  const ended = await runDubbingTask(env, claimed, token, { stopped: () => false, signal: new AbortController().signal });
  return typeof ended === 'string' ? undefined : ended;
}
