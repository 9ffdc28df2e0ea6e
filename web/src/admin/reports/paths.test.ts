import { describe, expect, it } from 'vitest';
import { analysisPath, dashboardPath, taskDetailPath, taskLearnersPath } from './paths';

describe('the data centre links', () => {
  it('open a record with the filters of the page they are on, leaving out the empty ones', () => {
    expect(taskDetailPath('p1', { departmentid: 'd1', start: '2026-11-01', end: '' })).toBe(
      '/admin/view/SubtaskDetails?id=p1&start=2026-11-01&departmentid=d1',
    );
    expect(taskLearnersPath('p1', 'c2', { positionid: 'x' })).toBe('/admin/view/clockInDel?id=p1&childid=c2&positionid=x');
    expect(analysisPath('c2', 'p1')).toBe('/admin/view/analysisDetails?id=c2&packageid=p1');
    expect(dashboardPath('u 1')).toBe('/admin/view/dashboard?id=u+1');
  });
});
