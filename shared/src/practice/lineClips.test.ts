import { describe, expect, it } from 'vitest';
import { createLineClips, keptLoads } from './lineClips.js';

const line = (text: string, extra: object = {}) => ({ text, emotion: 0, ...extra }) as Parameters<ReturnType<typeof createLineClips>['keep']>[0][number];

describe('keptLoads', () => {
  it('shares a load between asks of one key, and loads again after a failure', async () => {
    const kept = keptLoads<string>();
    let loads = 0;
    const load = () => Promise.resolve(`clip ${++loads}`);
    expect(await kept('a', load)).toBe('clip 1');
    expect(await kept('a', load)).toBe('clip 1');
    await expect(kept('b', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await kept('b', load)).toBe('clip 2');
  });
});

describe('createLineClips', () => {
  it('keeps a live line by its text and emotion, and a line without audio by its notice', async () => {
    const fetched: string[] = [];
    const clips = createLineClips((url) => {
      fetched.push(url);
      return url.includes('broken') ? Promise.reject(new Error('gone')) : Promise.resolve(`file:${url}`);
    });
    clips.keep([line('您好', { audio: { url: 'voice/a1' } }), line('稍等', { notice: '语音暂不可用' }), line('再见', { audio: { url: 'voice/broken' } })]);
    const broken = clips.live(line('再见'));
    expect(await clips.live(line('您好'))).toBe('file:voice/a1');
    expect(clips.live(line('您好', { emotion: 2 }))).toBeNull();
    expect(clips.noticeOf(line('稍等'))).toBe('语音暂不可用');
    await expect(broken).rejects.toThrow('gone');
    expect(clips.live(line('再见'))).toBeNull();
    expect(fetched).toEqual(['voice/a1', 'voice/broken']);
  });
});
