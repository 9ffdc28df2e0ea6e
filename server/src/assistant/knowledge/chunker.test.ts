import { describe, expect, it } from 'vitest';
import { chunkPages } from './chunker.js';

describe('chunkPages', () => {
  it('keeps a short document whole, on its page', () => {
    expect(chunkPages(['', '  第二页的内容。  '])).toEqual([{ seq: 0, page: 2, text: '第二页的内容。' }]);
  });

  it('cuts a long text into overlapping passages ending at sentences, each keeping the page it starts on', () => {
    const sentence = (n: number) => `这是第${n}句关于新能源汽车保养的说明，内容用于测试切分。`;
    const page1 = Array.from({ length: 20 }, (_, i) => sentence(i)).join('');
    const page2 = Array.from({ length: 20 }, (_, i) => sentence(i + 20)).join('');
    const chunks = chunkPages([page1, page2]);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(500);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.text.endsWith('。')).toBe(true);
    expect(chunks[0]!.page).toBe(1);
    expect(chunks.at(-1)!.page).toBe(2);
    // Neighbours overlap: the start of each passage is found in the one before it.
    for (let i = 1; i < chunks.length; i++) expect(chunks[i - 1]!.text).toContain(chunks[i]!.text.slice(0, 10));
    expect(chunks.map((chunk) => chunk.seq)).toEqual(chunks.map((_, i) => i));
  });

  it('makes nothing of an empty document', () => {
    expect(chunkPages(['', ' \n '])).toEqual([]);
  });
});
