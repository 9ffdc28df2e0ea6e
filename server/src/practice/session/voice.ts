import type { PracticeCustomerLine, Translate } from '@peilian/shared';
import type { StoredCustomerLine } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import type { TtsLanguage, TtsProvider } from '../../providers/tts/index.js';

/** The voice a session's customer speaks with: its digital human's, else the provider's default. */
export interface SessionVoice {
  /** The digital human whose stored clips are used when they exist. */
  templateId: string | null;
  voice: string;
  language: TtsLanguage;
}

/** Audio of a line already stored (a digital human's clip), if any. */
export type ClipSource = (line: StoredCustomerLine) => Promise<PracticeAudio | undefined>;
type PracticeAudio = NonNullable<PracticeCustomerLine['audio']>;

const LANGUAGES: Record<string, TtsLanguage> = { mandarin: 'zh', dialect: 'yue', foreign: 'en' };

export const voiceOf = (template: { templateId: string; voice: string; language: string } | undefined): SessionVoice => ({
  templateId: template?.templateId ?? null,
  voice: template?.voice ?? '',
  language: (template && LANGUAGES[template.language]) ?? 'zh',
});

/**
 * Voices the customer's lines one after another: the digital human's stored clip of the line when
 * there is one, else the TTS provider. A line the provider cannot voice (down, timed
 * out, refused) goes out as text with a translated `notice`: the session never waits on audio.
 */
export async function speak(
  tts: TtsProvider,
  voice: SessionVoice,
  lines: readonly StoredCustomerLine[],
  t: Translate,
  log: Logger,
  clips?: ClipSource,
): Promise<PracticeCustomerLine[]> {
  const spoken: PracticeCustomerLine[] = [];
  for (const line of lines) {
    try {
      const stored = await clips?.(line);
      if (stored) {
        spoken.push({ ...line, audio: stored, notice: null });
        continue;
      }
      const audio = await tts.synthesize({ text: line.text, voice: voice.voice, language: voice.language });
      spoken.push({ ...line, audio: { format: audio.format, base64: audio.audio.toString('base64'), durationMs: audio.durationMs }, notice: null });
    } catch (error) {
      log.warn({ err: error }, 'practice line not voiced');
      spoken.push({ ...line, audio: null, notice: t('practiceSession.notice.ttsUnavailable') });
    }
  }
  return spoken;
}

/** A stored line as sent when it is read back (audio only in the live answer). */
export const textLine = (line: StoredCustomerLine): PracticeCustomerLine => ({ ...line, audio: null, notice: null });
