import { describe, expect, it } from 'vitest';
import { formatFileSize, formatHms, formatMs, formatViewCount, studyTime, viewCountParam } from './format.js';

describe('file size', () => {
  it('uses B, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072 GB');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});

describe('view count', () => {
  it('shows counts up to 9999 as they are and larger ones in w', () => {
    expect(formatViewCount(9999)).toBe('9999');
    expect(formatViewCount(10000)).toBe('1w');
    expect(formatViewCount(12345)).toBe('1.2w');
    expect(formatViewCount(129999)).toBe('12.9w');
    expect(formatViewCount(-3)).toBe('0');
  });

  it('gives a message a number to choose the plural form by, or the abbreviated text', () => {
    expect(viewCountParam(1)).toBe(1);
    expect(viewCountParam(9999)).toBe(9999);
    expect(viewCountParam(12345)).toBe('1.2w');
  });
});

describe('durations', () => {
  it('formats hh:mm:ss and mm:ss', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(3661)).toBe('01:01:01');
    expect(formatHms(100 * 3600)).toBe('100:00:00');
    expect(formatMs(65)).toBe('01:05');
    expect(formatMs(90 * 60)).toBe('90:00');
    expect(formatMs(-5)).toBe('00:00');
  });

  it('shows study time as mm:ss under an hour and hh:mm:ss from an hour on', () => {
    expect(studyTime(0)).toBe('00:00');
    expect(studyTime(75)).toBe('01:15');
    expect(studyTime(3599)).toBe('59:59');
    expect(studyTime(3600)).toBe('01:00:00');
  });
});
