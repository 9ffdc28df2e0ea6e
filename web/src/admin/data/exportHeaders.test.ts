import { describe, expect, it } from 'vitest';
import { announcedRows, exportFailureKey, fileNameOf } from './exportHeaders';

describe('an export answer', () => {
  it('is saved under the UTF-8 name of its Content-Disposition, else the plain one, else the fallback', () => {
    const chinese = encodeURIComponent('任务报表-2026-11-23.xlsx');
    expect(fileNameOf(`attachment; filename="report.xlsx"; filename*=UTF-8''${chinese}`, 'x.xlsx')).toBe('任务报表-2026-11-23.xlsx');
    expect(fileNameOf('attachment; filename="students.xlsx"', 'x.xlsx')).toBe('students.xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx', 'x.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('announces its rows only as a whole, non-negative number', () => {
    expect(announcedRows('10000')).toBe(10_000);
    expect(announcedRows('0')).toBe(0);
    expect(announcedRows(null)).toBeNull();
    expect(announcedRows('')).toBeNull();
    expect(announcedRows('many')).toBeNull();
    expect(announcedRows('-3')).toBeNull();
  });

  it('explains a refusal: busy when too many exports run, not allowed, or failed', () => {
    expect(exportFailureKey(429)).toBe('reports.export.busy');
    expect(exportFailureKey(403)).toBe('reports.export.refused');
    expect(exportFailureKey(500)).toBe('reports.export.failed');
  });
});
