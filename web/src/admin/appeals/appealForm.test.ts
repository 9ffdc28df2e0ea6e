import type { AppealRecordView } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { opinionIssue, rescoreDraft } from './appealForm';

const RECORD: Pick<AppealRecordView, 'criteria' | 'formula' | 'whole'> = {
  formula: 'weighted',
  whole: false,
  criteria: [
    { key: 'item:0', label: '关键词', score: 50, min: 0, max: 100, weight: 60 },
    { key: 'item:1', label: '流程完整', score: 80, min: 20, max: 100, weight: 40 },
  ],
};

describe('the re-scoring draft', () => {
  it('sends only the scores changed and shows the new total by the record’s formula', () => {
    expect(rescoreDraft(RECORD, {})).toEqual({ changes: [], issues: {}, total: 62, error: 'errors.appeals.nothingChanged' });
    expect(rescoreDraft(RECORD, { 'item:0': 75, 'item:1': 80 })).toEqual({ changes: [{ key: 'item:0', score: 75 }], issues: {}, total: 77, error: null });
  });

  it('refuses a lowered or too high score, leaving it out of the total', () => {
    const view = rescoreDraft(RECORD, { 'item:0': 40, 'item:1': 101 });
    expect(view.issues).toEqual({ 'item:0': 'errors.appeals.scoreLowered', 'item:1': 'errors.appeals.scoreOutOfRange' });
    expect(view.total).toBe(62);
    expect(view.error).toBe('errors.appeals.scoreLowered');
  });

  it('totals a drill in whole points', () => {
    const drill = { formula: 'mean' as const, whole: true, criteria: RECORD.criteria.map((c) => ({ ...c, weight: null })) };
    expect(rescoreDraft(drill, { 'item:0': 51 }).total).toBe(66);
  });
});

describe('the audit opinion', () => {
  it('is required and at most 50 characters, as the server rules', () => {
    expect(opinionIssue('')).toBe('appeals.rules.opinionRequired');
    expect(opinionIssue('   ')).toBe('appeals.rules.opinionRequired');
    expect(opinionIssue('多'.repeat(51))).toBe('appeals.rules.opinionTooLong');
    expect(opinionIssue(`  ${'多'.repeat(50)}  `)).toBeNull();
  });
});
