import { describe, expect, it } from 'vitest';
import { readCoach } from './coach.js';

const turns = [
  { seq: 1, text: '您好，欢迎光临！' },
  { seq: 2, text: '这款车第三排可以坐两个成年人。' },
];

describe("reading the coach's answer", () => {
  it('keeps a quote only when the learner said it, however it is punctuated', () => {
    const raw =
      '好的：\n```json\n{"criteria":[{"name":"空间","comment":"讲得清楚","quotes":["第三排 可以坐两个成年人","我们最便宜"]}],"rewrites":[],"next":"练习报价"}\n```';
    expect(readCoach(raw, turns)).toEqual({
      criteria: [{ name: '空间', comment: '讲得清楚', quotes: ['第三排 可以坐两个成年人'] }],
      rewrites: [],
      next: '练习报价',
    });
  });

  it('rewrites only turns that exist, with what was said there, two at most', () => {
    const rewrites = [
      { turn: 2, said: '坐得下', better: 'A' },
      { turn: 7, said: '?', better: 'B' },
      { turn: '1', said: '你好', better: 'C' },
      { turn: 2, said: '又一次', better: 'D' },
    ];
    expect(readCoach(JSON.stringify({ criteria: [], rewrites, next: '下一步' }), turns)?.rewrites).toEqual([
      { turn: 2, said: '这款车第三排可以坐两个成年人。', better: 'A' },
      { turn: 1, said: '您好，欢迎光临！', better: 'C' },
    ]);
  });

  it('finds no review in prose, broken JSON or an empty object, and drops criteria without a comment', () => {
    expect(readCoach('我无法点评。', turns)).toBeNull();
    expect(readCoach('{"criteria": [', turns)).toBeNull();
    expect(readCoach('{}', turns)).toBeNull();
    expect(readCoach(JSON.stringify({ criteria: [{ name: '空间', comment: '' }, 'x'], next: '多问需求' }), turns)).toEqual({
      criteria: [],
      rewrites: [],
      next: '多问需求',
    });
  });
});
