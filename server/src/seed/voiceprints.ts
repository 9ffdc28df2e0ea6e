import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { findUserByAccount } from '../data/users.js';
import { findCurrentAudit, insertVoiceprintAudit } from '../data/voiceprintAudits.js';
import { findVoiceprint, insertVoiceprint } from '../data/voiceprints.js';
import type { FileStorage } from '../storage/files.js';
import { dayFolder } from '../storage/keys.js';
import { DEMO_SOUND_RATE, pcmWav } from './demoSounds.js';

/**
 * The demo's voiceprints (docs/voiceprint.md "Audit"): `superadmin` has one, so the audit page
 * (`check`, open only to admins with a voiceprint) is in their menu, and `learner01` has one and a
 * re-registration waiting for the audit, so the page has a record to listen to and decide. The samples are
 * made by code (a voiced vowel at a speaker's pitch), the embeddings are small fixed vectors of the
 * on-premises provider ('embedding').
 */

const TEXT = '我正在使用培练进行声纹注册';
const HALF = Math.SQRT1_2;

/** A two-second voiced "ah" at `pitch` Hz: harmonics under two formants, with a syllable's swell. */
export function demoVoiceWav(pitch: number): Buffer {
  const rate = DEMO_SOUND_RATE;
  const samples = new Float32Array(2 * rate);
  for (let index = 0; index < samples.length; index += 1) {
    const time = index / rate;
    let value = 0;
    for (let harmonic = 1; harmonic * pitch < 3_500; harmonic += 1) {
      const frequency = harmonic * pitch;
      const formants = Math.exp(-(((frequency - 800) / 250) ** 2)) + 0.6 * Math.exp(-(((frequency - 1_200) / 300) ** 2)) + 0.05;
      value += (formants / harmonic) * Math.sin(2 * Math.PI * frequency * time);
    }
    samples[index] = 0.3 * value * Math.sin(Math.PI * ((time * 2) % 1)) ** 2;
  }
  return pcmWav(samples);
}

async function storeWav(files: FileStorage, key: string, bytes: Buffer): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'peilian-seed-'));
  try {
    const local = path.join(dir, 'sample.wav');
    await writeFile(local, bytes);
    await files.put(local, key);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Stores a demo sample under the organisation's voiceprint folder (its stored address answers 404);
 * without the data directory's files (the test template) the key names no file.
 */
async function sample(files: FileStorage | undefined, orgId: string, name: string, pitch: number): Promise<{ key: string; durationMs: number }> {
  const key = `${orgId}/voiceprint/${dayFolder(new Date())}/${name}.wav`;
  if (files) await storeWav(files, key, demoVoiceWav(pitch));
  return { key, durationMs: 2_000 };
}

/** Registers a voiceprint for the account where it has none. */
async function registerDemoVoice(
  db: Db,
  files: FileStorage | undefined,
  orgId: string,
  account: string,
  pitch: number,
  embedding: number[],
): Promise<string | null> {
  const user = (await findUserByAccount(db, account))?.user;
  if (!user) return null;
  const existing = await findVoiceprint(db, orgId, user.id);
  if (existing) return user.id;
  const { key, durationMs } = await sample(files, orgId, `demo-${account}`, pitch);
  await insertVoiceprint(db, { orgId, userId: user.id, provider: 'embedding', embedding, sampleKey: key, text: TEXT, durationMs });
  return user.id;
}

/**
 * The demo voiceprints where missing: `superadmin`'s always (the page is theirs), `learner01`'s and
 * their pending re-registration only with the data directory's files — a start or `pnpm seed`, not
 * the test template, whose learner01 registers a voiceprint of their own in the learner suites.
 */
export async function seedVoiceprints(db: Db, orgId: string, files?: FileStorage): Promise<void> {
  await registerDemoVoice(db, files, orgId, 'superadmin', 110, [HALF, HALF, 0, 0]);
  if (!files) return;
  const learnerId = await registerDemoVoice(db, files, orgId, 'learner01', 125, [HALF, 0, HALF, 0]);
  if (!learnerId || (await findCurrentAudit(db, orgId, learnerId))) return;
  const original = await findVoiceprint(db, orgId, learnerId);
  const renewed = await sample(files, orgId, 'demo-learner01-new', 135);
  await insertVoiceprintAudit(db, {
    orgId,
    userId: learnerId,
    originalKey: original?.sampleKey ?? '',
    sampleKey: renewed.key,
    text: TEXT,
    durationMs: renewed.durationMs,
    provider: 'embedding',
    embedding: [0.6, 0, 0.8, 0],
    score: 72,
  });
}
