import { VOICEPRINT_CHECK } from '@peilian/shared';
import { findOrganisationById } from '../../data/organisations.js';
import { findVoiceprint, otherVoiceprints, type VoiceprintRow } from '../../data/voiceprints.js';
import { checkSampling, insertVoiceprintCheck } from '../../data/voiceprintChecks.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { voiceprintOptionsOf } from '../../organisation/index.js';
import { checkVoiceQuality, decodeMp3, knownVoice, lameInstalled, type VoiceprintProvider } from '../../providers/voiceprint/index.js';
import { isSampledTurn } from './voiceCheckTurns.js';

/**
 * Who is really practising (learner-and-session §8; docs/voiceprint.md "Who is practising"): a
 * sampled turn's uploaded recording verified against the learner's voiceprint, after the upload
 * has answered. Checks run one at a time in this process; one that fails is logged and not made.
 */

export interface TurnRecording {
  orgId: string;
  userId: string;
  sessionId: string;
  seq: number;
  /** The storage key of the turn's mp3. */
  key: string;
}

let lameMissingLogged = false;

/** The provider's 1:1 score, then (below the pass mark) whose voice of the organisation it was: the check's row. */
async function judge(
  deps: AppDeps,
  provider: VoiceprintProvider,
  turn: TurnRecording,
  own: VoiceprintRow,
  audio: Parameters<VoiceprintProvider['verify']>[2],
  threshold: number,
) {
  const score = await provider.verify(turn.orgId, knownVoice(own), audio);
  if (score >= threshold) return { score, result: VOICEPRINT_CHECK.normal, otherUserId: null };
  const others = (await otherVoiceprints(deps.db, turn.orgId, turn.userId)).filter((row) => row.provider === provider.name);
  const matches = others.length > 0 ? await provider.identify(turn.orgId, others.map(knownVoice), audio) : [];
  const other = matches.find((match) => match.score >= threshold);
  return other
    ? { score, result: VOICEPRINT_CHECK.groupCheating, otherUserId: other.userId }
    : { score, result: VOICEPRINT_CHECK.impersonation, otherUserId: null };
}

async function readStored(deps: AppDeps, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Checks a turn's recording when the organisation's `practiceCheck` is on, a provider is configured,
 * the learner has a voiceprint of that provider, the turn is sampled and the recording passes the
 * quality check; records the result once per turn.
 */
export async function checkTurnVoice(deps: AppDeps, log: Logger, turn: TurnRecording): Promise<void> {
  const provider = deps.providers.voiceprint;
  if (!provider) return;
  const options = voiceprintOptionsOf((await findOrganisationById(deps.db, turn.orgId))?.settings);
  if (!options.practiceCheck) return;
  const own = await findVoiceprint(deps.db, turn.orgId, turn.userId);
  if (!own || own.provider !== provider.name) return;
  const sampling = await checkSampling(deps.db, turn.orgId, turn.sessionId, turn.seq);
  if (!sampling || sampling.userId !== turn.userId || !isSampledTurn(turn.seq, sampling)) return;
  if (!(await lameInstalled())) {
    if (!lameMissingLogged) log.warn('practice voice checks are off: lame (the mp3 decoder) is not installed');
    lameMissingLogged = true;
    return;
  }
  const audio = await decodeMp3(await readStored(deps, turn.key));
  const quality = checkVoiceQuality(audio);
  if (!quality.ok) {
    log.info({ sessionId: turn.sessionId, seq: turn.seq, code: quality.code }, 'practice voice check skipped: the recording is not good enough');
    return;
  }
  const judged = await judge(deps, provider, turn, own, audio, options.threshold);
  await insertVoiceprintCheck(deps.db, { orgId: turn.orgId, userId: turn.userId, sessionId: turn.sessionId, seq: turn.seq, ...judged });
  log.info({ sessionId: turn.sessionId, seq: turn.seq, result: judged.result, score: judged.score }, 'practice voice checked');
}

let tail: Promise<void> = Promise.resolve();
const pending = new Set<Promise<void>>();

/**
 * Queues the check of a turn just recorded; it starts once the current event-loop turn is over (the
 * upload's answer goes first) and never throws — a failure is logged.
 */
export function checkTurnVoiceSoon(deps: AppDeps, log: Logger, turn: TurnRecording): void {
  const run = tail
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(() => checkTurnVoice(deps, log, turn))
    .catch((error: unknown) => log.warn({ err: error, sessionId: turn.sessionId, seq: turn.seq }, 'practice voice check failed'));
  tail = run;
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Resolves once every check queued in this process so far (and those they queued) is done: for tests and shutdown. */
export async function voiceChecksIdle(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
