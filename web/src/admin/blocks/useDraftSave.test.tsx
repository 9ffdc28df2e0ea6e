// @vitest-environment jsdom
import { ApiError, type ValidationIssue } from '@peilian/shared';
import { Form, Input } from 'antd';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { DraftDialog } from './DraftDialog';
import { useDraftSave } from './useDraftSave';
import { stubAntdMeasuring } from '../../test/antdInJsdom';

/** A draft dialog as the back office's editors use it, the server's answer stood in for by `send`. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Draft {
  name: string;
}

const issuesOf = (draft: Draft): ValidationIssue[] => (draft.name.trim() ? [] : [{ key: 'validation.required' }]);

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

function Editor({ initial, send, onClose }: { initial: Draft; send: (draft: Draft) => Promise<unknown>; onClose: () => void }) {
  const { t, holder, draft, setDraft, issues, saving, save, shown } = useDraftSave({ initial, issuesOf, send, savedKey: 'practiceWeb.common.saved', onClose });
  if (!draft) return null;
  return (
    <DraftDialog title="name" saving={saving} saveTestId="draft-save" holder={holder} onSave={save} onClose={onClose}>
      <Form.Item label={t('practiceWeb.speech.text')} {...shown(issues)}>
        <Input value={draft.name} onChange={(event) => setDraft({ name: event.target.value })} data-testid="draft-name" />
      </Form.Item>
    </DraftDialog>
  );
}

const saveButton = () => document.body.querySelector<HTMLButtonElement>('[data-testid="draft-save"]')!;
const settle = () => act(async () => {});

async function open(initial: Draft, send: (draft: Draft) => Promise<unknown>, onClose = vi.fn()) {
  act(() => mount.root.render(<Editor initial={initial} send={send} onClose={onClose} />));
  await settle();
  return onClose;
}

// antd's first render in jsdom takes seconds on a busy two-core machine.
describe('draft dialog', { timeout: 30_000 }, () => {
  it('shows no message before a save was tried, then the rule beside the field, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    const onClose = await open({ name: ' ' }, send);
    expect(document.body.textContent).not.toContain('此项为必填项');
    expect(saveButton().textContent?.replace(/\s/g, '')).toBe('保存');
    act(() => saveButton().click());
    await settle();
    expect(document.body.textContent).toContain('此项为必填项');
    expect(send).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a draft without issues and closes once the server answered', async () => {
    const send = vi.fn(() => Promise.resolve());
    const onClose = await open({ name: '甲' }, send);
    act(() => saveButton().click());
    await settle();
    expect(send).toHaveBeenCalledWith({ name: '甲' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the dialog and what was typed when the server refuses, and shows why', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(40000, '名称已存在', 400, undefined)));
    const onClose = await open({ name: '甲' }, send);
    act(() => saveButton().click());
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('名称已存在');
    expect(document.body.querySelector<HTMLInputElement>('[data-testid="draft-name"]')?.value).toBe('甲');
    expect(saveButton().classList.contains('ant-btn-loading')).toBe(false);
  });
});
