import { describe, expect, it } from 'vitest';
import {
  checkChildWindow,
  checkFrontTask,
  checkPublish,
  checkWeights,
  childTasksEditable,
  validatePackage,
  weightTotal,
  weightWarning,
} from './packageRules.js';

const H = 3_600_000;
const T0 = Date.parse('2026-12-01T01:00:00Z');
const valid = { title: '入职培训', passscore: 60, sort: 0, starttime: T0, endtime: T0 + 24 * H };

describe('validatePackage', () => {
  it('accepts the boundaries of the spec: title 1 and 64, pass score 100, sort 0 and 99999', () => {
    expect(validatePackage({ ...valid, title: 'a' })).toEqual([]);
    expect(validatePackage({ ...valid, title: 'a'.repeat(64), passscore: 100, sort: 99_999 })).toEqual([]);
    expect(validatePackage({ ...valid, passscore: 0.01 })).toEqual([]);
  });

  it.each([
    [{ title: '   ' }, 'title', 'tasks.rules.titleRequired'],
    [{ title: 'a'.repeat(65) }, 'title', 'tasks.rules.titleTooLong'],
    [{ passscore: 0 }, 'passscore', 'tasks.rules.passScoreRange'],
    [{ passscore: 100.01 }, 'passscore', 'tasks.rules.passScoreRange'],
    [{ passscore: Number.NaN }, 'passscore', 'tasks.rules.passScoreRange'],
    [{ sort: -1 }, 'sort', 'tasks.rules.sortRange'],
    [{ sort: 100_000 }, 'sort', 'tasks.rules.sortRange'],
    [{ sort: 2.5 }, 'sort', 'tasks.rules.sortRange'],
    [{ endtime: T0 }, 'endtime', 'tasks.rules.endBeforeStart'],
    [{ starttime: Number.NaN }, 'starttime', 'tasks.rules.timeRequired'],
  ])('refuses %o on %s with %s', (change, field, key) => {
    expect(validatePackage({ ...valid, ...change })).toContainEqual(expect.objectContaining({ field, key }));
  });
});

describe('child windows', () => {
  const pkg = { start: T0, end: T0 + 10 * H };
  it.each([
    [{ start: T0, end: T0 + 10 * H }, null],
    [{ start: T0 + H, end: T0 + 2 * H }, null],
    [{ start: T0 - 1, end: T0 + H }, 'tasks.rules.childOutsidePackage'],
    [{ start: T0 + H, end: T0 + 10 * H + 1 }, 'tasks.rules.childOutsidePackage'],
    [{ start: T0 + 2 * H, end: T0 + H }, 'tasks.rules.endBeforeStart'],
  ])('%o → %s', (child, key) => {
    expect(checkChildWindow(child, pkg, 'Asia/Shanghai')?.key ?? null).toBe(key);
  });

  it('quotes the package window in China time', () => {
    expect(checkChildWindow({ start: T0 - H, end: T0 }, pkg, 'Asia/Shanghai')?.params).toEqual({ start: '2026-12-01 09:00', end: '2026-12-01 19:00' });
  });
});

describe('weights', () => {
  it.each([
    [[100], 100, null],
    [[33.33, 33.33, 33.34], 100, null],
    [[0.1, 0.2, 99.7], 100, null],
    [[50, 49.99], 99.99, 'tasks.rules.weightsSum'],
    [[60, 60], 120, 'tasks.rules.weightsSum'],
    [[], 0, 'tasks.rules.weightsSum'],
  ])('%o sums to %s', (weights, total, key) => {
    expect(weightTotal(weights)).toBe(total);
    expect(checkWeights(weights)?.key ?? null).toBe(key);
  });

  it('warns while editing, but not before the first child or once the sum is 100', () => {
    expect(weightWarning([])).toBeNull();
    expect(weightWarning([40])).toEqual({ key: 'tasks.warnings.weightsSum', params: { total: 40 } });
    expect(weightWarning([40, 60])).toBeNull();
  });
});

describe('checkPublish', () => {
  const base = {
    mode: 'now' as const,
    publishtime: null,
    now: T0,
    childWeights: [50, 50],
    childWindows: [{ start: T0, end: T0 + H }],
    window: { start: T0, end: T0 + 2 * H },
    zone: 'Asia/Shanghai',
  };
  const keys = (change: Partial<Parameters<typeof checkPublish>[0]>) => checkPublish({ ...base, ...change }).map((issue) => issue.key);

  it('publishes now, or at a time not earlier than now', () => {
    expect(keys({})).toEqual([]);
    expect(keys({ mode: 'scheduled', publishtime: T0 })).toEqual([]);
    expect(keys({ mode: 'scheduled', publishtime: T0 + H })).toEqual([]);
  });

  it.each([
    [{ childWeights: [], childWindows: [] }, ['tasks.rules.noChildren']],
    [{ childWeights: [50, 40] }, ['tasks.rules.weightsSum']],
    [{ mode: 'scheduled' as const, publishtime: T0 - 1 }, ['tasks.rules.publishTimePast']],
    [{ mode: 'scheduled' as const, publishtime: null }, ['tasks.rules.publishTimeRequired']],
    [{ childWindows: [{ start: T0, end: T0 + 3 * H }] }, ['tasks.rules.childOutsidePackage']],
    [{ childWeights: [], childWindows: [], mode: 'scheduled' as const, publishtime: T0 - H }, ['tasks.rules.noChildren', 'tasks.rules.publishTimePast']],
  ])('refuses %o with %o', (change, expected) => {
    expect(keys(change)).toEqual(expected);
  });
});

describe('locks and front tasks', () => {
  it('lets child tasks change only while the package is unpublished', () => {
    expect([0, 1, 2, 3].map(childTasksEditable)).toEqual([true, false, false, false]);
  });

  it('refuses a front task that is the task itself or leads back to it', () => {
    const fronts = new Map<string, string | null>([
      ['a', null],
      ['b', 'a'],
      ['c', 'b'],
    ]);
    expect(checkFrontTask('c', 'b', fronts)).toBeNull();
    expect(checkFrontTask(null, 'c', fronts)).toBeNull();
    expect(checkFrontTask('a', '', fronts)).toBeNull();
    expect(checkFrontTask('a', 'a', fronts)?.key).toBe('tasks.rules.frontTaskSelf');
    expect(checkFrontTask('a', 'c', fronts)?.key).toBe('tasks.rules.frontTaskSelf');
    expect(checkFrontTask('p', 'p', new Map(), 'tasks.rules.frontPackageSelf')?.key).toBe('tasks.rules.frontPackageSelf');
  });
});
