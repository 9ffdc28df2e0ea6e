import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { lockMessage, type LockedTask } from './lockReason.js';

const zh = createTranslator('zh-CN');
const en = createTranslator('en');
const say = (task: LockedTask, frontPackage = '', zone = 'Asia/Shanghai') => {
  const message = lockMessage(task, frontPackage, zone);
  return message ? zh(message.key, message.params) : null;
};

describe('why a task is locked', () => {
  it('names the prerequisite task or package when it is known', () => {
    expect(say({ lockreason: 'fronttask', fronttasktitle: '观看操作视频' })).toBe('请先完成前置任务“观看操作视频”');
    expect(say({ lockreason: 'frontpackage' }, '新员工入职培训')).toBe('请先完成前置任务包“新员工入职培训”');
  });

  it('says only what is missing when the name is not known', () => {
    expect(say({ lockreason: 'fronttask', fronttasktitle: '' })).toBe('请先完成前置任务');
    expect(say({ lockreason: 'frontpackage' })).toBe('请先完成前置任务包');
  });

  it('gives the start time of a task not started yet, in the organisation zone, in every language', () => {
    const task: LockedTask = { lockreason: 'notstarted', starttime: '2026-11-01T01:00:00.000Z' };
    expect(say(task)).toBe('尚未开始 · 2026-11-01 09:00');
    expect(say(task, '', 'America/New_York')).toBe('尚未开始 · 2026-10-31 21:00');
    const message = lockMessage(task, '', 'Asia/Shanghai')!;
    expect(en(message.key, message.params)).toBe('Not started yet · 2026-11-01 09:00');
    expect(say({ lockreason: 'notstarted', starttime: '' })).toBe('尚未开始');
    expect(say({ lockreason: 'notstarted' })).toBe('尚未开始');
  });

  it('an ended task says so, and an open one has no reason', () => {
    expect(say({ lockreason: 'ended', starttime: '2026-11-01T01:00:00.000Z' })).toBe('已结束');
    expect(lockMessage({ lockreason: '', fronttasktitle: '观看操作视频' }, '新员工入职培训', 'Asia/Shanghai')).toBeNull();
  });
});
