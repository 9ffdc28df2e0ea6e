import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/index.js';
import { durationClock, figureDefinition, figureLabel, ratePercent, REPORT_FIGURES, type ReportFigureName } from './glossary.js';
import { namedPeriodDays } from './periods.js';

const NAMES = Object.keys(REPORT_FIGURES) as ReportFigureName[];

describe('the glossary of figures', () => {
  it.each(['zh-CN', 'zh-TW', 'en'] as const)('names and defines every figure in %s, each name once', (language) => {
    const t = createTranslator(language);
    for (const name of NAMES) {
      expect(t(REPORT_FIGURES[name].label), name).not.toBe(REPORT_FIGURES[name].label);
      expect(figureDefinition(t, name), name).not.toBe(REPORT_FIGURES[name].definition);
    }
    const labels = NAMES.map((name) => t(REPORT_FIGURES[name].label));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('tells apart child tasks passed and learners who completed a package, and gives a duration its unit', () => {
    const t = createTranslator('zh-CN');
    expect(figureLabel(t, 'childTasksPassed')).toBe('完成子任务数');
    expect(figureLabel(t, 'completedLearners')).toBe('已完成人数');
    expect(figureLabel(t, 'avgTime')).toBe('平均用时（时:分:秒）');
    expect(figureLabel(createTranslator('en'), 'learningTime')).toBe('Learning time (h:mm:ss)');
    expect(figureLabel(t, 'completionRate')).toBe('完成率');
  });

  it('writes durations as h:mm:ss and rates at one decimal', () => {
    expect(durationClock(0)).toBe('0:00:00');
    expect(durationClock(34 * 60 + 54)).toBe('0:34:54');
    expect(durationClock(26 * 3600 + 5)).toBe('26:00:05');
    expect(durationClock(-3)).toBe('0:00:00');
    expect(ratePercent(1, 3)).toBe(33.3);
    expect(ratePercent(0, 0)).toBeNull();
  });
});

describe('the one period rule', () => {
  it('is today so far for 「今天」 and the whole days ending yesterday for 「近N天」', () => {
    expect(namedPeriodDays(1, '2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(namedPeriodDays(7, '2026-03-01')).toEqual({ start: '2026-02-22', end: '2026-02-28' });
    expect(namedPeriodDays(30, '2026-01-01')).toEqual({ start: '2025-12-02', end: '2025-12-31' });
  });
});
