import { describe, expect, it } from 'vitest';
import { childPath, parseMediaQuery, practiceReportPath, taskPath } from './paths';

describe('training routes', () => {
  it('opens file and video child tasks full screen with package, child and media in the query', () => {
    expect(childPath(4, 'p1', 'c1')).toBe('/user/dashboard/file?package=p1&child=c1');
    expect(childPath(5, 'p1', 'c1', 'm 2')).toBe('/user/dashboard/video?package=p1&child=c1&media=m+2');
  });

  it('opens a scenario child task on the practice page with package and child in the query', () => {
    expect(childPath(1, 'p1', 'c1')).toBe('/user/dashboard/practice?package=p1&child=c1');
  });

  it('has no page here for exam and quick Q&A child tasks', () => {
    expect([2, 3].map((type) => childPath(type, 'p', 'c'))).toEqual([null, null]);
  });

  it('reads the media query back, and nothing without a child task', () => {
    expect(parseMediaQuery(new URLSearchParams('package=p1&child=c1&media=m+2'))).toEqual({ packageId: 'p1', childId: 'c1', mediaId: 'm 2' });
    expect(parseMediaQuery(new URLSearchParams('child=c1'))).toEqual({ packageId: '', childId: 'c1', mediaId: '' });
    expect(parseMediaQuery(new URLSearchParams('package=p1&child=%20'))).toBeNull();
  });

  it("opens a scenario child task's practice on one of its sessions, whose report shows once finished", () => {
    expect(practiceReportPath('p1', 'c1', 's 9')).toBe('/user/dashboard/practice?package=p1&child=c1&session=s+9');
  });

  it("links a package's detail with the spec's id query", () => {
    expect(taskPath('a/b')).toBe('/user/dashboard/task?id=a%2Fb');
  });
});
