import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomSecret } from '../../auth/token.js';
import { dialogueTurns, type DialogueJob } from '../../data/practice/dialogueAudio.js';
import { insertUsage } from '../../data/usage.js';
import type { DialogueSegment, StoredCustomerLine, StoredDialogueAudio } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/context.js';
import { ProviderError } from '../../providers/errors.js';
import { encodeSpeechMp3, parseWav, pcmDurationMs, speechMp3DurationMs, type Pcm16, type TtsProvider } from '../../providers/tts/index.js';
import { decodeMp3, lameInstalled } from '../../providers/voiceprint/index.js';
import { dayFolder } from '../../storage/keys.js';
import { clipOf, clipSpeech, readAll } from '../session/clips.js';
import { voiceFor } from '../session/plan.js';
import type { SessionVoice } from '../session/voice.js';
import { voiceFile } from '../session/voiceFiles.js';

/**
 * Builds a session's whole dialogue as one MP3 (docs/practice.md "The whole dialogue"): the opening
 * lines, then each turn's recorded answer and the customer's reply, each part decoded by LAME to
 * 16 kHz mono, followed by a short gap, encoded as the voice files are (32 kbps CBR, no LAME tag) and
 * the parts' MP3s joined: every part starts on a frame, so its offset in the file is the sum of the
 * sizes before it, exact to a frame.
 */

/** The silence after each part. */
export const DIALOGUE_GAP_MS = 400;

/** What a build uses. */
export interface DialogueEnv extends Pick<AppDeps, 'db' | 'clock' | 'logger' | 'storage'> {
  tts: TtsProvider;
}

/** A part of the dialogue before it is encoded: null speech for an answer without a recording. */
interface Part extends Omit<DialogueSegment, 'startMs' | 'endMs' | 'audio'> {
  speech: Pcm16 | null;
}

/** Called between parts: renews the lease, and throws when the build is no longer this process's to make. */
export type Step = () => Promise<void>;

const decodeStored = async (env: DialogueEnv, key: string) => decodeMp3(await readAll(env, key));

/**
 * A customer line as the session voiced it (session/voice.ts `lineVoice`): the digital human's clip,
 * else the voice file of the TTS provider in the session's voice — found again, or voiced now and
 * stored (its characters recorded as the session's use). Throws when it cannot be voiced.
 */
async function customerSpeech(env: DialogueEnv, job: DialogueJob, voice: SessionVoice, line: StoredCustomerLine): Promise<Pcm16> {
  const clip = voice.templateId ? await clipOf(env, job.orgId, voice.templateId, line) : undefined;
  if (clip) return decodeStored(env, (await voiceFile(env, job.orgId, ['clip', clip.id], () => clipSpeech(env, clip), false)).storageKey);
  const request = { text: line.text, voice: voice.voice, language: voice.language };
  const file = await voiceFile(
    env,
    job.orgId,
    ['tts', env.tts.name, request.voice, request.language, request.text],
    async () => {
      const result = await env.tts.synthesize(request);
      const speech = result.format === 'wav' ? parseWav(result.audio) : null;
      if (!speech) throw new ProviderError('tts', 'badResponse', 'the TTS provider answered no 16-bit PCM WAV');
      const use = { service: 'tts' as const, provider: env.tts.name, quantity: [...request.text].length };
      await insertUsage(env.db, { orgId: job.orgId, userId: job.userId, subject: 'practice', subjectId: job.id, ...use, at: env.clock.now() }).catch(
        (error: unknown) => env.logger.error({ err: error, ...use }, 'usage not recorded'),
      );
      return speech;
    },
    false,
  );
  return decodeStored(env, file.storageKey);
}

/** A learner's kept recording, or null — none kept, the file gone, or not readable as MP3 (its text stays). */
async function learnerSpeech(env: DialogueEnv, key: string | null): Promise<Pcm16 | null> {
  if (!key || !(await env.storage.exists(key))) return null;
  try {
    return await decodeStored(env, key);
  } catch (error) {
    env.logger.warn({ err: error, key }, 'practice recording not decoded for the dialogue');
    return null;
  }
}

/** The dialogue's parts in order, each voiced or decoded. */
async function partsOf(env: DialogueEnv, job: DialogueJob, step: Step): Promise<Part[]> {
  const voice = await voiceFor(env, job.orgId, job.scenarioId);
  const parts: Part[] = [];
  const customer = async (seq: number, lines: readonly StoredCustomerLine[]) => {
    for (const line of lines) {
      if (!line.text.trim()) continue;
      await step();
      parts.push({ speaker: 'customer', seq, text: line.text, speech: await customerSpeech(env, job, voice, line) });
    }
  };
  await customer(0, job.openingLines);
  for (const turn of await dialogueTurns(env.db, job.orgId, job.id)) {
    await step();
    parts.push({ speaker: 'learner', seq: turn.seq, text: turn.learnerText, speech: await learnerSpeech(env, turn.learnerAudioKey) });
    await customer(turn.seq, turn.customerLines);
  }
  return parts;
}

/** `speech` followed by `ms` of silence, at the dialogue's one rate. */
function withGap(speech: Pcm16, ms: number): Pcm16 {
  const gap = Buffer.alloc(Math.round((speech.sampleRate * ms) / 1000) * 2 * speech.channels);
  return { ...speech, data: Buffer.concat([speech.data, gap]) };
}

/** Encodes the parts one by one (each waits behind the lines a learner is waiting for) and lays them end to end. */
async function encodeParts(parts: readonly Part[], step: Step): Promise<{ mp3: Buffer; segments: DialogueSegment[] }> {
  const segments: DialogueSegment[] = [];
  const encoded: Buffer[] = [];
  let at = 0;
  for (const { speech, ...part } of parts) {
    if (!speech) {
      segments.push({ ...part, startMs: at, endMs: at, audio: false });
      continue;
    }
    await step();
    const mp3 = await encodeSpeechMp3(withGap(speech, DIALOGUE_GAP_MS), { urgent: false });
    const ms = speechMp3DurationMs(mp3.length);
    segments.push({ ...part, startMs: at, endMs: at + Math.min(ms, pcmDurationMs(speech)), audio: true });
    encoded.push(mp3);
    at += ms;
  }
  return { mp3: Buffer.concat(encoded), segments };
}

/**
 * Builds the session's dialogue and stores it under a new key (the caller settles it, or removes it
 * when the build was no longer its own). Throws when a customer line cannot be voiced or LAME is missing.
 */
export async function buildDialogue(env: DialogueEnv, job: DialogueJob, step: Step): Promise<StoredDialogueAudio> {
  if (!(await lameInstalled())) throw new Error('LAME is not installed: the dialogue cannot be decoded (apt-get install lame)');
  const parts = await partsOf(env, job, step);
  const { mp3, segments } = await encodeParts(parts, step);
  if (!mp3.length) return { key: '', durationMs: 0, segments };
  await step();
  const key = `${job.orgId}/practicedialogue/${dayFolder(env.clock.now())}/${job.id}-${randomSecret(8)}.mp3`;
  const local = path.join(os.tmpdir(), `peilian-dialogue-${randomBytes(8).toString('hex')}.mp3`);
  try {
    await writeFile(local, mp3);
    await env.storage.put(local, key);
  } finally {
    await rm(local, { force: true });
  }
  return { key, durationMs: speechMp3DurationMs(mp3.length), segments };
}
