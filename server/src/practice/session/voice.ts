import { performance } from 'node:perf_hooks';
import { endpointPath, type PracticeCustomerLine } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { StoredCustomerLine, VoiceTally } from '../../db/schema/index.js';
import type { Caller } from '../../auth/caller.js';
import { ProviderError } from '../../providers/errors.js';
import { parseWav, type Pcm16, type TtsLanguage, type TtsResult } from '../../providers/tts/index.js';
import { clipOf, clipSpeech } from './clips.js';
import { voiceFile, type VoiceFile } from './voiceFiles.js';
import { recordUse, type UsageSubject } from '../../usage/record.js';

/** The voice a session's customer speaks with: its digital human's, else the provider's default. */
export interface SessionVoice {
  /** The digital human whose stored clips are used when they exist. */
  templateId: string | null;
  voice: string;
  language: TtsLanguage;
}

const LANGUAGES: Record<string, TtsLanguage> = { mandarin: 'zh', dialect: 'yue', foreign: 'en' };

/** The voice of a digital human (`templateId` null: one not saved yet, which has no clips), or of none. */
export const voiceOf = (template: { templateId: string | null; voice: string; language: string } | undefined): SessionVoice => ({
  templateId: template?.templateId ?? null,
  voice: template?.voice ?? '',
  language: (template && LANGUAGES[template.language]) ?? 'zh',
});

/** A turn's count of where its lines' audio came from, recorded with its timings (docs/practice.md "Latency"). */
export const voiceTally = (): VoiceTally => ({ clipLines: 0, reusedLines: 0, synthLines: 0, synthMs: 0 });

/** The PCM of a synthesis (every provider answers WAV: espeak-ng, and Tencent asked for it). */
function speechOf(result: TtsResult): Pcm16 {
  const speech = result.format === 'wav' ? parseWav(result.audio) : null;
  if (!speech) throw new ProviderError('tts', 'badResponse', 'the TTS provider answered no 16-bit PCM WAV');
  return speech;
}

/**
 * The stored voice file of a line (`voiceFiles.ts`): the digital human's clip of it when there is
 * one, else the TTS provider's synthesis with the session's voice — made the first time the line is
 * said in that voice, then reused; a synthesis records its characters as used for `served`. The
 * `tally` counts where the audio came from (a clip, a file made before, a synthesis now) and the
 * time spent synthesising. Throws when the line cannot be voiced (the provider down, timed out or refusing).
 */
export async function lineVoice(
  caller: Caller,
  voice: SessionVoice,
  line: Pick<StoredCustomerLine, 'text' | 'emotion'>,
  served: UsageSubject,
  urgent = true,
  tally: VoiceTally = voiceTally(),
): Promise<VoiceFile> {
  const { deps, orgId } = caller;
  const clip = voice.templateId ? await clipOf(deps, orgId, voice.templateId, line) : undefined;
  if (clip) {
    tally.clipLines += 1;
    return voiceFile(deps, orgId, ['clip', clip.id], () => clipSpeech(deps, clip), urgent);
  }
  const { tts } = deps.providers;
  const request = { text: line.text, voice: voice.voice, language: voice.language };
  let synthesised = false;
  const file = await voiceFile(
    deps,
    orgId,
    ['tts', tts.name, request.voice, request.language, request.text],
    async () => {
      const started = performance.now();
      try {
        const speech = speechOf(await tts.synthesize(request));
        synthesised = true;
        await recordUse(caller, served, { service: 'tts', provider: tts.name, quantity: [...request.text].length });
        return speech;
      } finally {
        tally.synthMs += performance.now() - started;
      }
    },
    urgent,
  );
  if (synthesised) tally.synthLines += 1;
  else tally.reusedLines += 1;
  return file;
}

/** What a practice session's provider calls serve, as the usage records name it. */
export const practiceUse = (sessionId: string): UsageSubject => ({ subject: 'practice', subjectId: sessionId });

/** Where the learner of session `sessionId` fetches a voice file: the learner table's `practice.voice`, relative to the API base. */
export const voiceUrl = (sessionId: string, key: string): string => endpointPath(LEARNER_ENDPOINTS.practice.voice, { id: sessionId, key });

/**
 * Voices the customer's lines of a session one after another, each sent with the URL of its voice
 * file (never the audio itself); lines not `urgent` wait for the encoder behind those that are, and
 * `tally` counts where their audio came from. A line that cannot be voiced goes out as text with a
 * translated `notice`: the session never waits on audio.
 */
export async function speak(
  caller: Caller,
  voice: SessionVoice,
  sessionId: string,
  lines: readonly StoredCustomerLine[],
  urgent = true,
  tally?: VoiceTally,
): Promise<PracticeCustomerLine[]> {
  const spoken: PracticeCustomerLine[] = [];
  for (const line of lines) {
    try {
      const file = await lineVoice(caller, voice, line, practiceUse(sessionId), urgent, tally);
      spoken.push({ ...line, audio: { format: 'mp3', url: voiceUrl(sessionId, file.key), durationMs: file.durationMs }, notice: null });
    } catch (error) {
      caller.log.warn({ err: error }, 'practice line not voiced');
      spoken.push({ ...line, audio: null, notice: caller.t('practiceSession.notice.ttsUnavailable') });
    }
  }
  return spoken;
}

/** A stored line as sent when it is read back (audio only in the live answer). */
export const textLine = (line: StoredCustomerLine): PracticeCustomerLine => ({ ...line, audio: null, notice: null });
