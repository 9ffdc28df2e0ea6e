// @vitest-environment jsdom
import { ApiError, APPEAL_STATUS, type MessageKey } from '@peilian/shared';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { DecisionPanel } from './DecisionPanel';

/** The decision on an open appeal: the three sends are the one thing stood in for. */

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
  vi.unstubAllGlobals();
});

const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const click = (id: string) => act(async () => byTestId(id)!.click());

async function render(options: { status?: number; rescoreError?: MessageKey | null; reject?: () => Promise<unknown> } = {}) {
  const sent = {
    accept: vi.fn(() => Promise.resolve()),
    resolve: vi.fn((_: string) => Promise.resolve()),
    reject: vi.fn(options.reject ?? ((_: string) => Promise.resolve())),
  };
  await act(async () =>
    mount.root.render(
      <DecisionPanel
        status={options.status ?? APPEAL_STATUS.processing}
        rescoreError={options.rescoreError ?? null}
        totals={{ before: 62, after: 77 }}
        onAccept={sent.accept}
        onResolve={sent.resolve}
        onReject={sent.reject}
      />,
    ),
  );
  return sent;
}

async function typeOpinion(text: string) {
  const box = byTestId('appeal-opinion') as HTMLTextAreaElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The opinion's message now (one that is leaving, animated out, is not read). */
const help = () =>
  [...mount.container.querySelectorAll('.ant-form-item-explain-error')]
    .filter((line) => !line.className.includes('leave'))
    .map((line) => line.textContent)
    .join('');

describe('the decision on an appeal', () => {
  it('asks for the audit opinion before a rejection is confirmed, in the spec’s words', async () => {
    const sent = await render();
    await click('appeal-reject');
    expect(help()).toBe('审核意见不能为空');
    expect(byTestId('appeal-reject-confirm')).toBeNull();
    await typeOpinion('多'.repeat(51));
    expect(help()).toBe('审核意见最多50个字');
    await click('appeal-reject');
    expect(byTestId('appeal-reject-confirm')).toBeNull();
    expect(sent.reject).not.toHaveBeenCalled();
  });

  it('sends the trimmed opinion once confirmed', async () => {
    const sent = await render();
    await typeOpinion('  录音中已说出关键词  ');
    await click('appeal-reject');
    expect(help()).toBe('');
    await click('appeal-reject-confirm');
    expect(sent.reject).toHaveBeenCalledWith('录音中已说出关键词');
  });

  it('does not re-score without a changed score, and shows the new total in the confirmation', async () => {
    const refused = await render({ rescoreError: 'errors.appeals.nothingChanged' });
    await typeOpinion('同意');
    await click('appeal-resolve');
    expect(byTestId('appeal-decision-error')?.textContent).toBe('得分没有变化；如不调整分数，请驳回申诉');
    expect(byTestId('appeal-resolve-confirm')).toBeNull();
    expect(refused.resolve).not.toHaveBeenCalled();
    mount.remove();
    mount = mountPoint();
    const sent = await render();
    await typeOpinion('同意');
    await click('appeal-resolve');
    expect(document.body.textContent).toContain('总分 62 → 77');
    await click('appeal-resolve-confirm');
    expect(sent.resolve).toHaveBeenCalledWith('同意');
  });

  it('offers 开始处理 only while pending, and shows the server’s refusal', async () => {
    await render();
    expect(byTestId('appeal-accept')).toBeNull();
    mount.remove();
    mount = mountPoint();
    const sent = await render({
      status: APPEAL_STATUS.pending,
      reject: () => Promise.reject(new ApiError(40901, '申诉已处理完毕，不能再修改', 409, undefined)),
    });
    await click('appeal-accept');
    await click('appeal-accept-confirm');
    expect(sent.accept).toHaveBeenCalledTimes(1);
    await typeOpinion('不予调整');
    await click('appeal-reject');
    await click('appeal-reject-confirm');
    expect(byTestId('appeal-decision-error')?.textContent).toBe('申诉已处理完毕，不能再修改');
  });
});
