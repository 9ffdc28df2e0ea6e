// @vitest-environment jsdom
import { createAppealRecordStore, memoryStorage } from '@peilian/shared';
import { fakeAppealServer } from '@peilian/shared/testing';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app';
import { servingLocales } from '../test/locales';
import { mountPoint, type MountPoint } from '../test/mount';
import { AppealEntryView } from './AppealEntry';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  vi.stubGlobal('fetch', servingLocales());
  await i18n.loadNamespaces(['common', 'training']);
  vi.unstubAllGlobals();
});

let mount: MountPoint;
beforeEach(() => {
  mount = mountPoint();
});
afterEach(() => mount.remove());

const byTestId = (id: string) => mount.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Types into the controlled textarea as a person does (React listens for the native input event). */
function type(text: string) {
  const area = byTestId('appeal-reason') as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function render(recordid = 's1') {
  const server = fakeAppealServer();
  const store = createAppealRecordStore({ type: 'practice', recordid, calls: server.calls, storage: memoryStorage() });
  act(() =>
    mount.root.render(
      <MemoryRouter>
        <AppealEntryView store={store} />
      </MemoryRouter>,
    ),
  );
  await settle();
  return { server, store };
}

describe('the appeal entry and form', () => {
  it('opens a labelled form with a counter, refuses a blank reason, and shows 待处理 in place of the button once submitted', async () => {
    const { server } = await render();
    act(() => byTestId('appeal-open')!.click());
    const area = byTestId('appeal-reason') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(area);
    expect(mount.container.querySelector(`label[for="${area.id}"]`)?.textContent).toBe('申诉理由');
    expect(area.maxLength).toBe(100);
    expect(byTestId('appeal-count')?.textContent).toBe('0/100');
    act(() => byTestId('appeal-submit')!.click());
    await settle();
    expect(byTestId('appeal-notice')?.textContent).toBe('请填写申诉理由');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(server.state.submits).toBe(0);

    type('关键词都说到了');
    expect(byTestId('appeal-count')?.textContent).toBe('7/100');
    const items = mount.container.querySelectorAll<HTMLInputElement>('[data-testid="appeal-item"] input, input[type="checkbox"]');
    expect(items).toHaveLength(2);
    act(() => items[0]!.click());
    act(() => byTestId('appeal-submit')!.click());
    await settle();
    expect(byTestId('appeal-form')).toBeNull();
    expect(byTestId('appeal-open')).toBeNull();
    expect(byTestId('appeal-status-text')?.textContent).toBe('待处理');
    expect(byTestId('appeal-status')?.textContent).toContain('2026-12-18前答复');
    expect(server.state.appeals[0]).toMatchObject({ reason: '关键词都说到了', items: [{ key: 'item:0', label: '关键词' }] });
  });

  it('keeps the reason and says it was not sent when the network fails', async () => {
    const { server } = await render();
    act(() => byTestId('appeal-open')!.click());
    type('评分有误');
    server.state.down = true;
    act(() => byTestId('appeal-submit')!.click());
    await settle();
    expect(byTestId('appeal-notice')?.textContent).toBe('网络不通，申诉没有提交。申诉理由已保留，请联网后再次提交');
    expect((byTestId('appeal-reason') as HTMLTextAreaElement).value).toBe('评分有误');
    expect(byTestId('appeal-status')).toBeNull();
  });

  it('shows nothing for a record without a score', async () => {
    await render('s9');
    expect(byTestId('appeal-entry')).toBeNull();
  });
});
