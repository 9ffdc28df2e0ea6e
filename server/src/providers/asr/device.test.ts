import { describe, expect, it } from 'vitest';
import { DeviceAsrProvider } from './device.js';
import type { AsrFinal, AsrPartial } from './types.js';

describe('DeviceAsrProvider (recognition on the device)', () => {
  it('says it does not recognise audio, checks and counts frames, and reports the device text', () => {
    const provider = new DeviceAsrProvider();
    expect(provider.recognisesAudio).toBe(false);
    const partials: AsrPartial[] = [];
    const finals: AsrFinal[] = [];
    const stream = provider.openStream({ language: '16k_zh', onPartial: (p) => partials.push(p), onFinal: (f) => finals.push(f), onError: () => undefined });
    stream.write(Buffer.alloc(8192));
    expect(() => stream.write(Buffer.alloc(8194))).toThrow(/exceeds 8192/);
    stream.deviceText(' 价格 ', false);
    stream.deviceText('价格太贵了', true);
    stream.deviceText('ignored', true);
    stream.end();
    expect(partials).toEqual([{ text: '价格', sentenceEnd: false }]);
    expect(finals).toEqual([{ text: '价格太贵了', audioMs: 256 }]);
  });

  it('ends with the last partial when the device gives no final text', () => {
    const finals: AsrFinal[] = [];
    const stream = new DeviceAsrProvider().openStream({
      language: '16k_en',
      onPartial: () => undefined,
      onFinal: (f) => finals.push(f),
      onError: () => undefined,
    });
    stream.deviceText('hello', false);
    stream.end();
    expect(finals).toEqual([{ text: 'hello', audioMs: 0 }]);
  });
});
