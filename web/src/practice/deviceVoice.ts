import type { MessageKey } from '@peilian/shared';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useLanguage } from '../app/hooks';
import { MicrophoneError, recordMicrophone, type Recording } from './microphone';
import { Mp3Writer } from './mp3';
import type { SpokenRecording } from './serverVoice';
import { listen, recogniserMayBeMissing, speechRecognitionAvailable, type Listening } from './speech';

export interface DeviceVoice {
  /** The browser has a recogniser that has not proved missing. */
  available: boolean;
  listening: boolean;
  error: MessageKey | null;
  /** Starts listening, or stops when listening. */
  toggle(): void;
  clearError(): void;
  /** The recording of a spoken answer that could not be recognised, handed to the next typed answer (once). */
  takeHeld(): SpokenRecording | null;
}

type Mic = { recording: Recording; mp3: Mp3Writer } | { error: MessageKey };

async function openMicrophone(): Promise<Mic> {
  const mp3 = new Mp3Writer();
  try {
    return { recording: await recordMicrophone((frame) => mp3.push(frame)), mp3 };
  } catch (error) {
    return { error: error instanceof MicrophoneError ? error.key : 'practiceLearner.micErrors.other' };
  }
}

/** Stops the microphone and answers what it recorded as mp3 (null when nothing was). */
function closeMicrophone(mic: Mic): SpokenRecording | null {
  if ('error' in mic) return null;
  mic.recording.stop();
  return mic.mp3.durationMs > 0 ? { durationMs: mic.mp3.durationMs, audio: mic.mp3.finish() } : null;
}

interface ListenContext {
  language: ReturnType<typeof useLanguage>;
  session: MutableRefObject<Listening | null>;
  held: MutableRefObject<SpokenRecording | null>;
  live: MutableRefObject<(text: string, recording: SpokenRecording | null) => void>;
  setListening: (listening: boolean) => void;
  setError: (error: MessageKey | null) => void;
  setAvailable: (available: boolean) => void;
}

/**
 * One answer: the recogniser listens while the microphone records; at the end the text goes on with
 * the recording, or the failure is told — a recogniser missing while the microphone recorded keeps
 * the recording for the typed answer and stops offering the microphone.
 */
function startListening({ language, session, held, live, setListening, setError, setAvailable }: ListenContext) {
  setError(null);
  const mic = openMicrophone();
  let opened: Mic | undefined;
  void mic.then((result) => (opened = result));
  let text = '';
  let failure: { key: MessageKey; error: string } | null = null;
  const end = async () => {
    setListening(false);
    session.current = null;
    // Recognised before the microphone opened (a permission still asked): the text goes without a recording.
    if (text && !opened) {
      void mic.then(closeMicrophone);
      return live.current(text, null);
    }
    const result = opened ?? (await mic);
    const spoken = closeMicrophone(result);
    if (text) return live.current(text, spoken);
    if (!failure) return;
    if (!recogniserMayBeMissing(failure.error)) return setError(failure.key);
    if ('error' in result) return setError(result.error);
    held.current = spoken;
    setAvailable(false);
    setError('practiceLearner.micErrors.recognitionUnavailable');
  };
  session.current = listen(language, {
    onText: (said) => (text = said),
    onError: (key, error) => (failure = { key, error }),
    onEnd: () => void end(),
  });
  if (session.current) setListening(true);
  // Without a recogniser to end it, nothing else closes the microphone.
  else if (!speechRecognitionAvailable()) void mic.then(closeMicrophone);
}

/**
 * Spoken answers through the browser's own recogniser (Web Speech API, in the interface language),
 * the fallback when the server recognises no audio. The microphone is recorded alongside, so a
 * recognised answer carries the learner's recording like a server-recognised one. When the
 * recogniser fails while the microphone recorded, recognition is what is missing: the page says so
 * (not "no microphone"), stops offering the microphone, and keeps the recording for the typed answer.
 */
export function useDeviceVoice(onText: (text: string, recording: SpokenRecording | null) => void): DeviceVoice {
  const language = useLanguage();
  const [available, setAvailable] = useState(speechRecognitionAvailable);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const session = useRef<Listening | null>(null);
  const held = useRef<SpokenRecording | null>(null);
  const live = useRef(onText);
  live.current = onText;
  useEffect(() => () => session.current?.stop(), []);

  const start = () => startListening({ language, session, held, live, setListening, setError, setAvailable });
  return {
    available,
    listening,
    error,
    toggle: () => (listening ? session.current?.stop() : start()),
    clearError: () => setError(null),
    takeHeld() {
      const recording = held.current;
      held.current = null;
      // The note about the kept recording is done with; the plain "type, or set up recognition" one stays.
      if (recording) setError(null);
      return recording;
    },
  };
}
