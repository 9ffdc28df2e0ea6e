import { MicrophoneError, microphoneErrorKey, Mp3Writer, recordMicrophone, wavOf } from '../practice';

/**
 * The two recorders of the recorder test page (learner-and-session §2.6): `original` is the
 * browser's own MediaRecorder in its own format; `plugin` is the practice microphone (16 kHz 16-bit
 * PCM, `microphone.ts`) written as both mp3 (lamejs, 16 kbps) and wav. Failures carry the spec's
 * message keys (`MicrophoneError`).
 */

export type RecorderMode = 'original' | 'plugin';

export interface RecordedFile {
  format: string;
  blob: Blob;
  /** As recorded (sample count, or wall clock for the browser's own format), in ms. */
  durationMs: number;
}

export interface ActiveRecorder {
  /** Stops the microphone and answers the recorded files. */
  stop(): Promise<RecordedFile[]>;
}

/** Asks for the microphone once (the permission prompt) and lets it go. */
export async function enableMicrophone(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('practiceLearner.micErrors.noMediaApi');
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
  } catch (error) {
    throw new MicrophoneError(microphoneErrorKey(error));
  }
}

async function startOriginal(): Promise<ActiveRecorder> {
  if (typeof MediaRecorder === 'undefined') throw new MicrophoneError('practiceLearner.recorderTest.noMediaRecorder');
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('practiceLearner.micErrors.noMediaApi');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new MicrophoneError(microphoneErrorKey(error));
  }
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
  const started = performance.now();
  recorder.start(250);
  return {
    stop: () =>
      new Promise<RecordedFile[]>((resolve) => {
        recorder.onstop = () => {
          for (const track of stream.getTracks()) track.stop();
          const type = recorder.mimeType || chunks[0]?.type || 'audio/webm';
          const format = /ogg/.test(type) ? 'ogg' : /mp4|aac/.test(type) ? 'm4a' : 'webm';
          resolve([{ format, blob: new Blob(chunks, { type }), durationMs: Math.round(performance.now() - started) }]);
        };
        recorder.stop();
      }),
  };
}

async function startPlugin(): Promise<ActiveRecorder> {
  const frames: ArrayBuffer[] = [];
  const mp3 = new Mp3Writer();
  const recording = await recordMicrophone((frame) => {
    frames.push(frame);
    mp3.push(frame);
  });
  return {
    stop: async () => {
      // The last, shorter frame arrives inside stop().
      recording.stop();
      const durationMs = mp3.durationMs;
      return [
        { format: 'mp3', blob: mp3.finish(), durationMs },
        { format: 'wav', blob: wavOf(frames), durationMs },
      ];
    },
  };
}

export function startRecorder(mode: RecorderMode): Promise<ActiveRecorder> {
  return mode === 'original' ? startOriginal() : startPlugin();
}

/**
 * Checks that the browser can play an mp3 back (spec §8: "browser does not support mp3 decoding",
 * "mp3 decode failed") by decoding it; answers its decoded duration in ms.
 */
export async function decodeMp3(blob: Blob): Promise<number> {
  const Context = typeof AudioContext === 'undefined' ? undefined : AudioContext;
  if (!Context || typeof Audio === 'undefined' || !new Audio().canPlayType('audio/mpeg')) throw new MicrophoneError('practiceLearner.recorderTest.noMp3Decode');
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(await blob.arrayBuffer());
    return Math.round(buffer.duration * 1000);
  } catch {
    throw new MicrophoneError('practiceLearner.recorderTest.mp3DecodeFailed');
  } finally {
    void context.close();
  }
}
