import { describe, expect, it } from 'vitest';
import { isSampledTurn, presentVoiceCheck } from './voiceCheckTurns.js';

/** Which turns are voice-checked, and how their checks read on a report (docs/voiceprint.md "Who is practising"). */

/** The turns of a 12-turn session checked when every turn is recorded, in order, and every check is made. */
function checkedTurns(seed: number): number[] {
  const checks: number[] = [];
  for (let seq = 1; seq <= 12; seq += 1) if (isSampledTurn(seq, { seed, earlierRecorded: seq > 1, checks: checks.length })) checks.push(seq);
  return checks;
}

describe('the turns sampled for the voice check', () => {
  it('always checks the first recorded turn, then one in three by the seed, at most three', () => {
    expect(checkedTurns(3)).toEqual([1, 4, 7]);
    expect(checkedTurns(4)).toEqual([1, 2, 5]);
    expect(checkedTurns(5)).toEqual([1, 3, 6]);
  });

  it('checks the first turn that has a recording, whatever its number', () => {
    expect(isSampledTurn(5, { seed: 3, earlierRecorded: false, checks: 0 })).toBe(true);
    expect(isSampledTurn(5, { seed: 3, earlierRecorded: true, checks: 1 })).toBe(false);
  });

  it('checks no turn once the session has three checks', () => {
    expect(isSampledTurn(10, { seed: 3, earlierRecorded: true, checks: 3 })).toBe(false);
    expect(isSampledTurn(1, { seed: 3, earlierRecorded: false, checks: 3 })).toBe(false);
  });

  it('picks the same turns for the same seed', () => {
    expect(checkedTurns(1_234_567)).toEqual(checkedTurns(1_234_567));
  });
});

describe("a session's checks on its report", () => {
  it('is not checked without any', () => {
    expect(presentVoiceCheck([])).toEqual({ result: null, turns: [] });
  });

  it('shows the worst result, every turn in order, and whose voice it was with group cheating', () => {
    const rows = [
      { seq: 7, score: 30, result: 1, otherName: null },
      { seq: 4, score: 41, result: 2, otherName: '李四' },
      { seq: 1, score: 92, result: 0, otherName: null },
    ];
    expect(presentVoiceCheck(rows)).toEqual({
      result: 2,
      turns: [
        { seq: 1, result: 0, score: 92 },
        { seq: 4, result: 2, score: 41 },
        { seq: 7, result: 1, score: 30 },
      ],
      othername: '李四',
    });
    expect(presentVoiceCheck(rows.filter((row) => row.result !== 2))).toEqual({ result: 1, turns: expect.any(Array) });
  });
});
