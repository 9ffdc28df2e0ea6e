import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVELS, experienceOf, ladderOf, levelOf } from './levels.js';
import { childLockReason, creditViewing, EMPTY_MEDIA_STATE, mediaTaskStatus, packageComplete, packageScore, type MediaState } from './progress.js';

const H = 3_600_000;
const T0 = Date.parse('2026-12-01T01:00:00Z');

describe('childLockReason', () => {
  const open = {
    now: T0 + H,
    packageWindow: { start: T0, end: T0 + 10 * H },
    childWindow: { start: T0, end: T0 + 5 * H },
    frontPackageComplete: true,
    frontTaskPassed: true,
  };
  it.each([
    [{}, ''],
    [{ frontPackageComplete: false }, 'frontpackage'],
    [{ frontPackageComplete: false, now: T0 - H }, 'frontpackage'],
    [{ now: T0 - 1 }, 'notstarted'],
    [{ childWindow: { start: T0 + 2 * H, end: T0 + 3 * H } }, 'notstarted'],
    [{ now: T0 + 6 * H }, 'ended'],
    [{ now: T0 + 11 * H }, 'ended'],
    [{ frontTaskPassed: false }, 'fronttask'],
    [{ frontTaskPassed: false, now: T0 + 6 * H }, 'ended'],
  ])('%o → %s', (change, reason) => {
    expect(childLockReason({ ...open, ...change })).toBe(reason);
  });
});

describe('completion and score', () => {
  it.each([
    [[], false],
    [[{ required: 1, passed: true }], true],
    [
      [
        { required: 1, passed: true },
        { required: 0, passed: false },
      ],
      true,
    ],
    [
      [
        { required: 1, passed: true },
        { required: 1, passed: false },
      ],
      false,
    ],
    [
      [
        { required: 0, passed: true },
        { required: 0, passed: false },
      ],
      false,
    ],
    [
      [
        { required: 0, passed: true },
        { required: 0, passed: true },
      ],
      true,
    ],
  ])('%o complete: %s', (children, complete) => {
    expect(packageComplete(children)).toBe(complete);
  });

  it('weights child scores; a passed task without a score counts 100', () => {
    expect(
      packageScore([
        { weight: 60, passed: true, score: null },
        { weight: 40, passed: true, score: 80 },
      ]),
    ).toBe(92);
    expect(packageScore([{ weight: 33.33, passed: false, score: null }])).toBe(0);
  });
});

describe('creditViewing', () => {
  const opened: MediaState = { ...EMPTY_MEDIA_STATE, lastAt: T0 };
  const credit = (state: MediaState, seconds: number, position: number, now: number, allowSeek = false, required = 60) =>
    creditViewing({ state, report: { position, seconds }, now, required, allowSeek, duration: 0 });

  it('credits what the client reports when the server clock agrees', () => {
    const result = credit(opened, 10, 10, T0 + 10_000);
    expect(result).toMatchObject({ accepted: 10, seekRefused: false, justDone: false });
    expect(result.state).toMatchObject({ credited: 10, furthest: 10, position: 10, lastAt: T0 + 10_000 });
  });

  it('never credits more than the real elapsed time plus the slack, however much is claimed', () => {
    expect(credit(opened, 3600, 5, T0 + 5_000).accepted).toBe(8);
    let state = opened;
    let total = 0;
    for (let i = 1; i <= 20; i += 1) {
      const result = credit(state, 8, i * 5, T0 + i * 5_000, true, 10_000);
      state = result.state;
      total += result.accepted;
    }
    expect(total).toBeLessThanOrEqual(100 + 3);
  });

  it('pays the slack back: reports at the same instant earn nothing more', () => {
    const first = credit(opened, 10, 10, T0 + 10_000, true, 10_000);
    const second = credit(first.state, 10, 10, T0 + 10_000, true, 10_000);
    const third = credit(second.state, 10, 10, T0 + 10_000, true, 10_000);
    expect([first.accepted, second.accepted, third.accepted]).toEqual([10, 3, 0]);
  });

  it('only starts the clock before the media was opened', () => {
    const result = credit(EMPTY_MEDIA_STATE, 30, 0, T0);
    expect(result.accepted).toBe(0);
    expect(result.state.lastAt).toBe(T0);
  });

  it('refuses a jump past what was watched on a video without seeking, and keeps nothing', () => {
    const watched: MediaState = { ...opened, furthest: 20, position: 20, credited: 20 };
    const jump = credit(watched, 5, 300, T0 + 5_000);
    expect(jump).toMatchObject({ accepted: 0, seekRefused: true });
    expect(jump.state).toMatchObject({ credited: 20, furthest: 20, position: 20 });
    expect(credit(watched, 5, 300, T0 + 5_000, true).seekRefused).toBe(false);
    expect(credit(watched, 5, 10, T0 + 5_000).state).toMatchObject({ position: 10, furthest: 20, credited: 25 });
  });

  it('marks the media done once the required time is credited, once', () => {
    const almost: MediaState = { ...opened, credited: 55, furthest: 55, position: 55 };
    const done = credit(almost, 5, 60, T0 + 5_000);
    expect(done).toMatchObject({ justDone: true, state: { done: 1, credited: 60 } });
    expect(credit(done.state, 5, 65, T0 + 10_000).justDone).toBe(false);
  });

  it('clamps positions to a known duration', () => {
    const result = creditViewing({ state: opened, report: { position: 999, seconds: 1 }, now: T0 + 1000, required: 5, allowSeek: true, duration: 120 });
    expect(result.state.position).toBe(120);
  });

  it('derives the task status from its media', () => {
    expect(mediaTaskStatus([], 2)).toBe(0);
    expect(mediaTaskStatus([opened], 2)).toBe(1);
    expect(
      mediaTaskStatus(
        [
          { ...opened, done: 1 },
          { ...opened, done: 1 },
        ],
        2,
      ),
    ).toBe(2);
  });
});

describe('levels', () => {
  it.each([
    [0, 0, 0, 'LV1', 100],
    [5999, 0, 99, 'LV1', 100],
    [6000, 0, 100, 'LV2', 300],
    [60, 3, 31, 'LV1', 100],
    [10_000_000, 0, 9999, 'LV8', 0],
  ])('%is and %i packages → %i experience, %s', (seconds, packages, experience, name, next) => {
    expect(experienceOf(seconds, packages)).toBe(experience);
    expect(levelOf(experience)).toEqual({ name, next });
  });
  it('adds twenty per passed exam and five per passed practice, capped at 9999', () => {
    expect(experienceOf(600, 1, { exams: 2, practices: 3 })).toBe(10 + 10 + 40 + 15);
    expect(experienceOf(0, 0, { exams: 600, practices: 0 })).toBe(9999);
  });

  it("uses the organisation's own ladder with its icons; below its lowest level there is none yet", () => {
    const ladder = [
      { name: '见习', from: 10, icon: '/files/o/level/20261120/a.png' },
      { name: '骨干', from: 300 },
    ];
    expect(levelOf(5, ladder)).toEqual({ name: '', next: 10 });
    expect(levelOf(10, ladder)).toEqual({ name: '见习', next: 300, icon: '/files/o/level/20261120/a.png' });
    expect(levelOf(9999, ladder)).toEqual({ name: '骨干', next: 0 });
  });

  it("builds the organisation's ladder from its levels in any order, else the default one", () => {
    expect(ladderOf([])).toBe(DEFAULT_LEVELS);
    expect(
      ladderOf([
        { name: '骨干', experience: 300, icon: '' },
        { name: '见习', experience: 0, icon: '/files/o/level/20261120/a.png' },
      ]),
    ).toEqual([
      { name: '见习', from: 0, icon: '/files/o/level/20261120/a.png' },
      { name: '骨干', from: 300 },
    ]);
  });
});
