// @vitest-environment jsdom
import type { AppealRecordView } from '@peilian/shared';
import { act, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { rescoreDraft, type ScoreDraft } from './appealForm';
import { RescoreTable } from './RescoreTable';

/** The criteria table of an open appeal, as the page holds its typed scores: nothing stood in for. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RECORD: AppealRecordView = {
  type: 'practice',
  title: '新车到店接待',
  total: 62,
  passscore: 60,
  passed: true,
  formula: 'weighted',
  whole: false,
  criteria: [
    { key: 'item:0', label: '关键词', score: 50, min: 0, max: 100, weight: 60 },
    { key: 'item:1', label: '流程完整', score: 80, min: 20, max: 100, weight: 40 },
  ],
  lines: [],
  sessionid: null,
};

let mount: MountPoint;
beforeAll(() => loadEveryNamespace(i18n));
beforeEach(() => {
  stubAntdMeasuring();
  mount = mountPoint();
});
afterEach(() => {
  mount.remove();
  vi.unstubAllGlobals();
});

function Harness({ editable }: { editable: boolean }) {
  const [draft, setDraft] = useState<ScoreDraft>({});
  const view = rescoreDraft(RECORD, draft);
  const onDraft = (key: string, score: number | null) => setDraft((current) => ({ ...current, [key]: score }));
  return <RescoreTable record={RECORD} pointed={new Set(['item:0'])} draft={draft} view={view} {...(editable ? { onDraft } : {})} />;
}

const byTestId = (id: string) => mount.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const scoreInput = (key: string) =>
  mount.container.querySelector<HTMLInputElement>(`input[data-testid="appeal-score-${key}"], [data-testid="appeal-score-${key}"] input`)!;

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('re-scoring an appeal’s criteria', () => {
  it('shows the new total by the record’s formula as a score is typed', async () => {
    await act(async () => mount.root.render(<Harness editable />));
    expect(byTestId('appeal-new-total')?.textContent).toBe('62');
    await type(scoreInput('item:0'), '75');
    expect(byTestId('appeal-new-total')?.textContent).toBe('77');
    expect(byTestId('appeal-score-issue-item:0')).toBeNull();
    expect(scoreInput('item:0').getAttribute('aria-label')).toBe('关键词的新得分');
  });

  it('says why a lowered or too high score is refused, and leaves it out of the total', async () => {
    await act(async () => mount.root.render(<Harness editable />));
    await type(scoreInput('item:0'), '40');
    expect(byTestId('appeal-score-issue-item:0')?.textContent).toBe('申诉复核不能降低得分');
    await type(scoreInput('item:1'), '120');
    expect(byTestId('appeal-score-issue-item:1')?.textContent).toBe('得分超出该项的分值范围');
    expect(byTestId('appeal-new-total')?.textContent).toBe('62');
  });

  it('marks the criteria the learner appealed, and has no inputs once the appeal is closed', async () => {
    await act(async () => mount.root.render(<Harness editable={false} />));
    const rows = [...mount.container.querySelectorAll('tr.ant-table-row')];
    expect(rows.map((row) => row.classList.contains('appeal-pointed'))).toEqual([true, false]);
    expect(rows[0]?.textContent).toContain('学员申诉');
    expect(mount.container.querySelector('input')).toBeNull();
    expect(byTestId('appeal-new-total')).toBeNull();
  });
});
