import type { MessageKey } from '@peilian/shared';
import { PcmFramer } from './pcm';

/** Spec §8's microphone messages for getUserMedia's errors (by DOMException name). */
const ERROR_KEYS: Record<string, MessageKey> = {
  NotAllowedError: 'practiceLearner.micErrors.notAllowed',
  PermissionDeniedError: 'practiceLearner.micErrors.notAllowed',
  NotFoundError: 'practiceLearner.micErrors.notFound',
  DevicesNotFoundError: 'practiceLearner.micErrors.notFound',
  NotReadableError: 'practiceLearner.micErrors.unreadable',
  TrackStartError: 'practiceLearner.micErrors.unreadable',
  AbortError: 'practiceLearner.micErrors.aborted',
  OverconstrainedError: 'practiceLearner.micErrors.constraints',
  ConstraintNotSatisfiedError: 'practiceLearner.micErrors.constraints',
  SecurityError: 'practiceLearner.micErrors.security',
  NotSupportedError: 'practiceLearner.micErrors.unsupported',
  TypeError: 'practiceLearner.micErrors.unsupported',
};

export function microphoneErrorKey(error: unknown): MessageKey {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  return ERROR_KEYS[name] ?? 'practiceLearner.micErrors.other';
}

/** Thrown when the browser has no media API at all. */
export class MicrophoneError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

export interface Recording {
  /** Stops the microphone; the last, shorter frame is sent first. */
  stop(): void;
}

/**
 * Records the microphone as 16 kHz mono 16-bit PCM frames of 4096 samples (docs/practice.md
 * "Voice answers"): getUserMedia, an AudioContext at the device's rate and a ScriptProcessorNode
 * whose blocks are downsampled by `PcmFramer`. Rejects with a `MicrophoneError` carrying the
 * spec's message key.
 */
export async function recordMicrophone(onFrame: (frame: ArrayBuffer) => void): Promise<Recording> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('practiceLearner.micErrors.noMediaApi');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    throw new MicrophoneError(microphoneErrorKey(error));
  }
  const context = new AudioContext();
  try {
    await context.resume();
    const source = context.createMediaStreamSource(stream);
    const processor = context.createScriptProcessor(4096, 1, 1);
    const framer = new PcmFramer(context.sampleRate, onFrame);
    processor.onaudioprocess = (event) => framer.push(event.inputBuffer.getChannelData(0));
    source.connect(processor);
    // A processor only runs while connected to the output; it writes silence there.
    processor.connect(context.destination);
    let stopped = false;
    return {
      stop() {
        if (stopped) return;
        stopped = true;
        processor.onaudioprocess = null;
        source.disconnect();
        processor.disconnect();
        for (const track of stream.getTracks()) track.stop();
        void context.close();
        framer.flush();
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    void context.close();
    throw new MicrophoneError(microphoneErrorKey(error));
  }
}
