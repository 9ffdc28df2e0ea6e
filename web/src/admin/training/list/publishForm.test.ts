import { createTranslator, type AdminChildTask } from '@peilian/shared';
import { pickerValue } from '../../time';
import { describe, expect, it } from 'vitest';
import { publishIssues } from './publishForm';

const now = Date.parse('2030-03-01T00:00:00.000Z');
const child = (weight: number, starttime = '2030-03-02T00:00:00.000Z') => ({ weight, starttime, endtime: '2030-03-10T00:00:00.000Z' }) as AdminChildTask;
const pkg = (children: AdminChildTask[]) => ({ starttime: '2030-03-02T00:00:00.000Z', endtime: '2030-03-31T00:00:00.000Z', children });

describe('publish checks', () => {
  it('lets a complete package publish now or later', () => {
    expect(publishIssues(pkg([child(60), child(40)]), 'now', null, now)).toEqual({ time: null, other: [] });
    expect(publishIssues(pkg([child(100)]), 'scheduled', pickerValue(now + 60_000), now)).toEqual({ time: null, other: [] });
  });

  it('puts a missing or past time on the time field', () => {
    expect(publishIssues(pkg([child(100)]), 'scheduled', null, now).time?.key).toBe('tasks.rules.publishTimeRequired');
    const past = publishIssues(pkg([child(100)]), 'scheduled', pickerValue(now - 1000), now).time;
    expect(createTranslator('zh-CN')(past!.key)).toBe('定时发布时间不能早于当前时间');
  });

  it('reports a package without children, weights off 100 and children outside its times', () => {
    expect(publishIssues(pkg([]), 'now', null, now).other.map((issue) => issue.key)).toEqual(['tasks.rules.noChildren']);
    const issues = publishIssues(pkg([child(60), child(30, '2030-03-01T00:00:00.000Z')]), 'now', null, now).other;
    expect(issues).toEqual([{ key: 'tasks.rules.weightsSum', params: { total: 90 } }, expect.objectContaining({ key: 'tasks.rules.childOutsidePackage' })]);
  });
});
