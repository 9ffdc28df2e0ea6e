import { describe, expect, it } from 'vitest';
import { endsSentence, FIRST_CLAUSE_LETTERS, SENTENCE_LONGEST, sentenceCutter } from './sentences.js';

/** Feeds `text` in pieces of `size` characters; answers each push's sentences and the end's. */
function cutInPieces(text: string, size: number): { pushed: string[][]; ended: string[] } {
  const cutter = sentenceCutter();
  const pushed: string[][] = [];
  for (let index = 0; index < text.length; index += size) pushed.push(cutter.push(text.slice(index, index + size)));
  return { pushed, ended: cutter.end() };
}

const all = ({ pushed, ended }: { pushed: string[][]; ended: string[] }) => [...pushed.flat(), ...ended];

describe('sentenceCutter', () => {
  it('with a first clause, ends the first sentence at its first comma once it has that many letters, and only the first', () => {
    const cutter = sentenceCutter(SENTENCE_LONGEST, FIRST_CLAUSE_LETTERS);
    const pushed = [...'嗯，这个价格嘛，我还得再想想，你们能便宜点吗？'].map((char) => cutter.push(char));
    expect([...pushed.flat(), ...cutter.end()]).toEqual(['嗯，这个价格嘛，', '我还得再想想，你们能便宜点吗？']);
    // Out as soon as the character after the comma comes.
    expect(pushed.findIndex((sentences) => sentences.length > 0)).toBe('嗯，这个价格嘛，'.length);
    expect(pushed.flat().map(endsSentence)).toEqual([false]);
    expect(['好的。', '真的吗？”', '我再想想，', 'OK'].map(endsSentence)).toEqual([true, true, false, false]);
    const short = sentenceCutter(SENTENCE_LONGEST, FIRST_CLAUSE_LETTERS);
    expect([...short.push('好的。我知道了，谢谢你'), ...short.end()]).toEqual(['好的。', '我知道了，谢谢你']);
  });

  it('gives each sentence as soon as the character after it comes, whatever the size of the pieces', () => {
    const reply = '这个价格有点贵。你们能便宜点吗？我再想想！';
    for (const size of [1, 2, 3, 7, reply.length]) {
      expect(all(cutInPieces(reply, size))).toEqual(['这个价格有点贵。', '你们能便宜点吗？', '我再想想！']);
    }
    const { pushed } = cutInPieces(reply, 1);
    // The first sentence is out when the first character of the second arrives.
    expect(pushed.findIndex((sentences) => sentences.length > 0)).toBe('这个价格有点贵。'.length);
  });

  it('keeps closing quotes and repeated end marks with their sentence', () => {
    expect(all(cutInPieces('他说：“先看看吧。”真的吗？！好吧……那就这样。', 1))).toEqual(['他说：“先看看吧。”', '真的吗？！', '好吧……', '那就这样。']);
  });

  it('ends an English sentence at a full stop before a space, not inside a number or an address', () => {
    expect(all(cutInPieces('The price is 3.5 thousand. See www.example.com for more! OK', 2))).toEqual([
      'The price is 3.5 thousand.',
      'See www.example.com for more!',
      'OK',
    ]);
  });

  it('cuts a long sentence without end punctuation at its last comma', () => {
    const long = `${'我们公司今年的预算已经定下来了'.repeat(2)}，所以这一次真的没有办法再加钱了，除非你们`;
    expect(long.length).toBeGreaterThan(SENTENCE_LONGEST);
    const { pushed, ended } = cutInPieces(long, 1);
    const first = pushed.flat();
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]!.endsWith('，')).toBe(true);
    expect([...first, ...ended].join('')).toBe(long);
  });

  it('drops nothing but the spaces around sentences, and gives nothing for an empty reply', () => {
    const reply = '  嗯。\n\n好的，我明白了  ';
    expect(all(cutInPieces(reply, 1))).toEqual(['嗯。', '好的，我明白了']);
    expect(sentenceCutter().end()).toEqual([]);
    expect(all(cutInPieces('。。', 1))).toEqual(['。。']);
  });
});
