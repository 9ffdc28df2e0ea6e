import { translatorFor, zhCN, type AdminChildTask, type AdminPackageDetail } from '@peilian/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { childBody, emptyChild, mediaChoice, weightLeft, type ChildFields } from './childForm';
import { childFormIssues, childTypeOptions } from './childRules';

const pkg = {
  starttime: '2030-03-01T00:00:00.000Z',
  endtime: '2030-03-31T00:00:00.000Z',
  children: [
    { id: 'a', weight: 30, fronttaskid: '' },
    { id: 'b', weight: 30, fronttaskid: 'a' },
  ] as AdminChildTask[],
} satisfies Pick<AdminPackageDetail, 'starttime' | 'endtime' | 'children'>;
const window: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(pkg.starttime), dayjs(pkg.endtime)];
const pdf = mediaChoice({ id: 'm1', name: '手册.pdf', format: 'pdf', duration: 0, kind: 'file' });
const child = (changes: Partial<ChildFields> = {}): ChildFields => ({ ...emptyChild(window, 40, 3), title: '读手册', media: [pdf], ...changes });

describe('child task form', () => {
  it('starts a new child with the package times and the weight left to reach 100', () => {
    expect(weightLeft(pkg.children)).toBe(40);
    expect(weightLeft([{ weight: 33.33 }, { weight: 33.33 }])).toBe(33.34);
    expect(weightLeft([{ weight: 70 }, { weight: 50 }])).toBe(0);
    expect(childFormIssues(child(), pkg, '')).toEqual({});
  });

  it('sends file media with their required seconds and a video its seeking switch', () => {
    expect(childBody(child())).toMatchObject({ type: 4, refs: [{ mediaid: 'm1', seconds: 60 }], settings: {}, required: 1 });
    const clip = mediaChoice({ id: 'v1', name: '演示.mp4', format: 'mp4', duration: 95, kind: 'video' });
    expect(childBody(child({ type: 5, media: [clip], allowseek: true }))).toMatchObject({ refs: [{ mediaid: 'v1', seconds: 95 }], settings: { allowseek: 1 } });
  });

  it('asks for media and for valid required seconds, as the server does', () => {
    expect(childFormIssues(child({ media: [] }), pkg, '').media?.key).toBe('tasks.rules.refsRequired');
    expect(childFormIssues(child({ media: [{ ...pdf, seconds: 0 }] }), pkg, '').media).toEqual({ key: 'tasks.rules.requiredSeconds', params: { min: 1, max: 86_400 } });
    expect(childFormIssues(child({ weight: 120 }), pkg, '').weight?.key).toBe('tasks.rules.weightRange');
  });

  it("refuses times outside the package's, quoting the package's window", () => {
    const issues = childFormIssues(child({ times: [window[0].subtract(1, 'day'), window[1]] }), pkg, '');
    expect(issues.times?.key).toBe('tasks.rules.childOutsidePackage');
    const t = translatorFor(zhCN);
    expect(t(issues.times!.key, issues.times!.params)).toBe('子任务的时间须在任务包的时间范围内（2030-03-01 08:00 至 2030-03-31 08:00）');
  });

  it('refuses a front child task that leads back to the task itself', () => {
    expect(childFormIssues(child({ fronttaskid: 'b' }), pkg, 'a').fronttaskid?.key).toBe('tasks.rules.frontTaskSelf');
    expect(childFormIssues(child({ fronttaskid: 'a' }), pkg, 'a').fronttaskid?.key).toBe('tasks.rules.frontTaskSelf');
    expect(childFormIssues(child({ fronttaskid: 'b' }), pkg, '')).toEqual({});
  });

  it('offers file reading and video, and the other types disabled until their features come', () => {
    const options = childTypeOptions(translatorFor(zhCN));
    expect(options.filter((option) => !option.disabled).map((option) => option.value)).toEqual([4, 5]);
    expect(options.filter((option) => option.disabled).map((option) => option.label)).toEqual(['情景演练（随该功能上线）', '考试（随该功能上线）', '快问快答（随该功能上线）']);
  });
});
