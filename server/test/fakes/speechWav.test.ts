import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWav } from '../../src/providers/tts/wav.js';
import { speechAudio } from './speechWav.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'peilian-speech-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('speech WAV for the fake microphone', () => {
  it('speaks a Chinese sentence as 16 kHz mono 16-bit audio, the same bytes every time', () => {
    const first = speechAudio('我想了解一下价格');
    expect(parseWav(first.wav)).toEqual({ sampleRate: 16_000, channels: 1, data: first.pcm });
    expect(first.durationMs).toBe(Math.round(first.pcm.length / 32));
    expect(first.durationMs).toBeGreaterThan(800);
    expect(speechAudio('我想了解一下价格').pcm.equals(first.pcm)).toBe(true);
  });

  it('writes the WAV from the command line', () => {
    const file = path.join(scratch, 'reply.wav');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/fakes/speechWav.ts', '好的，我再考虑一下', file], { cwd: serverDir, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(file);
    expect(parseWav(readFileSync(file))?.sampleRate).toBe(16_000);
  });
});
