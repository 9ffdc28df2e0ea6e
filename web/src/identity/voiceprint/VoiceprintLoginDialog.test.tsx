// @vitest-environment jsdom
import { createVoiceprintStore, type VoiceprintLogin, type VoiceprintSocketPort } from '@peilian/shared';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { servingLocales } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { VoiceprintLoginDialog } from './VoiceprintLoginDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  vi.stubGlobal('fetch', servingLocales());
  await i18n.loadNamespaces(['common']);
  vi.unstubAllGlobals();
});

let mount: MountPoint;
beforeEach(() => {
  stubAntdMeasuring();
  mount = mountPoint();
});
afterEach(() => {
  mount.remove();
  vi.unstubAllGlobals();
});

const user = { id: 'u9', username: '王小明', avatar: '', orgname: '演示汽车', departmentname: '销售部' };
const ANSWERS: Record<string, unknown> = {
  'vpr:init': { ok: true, flow: 'login', text: '请朗读这句话', audioformat: 'pcm_s16le_16000_mono', heartbeatms: 10_000, registered: false },
  'vpr:open': { ok: true },
  'vpr:record': { ok: true },
  'vpr:close': { ok: true, status: 1, msg: '声纹不存在' },
  'vpr:compare': { ok: true, status: 0, msg: '', users: [user] },
};

/** A login store whose socket answers from ANSWERS and records what it was sent. */
function fakeStore(sent: string[]) {
  const port: VoiceprintSocketPort = {
    emit: (event, payload) => {
      sent.push(`${event} ${JSON.stringify(payload)}`);
      return Promise.resolve(ANSWERS[event]);
    },
    onEvent: () => () => undefined,
    close: () => undefined,
  };
  const microphone = { start: () => Promise.resolve({ stop: () => undefined }) };
  return () => createVoiceprintStore({ flow: 'login', connect: () => Promise.resolve(port), microphone, recentAccounts: () => ['learner01', 'learner02'] });
}

const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const click = async (element: HTMLElement | null) => {
  act(() => element!.click());
  await settle();
};

describe('the voiceprint sign-in dialog', () => {
  it('reads, asks for the account with the recent ones offered, and welcomes the match', async () => {
    const sent: string[] = [];
    const logins: VoiceprintLogin[] = [];
    act(() =>
      mount.root.render(
        <VoiceprintLoginDialog create={fakeStore(sent)} onLogin={(login) => logins.push(login)} onPasswordLogin={() => undefined} onClose={() => undefined} />,
      ),
    );
    await settle();
    expect(byTestId('vpr-text')?.textContent).toBe('请朗读这句话');
    await click(byTestId('vpr-start'));
    await click(byTestId('vpr-stop'));
    expect(sent).toContain('vpr:close {"compareusers":["learner01","learner02"]}');
    expect(byTestId('vpr-notice')?.textContent).toBe('声纹不存在');
    const dialog = document.body.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-label')).toBe('声纹登录');
    const chips = [...document.body.querySelectorAll<HTMLButtonElement>('.vpr-chip')];
    expect(chips.map((chip) => chip.textContent)).toEqual(['learner01', 'learner02']);
    await click(chips[1]!);
    await click(byTestId('vpr-compare'));
    expect(sent).toContain('vpr:compare {"account":"learner02"}');
    expect(byTestId('vpr-welcome')?.textContent).toContain('欢迎回来，王小明');
    expect(byTestId('vpr-countdown')?.textContent).toBe('3秒后自动登录');
    expect(logins).toEqual([]);
  });
});
