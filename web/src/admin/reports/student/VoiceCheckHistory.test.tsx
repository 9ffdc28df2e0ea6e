// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app';
import { stubAntdMeasuring } from '../../../test/antdInJsdom';
import { loadEveryNamespace } from '../../../test/locales';
import { mountPoint, type MountPoint } from '../../../test/mount';
import { VoiceCheckHistory, type VoiceCheckRow } from './VoiceCheckHistory';
import { VoiceCheckTag } from './VoiceCheckTag';

/** The voiceprint checks of who practised on a learner's dashboard (docs/voiceprint.md "Who is practising"). */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mount: MountPoint;

beforeAll(() => loadEveryNamespace(i18n));
beforeEach(() => {
  stubAntdMeasuring();
  mount = mountPoint();
});
afterEach(() => {
  mount.remove();
  document.body.innerHTML = '';
});

const row = (sessionid: string, voicecheck: VoiceCheckRow['voicecheck']): VoiceCheckRow => ({
  sessionid,
  scenarioname: 'SUV展厅接待',
  startedat: '2026-05-01T02:30:00.000Z',
  voicecheck,
});
const tags = () => [...document.body.querySelectorAll<HTMLElement>('[data-testid="voicecheck-tag"]')];

// antd's first render in jsdom takes seconds on a busy two-core machine.
describe('the voiceprint checks on the dashboard', { timeout: 30_000 }, () => {
  it('lists each checked session with what the check found: normal, the turn someone else spoke, whose voice it was', () => {
    act(() =>
      mount.root.render(
        <VoiceCheckHistory
          sessions={[
            row('s-3', { result: 2, turns: [{ seq: 1, result: 2, score: 41 }], othername: '刘洋' }),
            row('s-2', {
              result: 1,
              turns: [
                { seq: 1, result: 0, score: 91 },
                { seq: 4, result: 1, score: 35 },
              ],
            }),
            row('s-1', { result: 0, turns: [{ seq: 1, result: 0, score: 93 }] }),
          ]}
        />,
      ),
    );
    const rows = [...document.body.querySelectorAll('[data-testid="dashboard-voicechecks"] tbody tr.ant-table-row')];
    expect(rows.map((tr) => tr.getAttribute('data-row-key'))).toEqual(['s-3', 's-2', 's-1']);
    expect(tags().map((tag) => [tag.dataset.result, tag.textContent])).toEqual([
      ['2', '疑似团体代练（与刘洋的声音一致）'],
      ['1', '疑似他人代练（第4轮）'],
      ['0', '正常'],
    ]);
  });

  it('says so when nothing was checked in the period', () => {
    act(() => mount.root.render(<VoiceCheckHistory sessions={[]} />));
    expect(document.body.querySelector('[data-testid="dashboard-voicechecks"]')!.textContent).toContain('所选时间内没有核验过声纹的练习');
  });

  it('reads as a badge where no column names it, and as not checked without a check', () => {
    act(() =>
      mount.root.render(
        <>
          <VoiceCheckTag check={{ result: 0, turns: [{ seq: 1, result: 0, score: 90 }] }} badge />
          <VoiceCheckTag check={{ result: null, turns: [] }} />
        </>,
      ),
    );
    expect(tags().map((tag) => [tag.dataset.result, tag.textContent])).toEqual([
      ['0', '声纹核验：正常'],
      ['none', '未核验'],
    ]);
  });
});
