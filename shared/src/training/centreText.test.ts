import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { RUN_STATES } from '../domain/training.js';
import type { CenterPackage } from '../schemas/learnerTasks.js';
import { centreGroups, centreRunStateLabel, periodText } from './centreText.js';

const zh = createTranslator('zh-CN');
const pkg = (id: string) => ({ id }) as CenterPackage;

describe('the training centre in words', () => {
  it('groups packages in progress first, then not started, then ended, leaving empty groups out', () => {
    const groups = centreGroups({ inprogress: [], notstarted: [pkg('a')], ended: [pkg('b'), pkg('c')] });
    expect(groups.map((group) => [group.key, zh(group.label), group.packages.length])).toEqual([
      ['notstarted', '未开始', 1],
      ['ended', '已结束', 2],
    ]);
    expect(centreGroups({ inprogress: [], notstarted: [], ended: [] })).toEqual([]);
  });

  it('words a run state as its group does, and an unknown state as running', () => {
    expect(zh(centreRunStateLabel(RUN_STATES.notStarted))).toBe('未开始');
    expect(zh(centreRunStateLabel(RUN_STATES.inProgress))).toBe('进行中');
    expect(zh(centreRunStateLabel(RUN_STATES.ended))).toBe('已结束');
    expect(centreRunStateLabel(7)).toBe('tasks.runState.inProgress');
  });
});

describe('a window as learners read it', () => {
  it("is shown in the organisation's zone in the learner's language, whatever the phone's zone", () => {
    const en = createTranslator('en');
    expect(periodText(zh, '2026-11-01T01:00:00.000Z', '2026-12-31T10:00:00.000Z', 'Asia/Shanghai')).toBe('2026-11-01 09:00 至 2026-12-31 18:00');
    expect(periodText(en, '2026-11-01T01:00:00.000Z', '2026-12-31T10:00:00.000Z', 'Asia/Shanghai')).toBe('2026-11-01 09:00 to 2026-12-31 18:00');
    expect(periodText(en, '2026-11-01T01:00:00.000Z', '2026-12-31T10:00:00.000Z', 'Europe/London')).toBe('2026-11-01 01:00 to 2026-12-31 10:00');
  });
});
