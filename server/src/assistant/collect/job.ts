import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Clock } from '../../clock.js';
import { claimDialogCollect, settleDialogCollect, type RecognitionChanges } from '../../data/dialogCollect.js';
import { insertUsage } from '../../data/usage.js';
import type { Db } from '../../db/client.js';
import type { DialogCollectRow, StoredSentence } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import type { FileRecognitionProvider, HeardSentence } from '../../providers/asr/fileTypes.js';
import { ProviderError } from '../../providers/errors.js';
import { recordingLink } from './recordingLinks.js';
import type { FileStorage } from '../../storage/files.js';

/**
 * The recognition job of dialogue collection (docs/assistant.md "Dialogue collection"), shaped like
 * the dubbing job: its state is the database. Each look claims one recording due under a short lease
 * and takes one step with it — submits a waiting one to the provider, or asks after the task of one
 * being recognised — then writes the step's outcome and lets the claim go, with the time of its next
 * look. A process that dies mid-step leaves a lease that runs out; the step is taken again.
 */

export const COLLECT_LEASE_MS = 60_000;

export interface CollectEnv {
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: FileStorage;
  recognition: FileRecognitionProvider | null;
  /** Where the provider fetches a recording too large to send inline (the server's public address). */
  publicUrl: () => string | undefined;
  /** Milliseconds between two looks at a task being recognised. */
  pollMs: number;
  leaseMs?: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** The progress shown while the provider works: 10 once submitted, up to 95 by the time it usually takes (a tenth of the audio, at least 10 s). */
export function recognitionProgress(row: Pick<DialogCollectRow, 'submittedAt' | 'durationMs'>, now: Date): number {
  if (!row.submittedAt) return 5;
  const expected = Math.max(10_000, row.durationMs / 10);
  const elapsed = now.getTime() - row.submittedAt.getTime();
  return Math.min(95, 10 + Math.round((elapsed / expected) * 85));
}

/** The salesperson at first: the speaker who says more (the author may swap them). */
export function likelySalesSpeaker(sentences: readonly Pick<StoredSentence, 'speaker' | 'text'>[]): number {
  let zero = 0;
  let one = 0;
  for (const sentence of sentences) {
    if (sentence.speaker === 1) one += [...sentence.text].length;
    else zero += [...sentence.text].length;
  }
  return one >= zero ? 1 : 0;
}

const stored = (sentences: readonly HeardSentence[]): StoredSentence[] =>
  sentences.map((s) => ({ speaker: s.speaker, start: s.startMs, end: Math.max(s.startMs, s.endMs), text: s.text }));

/**
 * Submits a waiting recording: its stored bytes inline up to the provider's limit (5 MB for Tencent),
 * a larger one by a short-lived link to it on the server's public address, which the provider fetches.
 */
async function submit(env: CollectEnv, recognition: FileRecognitionProvider, row: DialogCollectRow): Promise<RecognitionChanges> {
  const now = env.clock.now();
  const submitted = (taskId: string): RecognitionChanges => ({
    status: 'recognising',
    progress: 10,
    providerTaskId: taskId,
    submittedAt: now,
    reason: '',
    nextPollAt: new Date(now.getTime() + env.pollMs),
  });
  const channels = row.channels >= 2 ? 2 : 1;
  if (row.size > recognition.inlineBytes) {
    const publicUrl = env.publicUrl();
    if (!publicUrl) return { status: 'failed', progress: 0, reason: `larger than ${recognition.inlineBytes} bytes, and no PUBLIC_URL to fetch it from` };
    return submitted(await recognition.submit({ audio: { url: await recordingLink(env.db, row, publicUrl, now) }, channels }));
  }
  const local = path.join(os.tmpdir(), `peilian-collect-${randomUUID()}`);
  try {
    await env.storage.copyToLocal(row.storageKey, local);
    const data = await readFile(local);
    return submitted(await recognition.submit({ audio: { data }, channels }));
  } finally {
    await rm(local, { force: true });
  }
}

/** Asks after a recording's task; stores the transcript when it is done. */
async function poll(env: CollectEnv, recognition: FileRecognitionProvider, row: DialogCollectRow): Promise<RecognitionChanges> {
  const now = env.clock.now();
  const state = await recognition.status(row.providerTaskId);
  if (state.state !== 'done' && state.state !== 'failed') {
    return { progress: recognitionProgress(row, now), nextPollAt: new Date(now.getTime() + env.pollMs) };
  }
  if (state.state === 'failed') return { status: 'failed', reason: state.reason || 'failed', nextPollAt: null };
  await recordRecognition(env, row, recognition.name, state.audioMs || row.durationMs);
  return { status: 'recognised', progress: 100, reason: '', sentences: stored(state.sentences), durationMs: state.audioMs || row.durationMs, nextPollAt: null };
}

/** The milliseconds of audio recognised, for whoever uploaded the recording (docs/providers.md "Usage"). */
async function recordRecognition(env: CollectEnv, row: DialogCollectRow, provider: string, audioMs: number): Promise<void> {
  const use = { service: 'asr' as const, provider, quantity: audioMs };
  if (audioMs <= 0) return;
  try {
    await insertUsage(env.db, { orgId: row.orgId, userId: row.creatorId, subject: 'dialogcollect', subjectId: row.id, ...use, at: env.clock.now() });
  } catch (error) {
    env.logger.error({ err: error, recording: row.id, ...use }, 'usage not recorded');
  }
}

/**
 * One step of a claimed recording; the row as settled (undefined when the claim was lost). A provider
 * that is down (timeout, unreachable) is asked again at the next look; one that refuses fails the recording.
 */
export async function stepRecording(env: CollectEnv, recognition: FileRecognitionProvider, row: DialogCollectRow, token: string) {
  let changes: RecognitionChanges;
  try {
    changes = row.providerTaskId ? await poll(env, recognition, row) : await submit(env, recognition, row);
  } catch (error) {
    const transient = error instanceof ProviderError && error.transient;
    env.logger.warn({ err: error, orgId: row.orgId, recording: row.id }, 'dialogue recognition step failed');
    changes = transient ? { nextPollAt: new Date(env.clock.now().getTime() + env.pollMs) } : { status: 'failed', reason: reasonOf(error), nextPollAt: null };
  }
  return settleDialogCollect(env.db, row, token, { ...changes, updatedAt: env.clock.now() });
}

/** Claims the next recording due and takes its step; false when none is due (or nothing recognises). */
export async function nextStep(env: CollectEnv): Promise<DialogCollectRow | false | undefined> {
  const { recognition } = env;
  if (!recognition) return false;
  const token = randomUUID();
  const row = await claimDialogCollect(env.db, env.clock.now(), env.leaseMs ?? COLLECT_LEASE_MS, token);
  if (!row) return false;
  return stepRecording(env, recognition, row, token);
}
