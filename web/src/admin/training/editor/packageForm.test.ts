import { describe, expect, it } from 'vitest';
import { pickerValue } from '../../time';
import { emptyFields, fieldsOf, packageBody, packageIssues, type PackageFields } from './packageForm';

// The picker shows the organisation's wall time (China time by default), whatever the test machine's zone.
const start = pickerValue('2030-03-01T01:00:00Z');
const fields = (changes: Partial<PackageFields> = {}): PackageFields => ({ ...emptyFields(start), title: '销售入门', ...changes });

describe('package form', () => {
  it('builds the create body the shared schema takes, times as ISO instants and the range as ids', () => {
    const body = packageBody(fields({ departments: ['d1'], users: [{ id: 'u1', name: '张三' }], frontpackage: { id: 'p0', name: '前置' } }), 1);
    expect(body).toEqual({
      tasktype: 1,
      title: '销售入门',
      passscore: 100,
      sort: 0,
      frontpackageid: 'p0',
      cover: '',
      description: '',
      starttime: '2030-03-01T01:00:00.000Z',
      endtime: '2030-03-08T01:00:00.000Z',
      range: { departments: ['d1'], positions: [], users: ['u1'] },
    });
    expect(packageIssues(fields(), 1)).toEqual({});
  });

  it("puts the spec's rules on the fields they belong to, with the server's parameters", () => {
    const issues = packageIssues(fields({ title: 'x'.repeat(65), passscore: 0, sort: 100_000, times: [start, start.subtract(1, 'hour')] }), 1);
    expect(issues).toMatchObject({
      title: { key: 'tasks.rules.titleTooLong', params: { max: 64 } },
      passscore: { key: 'tasks.rules.passScoreRange', params: { max: 100 } },
      sort: { key: 'tasks.rules.sortRange' },
      times: { key: 'tasks.rules.endBeforeStart' },
    });
  });

  it('asks for a title and for times when they are missing', () => {
    const issues = packageIssues(fields({ title: '  ', times: null, passscore: null }), 2);
    expect(issues.title?.key).toBe('tasks.rules.titleRequired');
    expect(issues.times?.key).toBe('tasks.rules.timeRequired');
    expect(issues.passscore?.key).toBe('tasks.rules.passScoreRange');
  });

  it('reads a stored package back into the same form values', () => {
    const detail = {
      title: '销售入门',
      passscore: 80,
      sort: 3,
      frontpackageid: 'p0',
      frontpackagetitle: '前置',
      cover: 'org/mission/1.png',
      description: '说明',
      starttime: '2030-03-01T01:00:00.000Z',
      endtime: '2030-03-08T01:00:00.000Z',
      range: { departments: [{ id: 'd1', name: '销售部' }], positions: [], users: [{ id: 'u1', name: '张三' }] },
    } satisfies Parameters<typeof fieldsOf>[0];
    const read = fieldsOf(detail);
    expect(packageBody(read, 1)).toMatchObject({
      passscore: 80,
      sort: 3,
      frontpackageid: 'p0',
      starttime: detail.starttime,
      range: { departments: ['d1'], users: ['u1'] },
    });
    expect(read.users).toEqual([{ id: 'u1', name: '张三' }]);
  });
});
