import { ERRORS, PRACTICE_CALLS, sendCall, type VoiceChannel } from '@peilian/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../app/hooks';
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
  const recordingRef = useRef<Recording | null>(null);
  // The channel a recording was opened on: it is ended on the same one, whatever the page moved to since.
  const openRef = useRef<VoiceChannel | null>(null);
  const mp3Ref = useRef<Mp3Writer | null>(null);
  const live = useRef({ channel, handlers, t });
  live.current = { channel, handlers, t };
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<VoiceState>('idle');

  useEffect(() => {
    if (!socket) return;
    const askConfig = () => {
      sendCall(emitOn(socket), PRACTICE_CALLS.voiceConfig, {})
        .then((reply) => setAvailable(reply.ok && reply.recognisesAudio))
        .catch(() => setAvailable(false));
    };
    const partial = (id: string, text: string) => {
      if (id === live.current.channel.id && recordingRef.current) live.current.handlers.onPartial(text);
    };
    socket.on('connect', askConfig);
    const stopPartials = live.current.channel.partials(listenOn(socket), partial);
    if (socket.connected) askConfig();
    return () => {
      socket.off('connect', askConfig);
      stopPartials();
      recordingRef.current?.stop();
      recordingRef.current = null;
    };
  }, [socket]);

  const abandon = useCallback((message: string) => {
    recordingRef.current?.stop();
    recordingRef.current = null;
    mp3Ref.current = null;
    setState('idle');
    live.current.handlers.onNotice(message);
  }, []);

  const start = useCallback(async () => {
    const socket = socketRef.current;
    const channel = live.current.channel;
    if (!socket?.connected || !channel.id || recordingRef.current) return;
    openRef.current = channel;
    setState('recording');
    try {
      const opened = await channel.open(emitOn(socket));
      if (!opened.ok) return abandon(opened.errmsg);
      const mp3 = new Mp3Writer();
      mp3Ref.current = mp3;
      recordingRef.current = await recordMicrophone((audio) => {
        mp3.push(audio);
        void channel
          .frame(emitOn(socket), audio)
          .then((reply) => {
            // A refused frame ends nothing; a recogniser outage or a lost answer ends the recording.
            if (!reply.ok && reply.errcode !== BAD_INPUT && recordingRef.current) abandon(reply.errmsg);
          })
          .catch(() => undefined);
      });
    } catch (error) {
      abandon(error instanceof MicrophoneError ? live.current.t(error.key) : live.current.t('errors.network'));
    }
  }, [abandon]);

  const stop = useCallback(async () => {
    const socket = socketRef.current;
    const recording = recordingRef.current;
    if (!socket || !recording) return;
    recording.stop();
    recordingRef.current = null;
    const mp3 = mp3Ref.current;
    mp3Ref.current = null;
    // The last, shorter frame went out in stop(): the mp3 now holds the whole answer.
    const spoken = mp3 && mp3.durationMs > 0 ? { durationMs: mp3.durationMs, audio: mp3.finish() } : null;
    setState('recognising');
    try {
      const reply = await (openRef.current ?? live.current.channel).end(emitOn(socket));
      setState('idle');
      if (!reply.ok) live.current.handlers.onNotice(reply.errmsg);
      else if (typeof reply.text === 'string') live.current.handlers.onText(reply.text, spoken);
    } catch {
      abandon(live.current.t('errors.timeout'));
    }
  }, [abandon]);

  return { available, state, start, stop };
}
