import type { Language, MessageKey } from '@peilian/shared';

/** The few members of the Web Speech API's recogniser the page uses (not in every TypeScript DOM lib). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** True when the browser recognises speech on the device (Web Speech API). */
export function speechRecognitionAvailable(): boolean {
  return typeof window !== 'undefined' && recognitionClass() !== null;
}

/** The recogniser's language for the interface language. */
export function recognitionLanguage(language: Language): string {
  return language === 'en' ? 'en-US' : language;
}

/**
 * The recogniser's errors that may mean the recognition itself is missing (no speech service behind
 * the API, as in many in-app and Chromium browsers) rather than the microphone: the page checks the
 * microphone before it blames it.
 */
const RECOGNISER_UNAVAILABLE = new Set(['audio-capture', 'network', 'service-not-allowed', 'language-not-supported']);

/** True when a recogniser error may be the recognition service missing rather than the microphone. */
export function recogniserMayBeMissing(error: string): boolean {
  return RECOGNISER_UNAVAILABLE.has(error);
}

/** Spec §8's recording messages for the recogniser's errors. */
export function recognitionErrorKey(error: string): MessageKey {
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'practiceLearner.micErrors.notAllowed';
  if (error === 'no-speech') return 'practiceLearner.micErrors.noSpeech';
  if (error === 'audio-capture') return 'practiceLearner.micErrors.audioCapture';
  if (error === 'network') return 'practiceLearner.micErrors.network';
  return 'practiceLearner.micErrors.other';
}

export interface Listening {
  stop(): void;
}

/**
 * Listens once: the final text goes to `onText`, a failure (other than the learner's own stop) to
 * `onError` with its message key and the recogniser's error; `onEnd` always follows.
 */
export function listen(
  language: Language,
  handlers: { onText: (text: string) => void; onError: (key: MessageKey, error: string) => void; onEnd: () => void },
): Listening | null {
  const Recogniser = recognitionClass();
  if (!Recogniser) return null;
  const recognition = new Recogniser();
  recognition.lang = recognitionLanguage(language);
  recognition.interimResults = false;
  recognition.continuous = false;
  recognition.maxAlternatives = 1;
  let text = '';
  recognition.onresult = (event) => {
    text = Array.from(event.results)
      .filter((result) => result.isFinal)
      .map((result) => result[0]?.transcript ?? '')
      .join('');
  };
  recognition.onerror = (event) => {
    if (event.error !== 'aborted') handlers.onError(recognitionErrorKey(event.error), event.error);
  };
  recognition.onend = () => {
    if (text.trim()) handlers.onText(text.trim());
    handlers.onEnd();
  };
  try {
    recognition.start();
  } catch {
    handlers.onError('practiceLearner.micErrors.other', 'start');
    handlers.onEnd();
    return null;
  }
  return { stop: () => recognition.stop() };
}
