import { ERRORS, PRACTICE_CALLS, sendCall, type VoiceChannel } from '@peilian/shared';
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useT } from '../app';
import { MicrophoneError, recordMicrophone, type Recording } from './microphone';
import { Mp3Writer } from './mp3';
import { emitOn, listenOn, type PracticeSocket } from './practiceSocket';

const BAD_INPUT = ERRORS['errors.invalidInput'].errcode;

export type VoiceState = 'idle' | 'recording' | 'recognising';

export interface ServerVoice {
  /** The server recognises audio (`practice:voiceConfig`); else the device's recogniser is used. */
  available: boolean;
  state: VoiceState;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The learner's own recording of a spoken answer (mp3 16 kHz mono 16 kbps), kept once the turn exists. */
export interface SpokenRecording {
  audio: Blob;
  durationMs: number;
}

interface Handlers {
  onPartial: (text: string) => void;
  /** The recognised text, and the mp3 of what was streamed for it. */
  onText: (text: string, recording: SpokenRecording | null) => void;
  /** A message to show, already in the interface language; typing goes on. */
  onNotice: (message: string) => void;
}

interface VoiceRefs {
  socket: MutableRefObject<PracticeSocket | null>;
  recording: MutableRefObject<Recording | null>;
  /** The channel a recording was opened on: it is ended on the same one, whatever the page moved to since. */
  open: MutableRefObject<VoiceChannel | null>;
  mp3: MutableRefObject<Mp3Writer | null>;
  live: MutableRefObject<{ channel: VoiceChannel; handlers: Handlers; t: ReturnType<typeof useT> }>;
}

type SetState = (state: VoiceState) => void;

/**
 * Whether the server recognises audio, asked on every connect; meanwhile the partial text of the
 * open recording is passed on, and a recording stops with the socket it streams to.
 */
function useVoiceAvailable(socket: PracticeSocket | null, refs: VoiceRefs): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!socket) return;
    const { live, recording } = refs;
    const askConfig = () => {
      sendCall(emitOn(socket), PRACTICE_CALLS.voiceConfig, {})
        .then((reply) => setAvailable(reply.ok && reply.recognisesAudio))
        .catch(() => setAvailable(false));
    };
    const partial = (id: string, text: string) => {
      if (id === live.current.channel.id && recording.current) live.current.handlers.onPartial(text);
    };
    socket.on('connect', askConfig);
    const stopPartials = live.current.channel.partials(listenOn(socket), partial);
    if (socket.connected) askConfig();
    return () => {
      socket.off('connect', askConfig);
      stopPartials();
      recording.current?.stop();
      recording.current = null;
    };
  }, [socket, refs]);
  return available;
}

/** Opens the recognition on the current channel and streams the microphone to it (and into the mp3). */
async function startRecording(refs: VoiceRefs, abandon: (message: string) => void, setState: SetState) {
  const socket = refs.socket.current;
  const channel = refs.live.current.channel;
  if (!socket?.connected || !channel.id || refs.recording.current) return;
  refs.open.current = channel;
  setState('recording');
  try {
    const opened = await channel.open(emitOn(socket));
    if (!opened.ok) return abandon(opened.errmsg);
    const mp3 = new Mp3Writer();
    refs.mp3.current = mp3;
    refs.recording.current = await recordMicrophone((audio) => {
      mp3.push(audio);
      void channel
        .frame(emitOn(socket), audio)
        .then((reply) => {
          // A refused frame ends nothing; a recogniser outage or a lost answer ends the recording.
          if (!reply.ok && reply.errcode !== BAD_INPUT && refs.recording.current) abandon(reply.errmsg);
        })
        .catch(() => undefined);
    });
  } catch (error) {
    abandon(error instanceof MicrophoneError ? refs.live.current.t(error.key) : refs.live.current.t('errors.network'));
  }
}

/** Stops the microphone, ends the recognition on the channel it was opened on, and hands on the text with the mp3. */
async function stopRecording(refs: VoiceRefs, abandon: (message: string) => void, setState: SetState) {
  const socket = refs.socket.current;
  const recording = refs.recording.current;
  if (!socket || !recording) return;
  recording.stop();
  refs.recording.current = null;
  const mp3 = refs.mp3.current;
  refs.mp3.current = null;
  // The last, shorter frame went out in stop(): the mp3 now holds the whole answer.
  const spoken = mp3 && mp3.durationMs > 0 ? { durationMs: mp3.durationMs, audio: mp3.finish() } : null;
  setState('recognising');
  const { live } = refs;
  try {
    const reply = await (refs.open.current ?? live.current.channel).end(emitOn(socket));
    setState('idle');
    if (!reply.ok) live.current.handlers.onNotice(reply.errmsg);
    else if (typeof reply.text === 'string') live.current.handlers.onText(reply.text, spoken);
  } catch {
    abandon(live.current.t('errors.timeout'));
  }
}

/**
 * Spoken answers recognised by the server (docs/practice.md "Voice answers"), over the page's
 * socket: asks on every connect whether the server recognises audio, then per answer opens the
 * recognition on `channel`, streams the microphone as 16 kHz PCM frames, shows the partial text and,
 * when the learner stops, hands the final text to `onText` (sent as the answer like a typed one)
 * with the answer encoded as mp3 on the way (docs/practice.md "Learner recordings").
 */
export function useServerVoice(socket: PracticeSocket | null, channel: VoiceChannel, handlers: Handlers): ServerVoice {
  const t = useT();
  const socketRef = useRef<PracticeSocket | null>(socket);
  socketRef.current = socket;
  const recording = useRef<Recording | null>(null);
  const open = useRef<VoiceChannel | null>(null);
  const mp3 = useRef<Mp3Writer | null>(null);
  const live = useRef({ channel, handlers, t });
  live.current = { channel, handlers, t };
  const [refs] = useState<VoiceRefs>(() => ({ socket: socketRef, recording, open, mp3, live }));
  const available = useVoiceAvailable(socket, refs);
  const [state, setState] = useState<VoiceState>('idle');

  const abandon = useCallback(
    (message: string) => {
      refs.recording.current?.stop();
      refs.recording.current = null;
      refs.mp3.current = null;
      setState('idle');
      refs.live.current.handlers.onNotice(message);
    },
    [refs],
  );
  const start = useCallback(() => startRecording(refs, abandon, setState), [refs, abandon]);
  const stop = useCallback(() => stopRecording(refs, abandon, setState), [refs, abandon]);
  return { available, state, start, stop };
}
