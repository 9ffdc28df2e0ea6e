import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEspeak } from '../../../test/fakes/speechWav.js';
import { EspeakTtsProvider, espeakVariant } from './espeak.js';
import { parseWav } from './wav.js';
import { providerFailure } from '../../../test/providerFailure.js';

const espeak = new EspeakTtsProvider({ espeakPath: 'espeak-ng', timeoutMs: 10_000 });
let scratch: string;

beforeAll(() => {
  requireEspeak();
  scratch = mkdtempSync(path.join(tmpdir(), 'peilian-espeak-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('EspeakTtsProvider (real espeak-ng)', () => {
  it('speaks a Chinese line as a WAV whose header tells its real length', async () => {
    const result = await espeak.synthesize({ text: '您好，我想了解一下这款车的价格。', voice: '', language: 'zh' });
    expect(result.format).toBe('wav');
    expect(result.sampleRate).toBe(22_050);
    const pcm = parseWav(result.audio)!;
    expect(result.audio.readUInt32LE(4)).toBe(result.audio.length - 8);
    expect(pcm.data.length).toBe(result.audio.length - 44);
    expect(result.durationMs).toBe(Math.round((pcm.data.length / 2 / 22_050) * 1000));
    expect(result.durationMs).toBeGreaterThan(1000);
  });

  it('speaks faster audio for a higher speed', async () => {
    const slow = await espeak.synthesize({ text: '今天天气很好，我们出去走走吧。', voice: 'f2', language: 'zh', speed: 0.5 });
    const fast = await espeak.synthesize({ text: '今天天气很好，我们出去走走吧。', voice: 'f2', language: 'zh', speed: 2 });
    expect(fast.durationMs).toBeLessThan(slow.durationMs / 2);
  });

  it('speaks Cantonese and English with their own voices', async () => {
    const yue = await espeak.synthesize({ text: '你好', voice: 'male', language: 'yue' });
    const en = await espeak.synthesize({ text: 'Hello there', voice: 'female', language: 'en' });
    expect(yue.durationMs).toBeGreaterThan(0);
    expect(en.durationMs).toBeGreaterThan(0);
  });

  it('gives one voice number always the same variant', () => {
    expect(espeakVariant('1001')).toBe(espeakVariant('1001'));
    expect(espeakVariant('f4')).toBe('f4');
    expect(espeakVariant('')).toBeUndefined();
  });

  it('reads a text starting with a dash as text, not as an option', async () => {
    const result = await espeak.synthesize({ text: '-v 不是参数', voice: '', language: 'zh' });
    expect(result.durationMs).toBeGreaterThan(0);
  });

  it('refuses an empty line as badInput', async () => {
    expect((await providerFailure(espeak.synthesize({ text: '  ', voice: '', language: 'zh' }))).kind).toBe('badInput');
  });

  it('reports a missing espeak-ng as unavailable', async () => {
    const missing = new EspeakTtsProvider({ espeakPath: path.join(scratch, 'no-such-espeak'), timeoutMs: 5000 });
    const error = await providerFailure(missing.synthesize({ text: '你好', voice: '', language: 'zh' }));
    expect(error).toMatchObject({ service: 'tts', kind: 'unavailable', providerCode: 'ENOENT' });
  });

  it('cuts off a synthesis that hangs with a timeout error', async () => {
    const hanging = path.join(scratch, 'hanging-espeak');
    writeFileSync(hanging, '#!/bin/sh\nexec sleep 30\n');
    chmodSync(hanging, 0o755);
    const error = await providerFailure(new EspeakTtsProvider({ espeakPath: hanging, timeoutMs: 300 }).synthesize({ text: '你好', voice: '', language: 'zh' }));
    expect(error).toMatchObject({ kind: 'timeout', transient: true });
  });

  it('reports a program that prints no audio as badResponse', async () => {
    const broken = path.join(scratch, 'broken-espeak');
    writeFileSync(broken, '#!/bin/sh\necho not audio\n');
    chmodSync(broken, 0o755);
    const error = await providerFailure(new EspeakTtsProvider({ espeakPath: broken, timeoutMs: 5000 }).synthesize({ text: '你好', voice: '', language: 'zh' }));
    expect(error.kind).toBe('badResponse');
  });
});
