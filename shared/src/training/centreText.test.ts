import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { RUN_STATES } from '../domain/training.js';
import type { CenterPackage } from '../schemas/learnerTasks.js';
import { centreGroups, centreRunStateLabel } from './centreText.js';

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
