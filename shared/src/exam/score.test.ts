import { describe, expect, it } from 'vitest';
import { hasOneDecimal, isValidScore, parseScoreText, roundScore, spreadScores, sumScores } from './score.js';

describe('one-decimal scores', () => {
  it('sums in tenths without binary drift', () => {
    expect(sumScores([0.1, 0.2])).toBe(0.3);
    expect(sumScores([...Array(30).fill(3.3), 1])).toBe(100);
    expect(sumScores([33.4, 33.3, 33.3])).toBe(100);
    expect(sumScores([])).toBe(0);
    expect(sumScores([Number.NaN, 5])).toBe(5);
  });

  it.each([
    [2.54, 2.5],
    [2.55, 2.6],
    [10, 10],
    [Number.NaN, 0],
  ])('rounds %f to %f', (value, rounded) => {
    expect(roundScore(value)).toBe(rounded);
  });

  it.each([
    [10, true, true],
    [2.5, true, true],
    [0, true, true],
    [100, true, true],
    [2.55, false, false],
    [100.1, true, false],
    [-1, true, false],
    [Number.NaN, false, false],
  ])('%f: one decimal %s, valid question score %s', (value, oneDecimal, valid) => {
    expect(hasOneDecimal(value)).toBe(oneDecimal);
    expect(isValidScore(value)).toBe(valid);
  });
});

describe('parseScoreText', () => {
  it.each([
    ['10', 10],
    [' 2.5 ', 2.5],
    ['１０', 10],
    ['１２．５', 12.5],
    ['60.0', 60],
    ['0', 0],
    ['', null],
    ['10分', null],
    ['-1', null],
    ['1e2', null],
    ['abc', null],
    ['1000', null],
    ['.5', null],
  ])('reads %j as %j', (text, value) => {
    expect(parseScoreText(text)).toBe(value);
  });
});

describe('spreadScores', () => {
  it.each([
    [1, 100, [100]],
    [3, 100, [33.4, 33.3, 33.3]],
    [4, 100, [25, 25, 25, 25]],
    [7, 100, [14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.2]],
    [3, 10, [3.4, 3.3, 3.3]],
    [0, 100, []],
    [-2, 100, []],
    [1.5, 100, []],
  ])('spreads over %i questions a total of %i', (count, total, shares) => {
    expect(spreadScores(count, total)).toEqual(shares);
    if (shares.length > 0) expect(sumScores(shares)).toBe(total);
  });

  it('always sums to exactly 100 for any count up to 500', () => {
    for (let count = 1; count <= 500; count += 1) expect(sumScores(spreadScores(count))).toBe(100);
  });
});
