import { describe, expect, it } from 'vitest';
import { bigrams, dice, editDistance, round3, wordingAccuracy } from './similarity.js';

describe('bigrams', () => {
  it('counts repeated bigrams and keeps a single character as one gram', () => {
    expect(bigrams('好好好')).toEqual(new Map([['好好', 2]]));
    expect(bigrams('好')).toEqual(new Map([['好', 1]]));
    expect(bigrams('')).toEqual(new Map());
  });
});

describe('dice', () => {
  it.each([
    ['identical', '欢迎光临', '欢迎光临', 1],
    ['disjoint', '欢迎光临', '价格多少', 0],
    ['both empty', '', '', 0],
    ['one empty', '欢迎', '', 0],
    // 欢迎 迎光 光临 vs 欢迎 迎光 光临 临本 本店: 2·3 / (3+5)
    ['containment', '欢迎光临', '欢迎光临本店', 0.75],
    // 价格 格多 多少 vs 多少 少价 价格: shared 价格, 多少 → 2·2 / 6
    ['reordered phrase', '价格多少', '多少价格', 0.667],
    ['single characters', '好', '好', 1],
    ['single character against a word', '好', '好的', 0],
    // multiset: 哈哈 ×3 vs 哈哈 ×1 → 2·1 / 4
    ['repeated bigrams count once per occurrence', '哈哈哈哈', '哈哈', 0.5],
  ])('%s', (_name, a, b, expected) => {
    expect(round3(dice(a, b))).toBe(expected);
    expect(round3(dice(b, a))).toBe(expected);
  });
});

describe('editDistance and wordingAccuracy', () => {
  it.each([
    ['', '', 0, 1],
    ['欢迎光临', '欢迎光临', 0, 1],
    ['欢迎光临', '欢迎光临本店', 2, 0.667],
    ['欢迎光林', '欢迎光临', 1, 0.75],
    ['光临欢迎', '欢迎光临', 4, 0],
    ['', '欢迎', 2, 0],
    ['kitten', 'sitting', 3, 0.571],
    ['𠮷野', '吉野', 1, 0.5],
  ])('%s vs %s', (said, reference, distance, accuracy) => {
    expect(editDistance(said, reference)).toBe(distance);
    expect(round3(wordingAccuracy(said, reference))).toBe(accuracy);
  });
});
