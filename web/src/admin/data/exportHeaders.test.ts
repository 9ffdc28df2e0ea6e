import { describe, expect, it } from 'vitest';
import { announcedRows, exportFailureKey } from './exportHeaders';

describe('an export answer', () => {
  it('announces its rows only as a whole, non-negative number', () => {
    expect(announcedRows('10000')).toBe(10_000);
    expect(announcedRows('0')).toBe(0);
    expect(announcedRows(null)).toBeNull();
    expect(announcedRows(undefined)).toBeNull();
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
