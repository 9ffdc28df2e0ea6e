import { describe, expect, it } from 'vitest';
import {
  avatarRequestSchema,
  centerQuerySchema,
  childTaskRequestSchema,
  createPackageRequestSchema,
  mediaReportRequestSchema,
  packageListQuerySchema,
  publishRequestSchema,
  updatePackageRequestSchema,
} from './tasks.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const validPackage = {
  tasktype: '1',
  title: '  新员工入职培训  ',
  passscore: '60',
  sort: '10',
  starttime: '2026-12-01 09:00',
  endtime: '2026-12-31T18:00:00+08:00',
  range: JSON.stringify({ departments: ['d1'], positions: [], users: ['u1', 'u1'] }),
};

describe('package requests', () => {
  it('reads a form body: trimmed title, numbers, China-time and zoned times, range as JSON text', () => {
    const parsed = createPackageRequestSchema.parse(validPackage);
    expect(parsed).toMatchObject({ tasktype: 1, title: '新员工入职培训', passscore: 60, sort: 10, frontpackageid: '', cover: '' });
    expect(parsed.starttime).toBe(Date.parse('2026-12-01T01:00:00Z'));
    expect(parsed.endtime).toBe(Date.parse('2026-12-31T10:00:00Z'));
    expect(parsed.range).toEqual({ departments: ['d1'], positions: [], users: ['u1'] });
  });

  it('reads a JSON body with the range as an object and times as epoch ms', () => {
    const parsed = updatePackageRequestSchema.parse({ ...validPackage, starttime: 1_800_000_000_000, endtime: 1_800_000_360_000, range: { users: 'a,b' } });
    expect(parsed.range).toEqual({ departments: [], positions: [], users: ['a', 'b'] });
  });

  it.each([
    [{ title: '' }, 'tasks.rules.titleRequired'],
    [{ title: 'x'.repeat(65) }, 'tasks.rules.titleTooLong'],
    [{ passscore: '0' }, 'tasks.rules.passScoreRange'],
    [{ passscore: '100.5' }, 'tasks.rules.passScoreRange'],
    [{ passscore: 'abc' }, 'tasks.rules.passScoreRange'],
    [{ sort: '100000' }, 'tasks.rules.sortRange'],
    [{ sort: '-1' }, 'tasks.rules.sortRange'],
    [{ sort: '1.5' }, 'tasks.rules.sortRange'],
    [{ sort: 'abc' }, 'tasks.rules.sortRange'],
    [{ tasktype: '4' }, 'tasks.rules.tasktype'],
    [{ starttime: '' }, 'tasks.rules.timeRequired'],
    [{ starttime: '2026-02-30 10:00' }, 'tasks.rules.timeFormat'],
    [{ endtime: 'tomorrow' }, 'tasks.rules.timeFormat'],
    [{ endtime: '2026-11-30 09:00' }, 'tasks.rules.endBeforeStart'],
    [{ frontpackageid: "1' or 1=1" }, 'tasks.rules.idInvalid'],
  ])('refuses %o with %s', (change, key) => {
    expect(messages(createPackageRequestSchema.safeParse({ ...validPackage, ...change }))).toContain(key);
  });

  it('accepts a pass score of exactly 100 and with two decimals', () => {
    expect(createPackageRequestSchema.parse({ ...validPackage, passscore: 100 }).passscore).toBe(100);
    expect(createPackageRequestSchema.parse({ ...validPackage, passscore: '59.5' }).passscore).toBe(59.5);
    expect(createPackageRequestSchema.parse({ ...validPackage, passscore: '0.07' }).passscore).toBe(0.07);
  });
});

describe('list, publish and learner queries', () => {
  it('defaults the list to every task list, 30 rows, any publish state', () => {
    expect(packageListQuerySchema.parse({})).toEqual({ title: '', publishstate: '', page: 1, rows: 30 });
    expect(packageListQuerySchema.parse({ tasktype: '2' })).toMatchObject({ tasktype: 2 });
    expect(messages(packageListQuerySchema.safeParse({ rows: '20' }))).toContain('tasks.rules.pageSize');
    expect(messages(packageListQuerySchema.safeParse({ publishstate: '7' }))).toContain('tasks.rules.publishState');
  });

  it('reads publish now and scheduled, and asks for the time of a scheduled one', () => {
    expect(publishRequestSchema.parse({ mode: 'now' })).toEqual({ mode: 'now', publishtime: null });
    expect(publishRequestSchema.parse({ mode: 'scheduled', publishtime: '2026-12-01 08:00:00' })).toEqual({
      mode: 'scheduled',
      publishtime: Date.parse('2026-12-01T00:00:00Z'),
    });
    expect(messages(publishRequestSchema.safeParse({ mode: 'scheduled' }))).toContain('tasks.rules.publishTimeRequired');
    expect(messages(publishRequestSchema.safeParse({ mode: 'later' }))).toContain('tasks.rules.publishMode');
  });

  it('maps the centre platform to the banner platform numbers (mobile by default)', () => {
    expect(centerQuerySchema.parse({}).platform).toBe(2);
    expect(centerQuerySchema.parse({ platform: 'pc' }).platform).toBe(1);
    expect(centerQuerySchema.parse({ platform: '2' }).platform).toBe(2);
  });

  it('bounds a progress report and reads the finish flag', () => {
    expect(mediaReportRequestSchema.parse({ position: '12.5', seconds: '5', finish: 'true' })).toEqual({ position: 12.5, seconds: 5, finish: 1 });
    expect(messages(mediaReportRequestSchema.safeParse({ seconds: '-1' }))).toContain('tasks.rules.elapsedInvalid');
    expect(messages(mediaReportRequestSchema.safeParse({ seconds: 3601 }))).toContain('tasks.rules.elapsedInvalid');
    expect(messages(mediaReportRequestSchema.safeParse({ position: 'x' }))).toContain('tasks.rules.positionInvalid');
  });

  it('requires an avatar path', () => {
    expect(messages(avatarRequestSchema.safeParse({ avatar: ' ' }))).toContain('tasks.rules.avatarPath');
  });
});

describe('child task requests', () => {
  const file = {
    type: '4',
    title: '产品手册',
    weight: '33.33',
    starttime: '2026-12-01 09:00',
    endtime: '2026-12-10 18:00',
    refs: [JSON.stringify({ mediaid: 'm1', seconds: 60 }), JSON.stringify({ mediaid: 'm2', seconds: 30 })],
  };

  it('reads file refs sent as repeated JSON fields, and defaults to required', () => {
    const parsed = childTaskRequestSchema.parse(file);
    expect(parsed).toMatchObject({ type: 4, weight: 33.33, required: 1, fronttaskid: '', settings: {} });
    expect(parsed.refs).toEqual([
      { mediaid: 'm1', seconds: 60 },
      { mediaid: 'm2', seconds: 30 },
    ]);
  });

  it('keeps the allowseek setting of a video and a single ref id of an exam', () => {
    const video = childTaskRequestSchema.parse({ ...file, type: 5, refs: [{ mediaid: 'v1', seconds: 90 }], settings: '{"allowseek":1}' });
    expect(video.settings).toEqual({ allowseek: 1 });
    const exam = childTaskRequestSchema.parse({ ...file, type: 2, refs: { refid: 'paper-1' }, settings: '{"retry":"3","review":2}' });
    expect(exam.refs).toEqual([{ refid: 'paper-1' }]);
    expect(exam.settings).toEqual({ retry: 3, noRetakeAfterPass: 0, review: 2 });
  });

  it.each([
    [{ type: '9' }, 'tasks.rules.childType'],
    [{ refs: [] }, 'tasks.rules.refsRequired'],
    [{ refs: [{ mediaid: 'm1', seconds: 0 }] }, 'tasks.rules.requiredSeconds'],
    [{ refs: [{ mediaid: 'm1', seconds: 1.5 }] }, 'tasks.rules.requiredSeconds'],
    [
      {
        refs: [
          { mediaid: 'm1', seconds: 5 },
          { mediaid: 'm1', seconds: 6 },
        ],
      },
      'tasks.rules.refDuplicate',
    ],
    [{ refs: Array.from({ length: 21 }, (_, i) => ({ mediaid: `m${i}`, seconds: 5 })) }, 'tasks.rules.refsTooMany'],
    [{ type: 2, refs: [] }, 'tasks.rules.refIdRequired'],
    [{ type: 5, refs: [{ mediaid: 'v', seconds: 5 }], settings: { allowseek: 'yes' } }, 'tasks.rules.settingsInvalid'],
    [{ type: 2, refs: [{ refid: 'p1' }], settings: { retry: 100_000 } }, 'exam.retake.retryInvalid'],
    [{ type: 2, refs: [{ refid: 'p1' }], settings: { review: 3 } }, 'tasks.rules.settingsInvalid'],
    [{ weight: '100.5' }, 'tasks.rules.weightRange'],
    [{ weight: '10.123' }, 'tasks.rules.weightRange'],
    [{ endtime: '2026-12-01 08:00' }, 'tasks.rules.endBeforeStart'],
  ])('refuses %o with %s', (change, key) => {
    expect(messages(childTaskRequestSchema.safeParse({ ...file, ...change }))).toContain(key);
  });
});
