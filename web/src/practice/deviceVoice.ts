import type { MessageKey } from '@peilian/shared';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useLanguage } from '../app';
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
  /** Ends a recording going on after the recogniser gave up, and holds it (null: none going on). */
  recordingOn: MutableRefObject<(() => void) | null>;
  live: MutableRefObject<(text: string, recording: SpokenRecording | null) => void>;
  setListening: (listening: boolean) => void;
  setError: (error: MessageKey | null) => void;
  setAvailable: (available: boolean) => void;
}

/**
 * A recogniser that gives up within this much recording gave up before the learner could answer
 * (a missing speech service fails at once): the microphone then records on until they stop it.
 */
const ANSWER_STARTED_MS = 500;

/**
 * Recognition is missing: the microphone is no longer offered, and the recording (if it holds any
 * sound) waits for the typed answer — only then does the page say it is kept.
 */
function holdRecording({ held, setAvailable, setError }: ListenContext, spoken: SpokenRecording | null) {
  held.current = spoken;
  setAvailable(false);
  setError(spoken ? 'practiceLearner.micErrors.recognitionUnavailable' : null);
}

/** Records on after the recogniser gave up at once; the learner's stop (or sending the typed answer) holds the recording. */
function keepRecording(context: ListenContext, opened: Exclude<Mic, { error: MessageKey }>) {
  const { session, recordingOn, setListening, setError } = context;
  const finish = () => {
    session.current = null;
    recordingOn.current = null;
    setListening(false);
    holdRecording(context, closeMicrophone(opened));
  };
  session.current = { stop: finish };
  recordingOn.current = finish;
  setError('practiceLearner.micErrors.recognitionRecording');
}

/**
 * One answer: the recogniser listens while the microphone records; at the end the text goes on with
 * the recording, or the failure is told — a recogniser missing while the microphone works keeps
 * the recording for the typed answer (recording on first when it gave up before the learner spoke)
 * and stops offering the microphone.
 */
function startListening(context: ListenContext) {
  const { language, session, live, setListening, setError } = context;
  setError(null);
  const mic = openMicrophone();
  let opened: Mic | undefined;
  void mic.then((result) => (opened = result));
  let text = '';
  let failure: { key: MessageKey; error: string } | null = null;
  let stopped = false;
  const end = async () => {
    session.current = null;
    // Recognised before the microphone opened (a permission still asked): the text goes without a recording.
    if (text && !opened) {
      setListening(false);
      void mic.then(closeMicrophone);
      return live.current(text, null);
    }
    const result = opened ?? (await mic);
    const missing = !text && failure !== null && recogniserMayBeMissing(failure.error);
    if (missing && !stopped && !('error' in result) && result.mp3.durationMs < ANSWER_STARTED_MS) return keepRecording(context, result);
    setListening(false);
    const spoken = closeMicrophone(result);
    if (text) return live.current(text, spoken);
    if (!failure) return;
    if (!missing) return setError(failure.key);
    if ('error' in result) return setError(result.error);
    holdRecording(context, spoken);
  };
  const listening = listen(language, {
    onText: (said) => (text = said),
    onError: (key, error) => (failure = { key, error }),
    onEnd: () => void end(),
  });
  session.current = listening && {
    stop: () => {
      stopped = true;
      listening.stop();
    },
  };
  if (session.current) setListening(true);
  // Without a recogniser to end it, nothing else closes the microphone.
  else if (!speechRecognitionAvailable()) void mic.then(closeMicrophone);
}

/**
 * Spoken answers through the browser's own recogniser (Web Speech API, in the interface language),
 * the fallback when the server recognises no audio. The microphone is recorded alongside, so a
 * recognised answer carries the learner's recording like a server-recognised one. When the
 * recogniser fails while the microphone works, recognition is what is missing: the page says so
 * (not "no microphone"), stops offering the microphone, and keeps the recording for the typed answer
 * — recording on until the learner stops when the recogniser gave up before they could answer.
 */
export function useDeviceVoice(onText: (text: string, recording: SpokenRecording | null) => void): DeviceVoice {
  const language = useLanguage();
  const [available, setAvailable] = useState(speechRecognitionAvailable);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const session = useRef<Listening | null>(null);
  const held = useRef<SpokenRecording | null>(null);
  const recordingOn = useRef<(() => void) | null>(null);
  const live = useRef(onText);
  live.current = onText;
  useEffect(() => () => session.current?.stop(), []);

  const start = () => startListening({ language, session, held, recordingOn, live, setListening, setError, setAvailable });
  return {
    available,
    listening,
    error,
    toggle: () => (listening ? session.current?.stop() : start()),
    clearError: () => setError(null),
    takeHeld() {
      // Sending the typed answer ends a recording still going on: it goes with this answer.
      recordingOn.current?.();
      const recording = held.current;
      held.current = null;
      // The note about the kept recording is done with; the plain "type, or set up recognition" one stays.
      if (recording) setError(null);
      return recording;
    },
  };
}
