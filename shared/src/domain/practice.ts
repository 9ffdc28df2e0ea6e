/**
 * The voice-practice libraries' wire enumerations (admin-back-office §3). Numbers and names the spec
 * leaves open are fixed here and explained in docs/practice.md.
 */

/** Speech difficulty: 1 low, 2 medium, 3 high (as question levels). */
export const SPEECH_DIFFICULTIES = [1, 2, 3] as const;
export type SpeechDifficulty = (typeof SPEECH_DIFFICULTIES)[number];

/** Gender of a customer or a digital human: 1 male, 0 female (as user sex). */
export const GENDERS = [0, 1] as const;

/** Languages of a digital-human voice template (admin §3). */
export const VOICE_LANGUAGES = ['mandarin', 'dialect', 'foreign'] as const;
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];

/** TTS providers that voice a template: espeak-ng locally, Tencent Cloud TTS in production. */
export const VOICE_SOURCES = ['espeak', 'tencent'] as const;
export type VoiceSource = (typeof VOICE_SOURCES)[number];

/** Background synthesis of a template's lines (admin §4: unvoiced → voiced, 1–5 minutes). */
export const SYNTH_STATUSES = ['idle', 'running', 'done', 'failed'] as const;
export type SynthStatus = (typeof SYNTH_STATUSES)[number];

/** Background audio and ringtones (admin §3), folder kinds `bgm` and `ringtone`. */
export const AUDIO_KINDS = ['bgm', 'ringtone'] as const;
export type AudioKind = (typeof AUDIO_KINDS)[number];

/** The plain word libraries: sensitive and polite words. */
export const WORD_KINDS = ['sensitive', 'polite'] as const;
export type WordKind = (typeof WORD_KINDS)[number];

/** Status of words and synonyms (admin §3 enumerations): 0 enabled, 1 disabled. */
export const WORD_STATUS = { enabled: 0, disabled: 1 } as const;

/** Limits of the practice libraries the spec leaves open (docs/practice.md). */
export const PRACTICE_LIMITS = {
  categoryMax: 20,
  voiceNoMax: 32,
  voiceNameMax: 30,
  voiceFieldMax: 30,
  exampleMax: 200,
  audioNameMax: 50,
  attributeValueMax: 100,
  tradeTimeMax: 50,
  /** Words of one sensitive or polite library. */
  wordsMax: 5000,
  wordMax: 32,
  /** Replace words of one hot word, each ≤ 32 characters. */
  replaceWordsMax: 10,
  synonymWordsMax: 20,
  scoringItemsMax: 20,
  scoringItemNameMax: 20,
  scoringScoreMax: 100,
} as const;
