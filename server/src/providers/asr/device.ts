import { ProviderError } from '../errors.js';
import { pcmFrame } from './frames.js';
import { pcmMs, type AsrProvider, type AsrStream, type AsrStreamOptions } from './types.js';

/** A device stream: audio frames are checked and counted, the words come from the device. */
export interface DeviceAsrStream extends AsrStream {
  /** Text the device recognised: partial while the learner speaks, `final` when they stop. */
  deviceText(text: string, final: boolean): void;
}

/**
 * The local default: no server recognition. The learner's device recognises speech (Web Speech
 * API in the browser, WeChat's speech plug-in) or the learner types; the session hands that text
 * to the stream, which reports it through the same callbacks as a server recogniser.
 */
export class DeviceAsrProvider implements AsrProvider {
  readonly name = 'device';
  readonly recognisesAudio = false;

  openStream(options: AsrStreamOptions): DeviceAsrStream {
    let bytes = 0;
    let latest = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      options.onFinal({ text: latest, audioMs: pcmMs(bytes) });
    };
    return {
      write(frame) {
        if (done) throw new ProviderError('asr', 'badInput', 'the stream has ended', 'Ended');
        bytes += pcmFrame(frame).length;
      },
      deviceText(text, final) {
        if (done) return;
        latest = text.trim();
        if (final) finish();
        else options.onPartial({ text: latest, sentenceEnd: false });
      },
      end: finish,
      close() {
        done = true;
      },
    };
  }
}
