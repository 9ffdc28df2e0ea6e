// @vitest-environment jsdom
import type { SessionDialogueResponse } from '@peilian/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace, servingLocales } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { newAdminQueryClient } from '../data/AdminDataProvider';
import { DialogueAudio } from './DialogueAudio';

/**
 * The whole dialogue's player and the transcript that follows it, over the real data layer and API
 * client; only the server (`fetch`) and the browser's playing (`play`, absent from jsdom) are stood in for.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SESSION = '4f1c2d7e-0000-4000-8000-0000000000aa';
const READY: SessionDialogueResponse = {
  successed: true,
  type: 'session',
  session: { id: SESSION, scenarioname: 'SUV展厅接待', learnername: '学员一', status: 'finished' },
  status: 'ready',
  url: `api/admin/material/dialogwav/${SESSION}/audio`,
  duration: 9000,
  segments: [
    { speaker: 'customer', seq: 0, text: '你好，我随便看看。', start: 0, end: 2000, audio: 1 },
    { speaker: 'learner', seq: 1, text: '您好，请问您贵姓？', start: 2400, end: 4000, audio: 1 },
    { speaker: 'customer', seq: 1, text: '我姓李。', start: 4400, end: 5600, audio: 1 },
    { speaker: 'learner', seq: 2, text: '这款车有优惠。', start: 6000, end: 6000, audio: 0 },
    { speaker: 'customer', seq: 2, text: '优惠还不错。', start: 6000, end: 8600, audio: 1 },
  ],
};

let mount: MountPoint;
let asked: string[];
let answer: unknown;

beforeAll(() => loadEveryNamespace(i18n));
beforeEach(() => {
  stubAntdMeasuring();
  asked = [];
  vi.stubGlobal(
    'fetch',
    servingLocales(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost/');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith('/audio')) return new Response(new Uint8Array([0xff, 0xf3, 0x14, 0xc4]), { headers: { 'content-type': 'audio/mpeg' } });
      return Response.json(answer);
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:dialogue', revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  mount = mountPoint();
});
afterEach(async () => {
  mount.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.change('zh-CN'));
});

const settle = async (times = 5) => {
  for (let step = 0; step < times; step += 1) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
};
const byTestId = (id: string) => mount.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const lines = () => [...mount.container.querySelectorAll<HTMLElement>('[data-testid="dialogue-line"]')];

async function show(response: unknown) {
  answer = response;
  act(() => mount.root.render(<></>));
  act(() =>
    mount.root.render(
      <QueryClientProvider client={newAdminQueryClient()}>
        <DialogueAudio sessionId={SESSION} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

// antd's first render in jsdom takes seconds on a busy two-core machine.
describe('DialogueAudio', { timeout: 30_000 }, () => {
  it('plays the dialogue with its transcript: the line playing marked, a line chosen played from its start', async () => {
    await show(READY);
    expect(asked).toEqual([`/api/admin/material/dialogwav/${SESSION}?type=session`, `/api/admin/material/dialogwav/${SESSION}/audio`]);
    const player = byTestId('dialogue-player') as HTMLAudioElement;
    expect(player.getAttribute('src')).toBe('blob:dialogue');
    expect(player.getAttribute('aria-label')).toBe('整段对话播放器');
    expect(byTestId('dialogue-transcript')!.getAttribute('aria-label')).toBe('对话文字');
    expect(lines().map((line) => line.textContent)).toEqual([
      '0:00客户你好，我随便看看。',
      '0:02学员您好，请问您贵姓？',
      '0:04客户我姓李。',
      '0:06学员这款车有优惠。 （无录音）',
      '0:06客户优惠还不错。',
    ]);
    // Only voiced lines are buttons (reached and chosen with the keyboard), each saying what it plays.
    const buttons = lines().map((line) => line.querySelector('button'));
    expect(buttons.map(Boolean)).toEqual([true, true, true, false, true]);
    expect(buttons[1]!.getAttribute('aria-label')).toBe('从 0:02 播放：学员：您好，请问您贵姓？');
    expect(lines()[0]!.dataset.current).toBe('true');

    act(() => buttons[2]!.click());
    expect(player.currentTime).toBe(4.4);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(lines().map((line) => line.dataset.current)).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(buttons[2]!.getAttribute('aria-current')).toBe('true');

    // The transcript follows the player.
    player.currentTime = 7;
    act(() => player.dispatchEvent(new Event('timeupdate')));
    expect(lines().map((line) => line.dataset.current)).toEqual(['false', 'false', 'false', 'false', 'true']);
  });

  it('says the file is being made, that the session has not ended, or that it failed, and the refusal of the server', async () => {
    await show({ ...READY, status: 'pending', url: '', duration: 0, segments: [] });
    expect(byTestId('dialogue-pending')!.getAttribute('role')).toBe('status');
    expect(byTestId('dialogue-pending')!.textContent).toContain('正在生成整段对话录音');
    expect(byTestId('dialogue-player')).toBeNull();
    expect(asked.some((path) => path.endsWith('/audio'))).toBe(false);

    await show({ ...READY, status: 'none', url: '', duration: 0, segments: [] });
    expect(byTestId('dialogue-none')!.textContent).toContain('练习尚未结束');

    await show({ ...READY, status: 'failed', url: '', duration: 0, segments: [] });
    expect(byTestId('dialogue-failed')!.textContent).toContain('整段对话录音生成失败');

    await show({ successed: false, errcode: 40480, errmsg: '练习记录不存在或不属于您' });
    expect(byTestId('dialogue-error')!.textContent).toContain('练习记录不存在或不属于您');
  });

  it('is labelled in the admin language', async () => {
    await act(() => i18n.change('en'));
    await show(READY);
    expect(byTestId('dialogue-audio')!.getAttribute('aria-label')).toBe('The whole dialogue');
    expect(byTestId('dialogue-player')!.getAttribute('aria-label')).toBe('Player of the whole dialogue');
    expect(lines()[3]!.textContent).toContain('(no recording)');
    await act(() => i18n.change('zh-TW'));
    expect(byTestId('dialogue-player')!.getAttribute('aria-label')).toBe('整段對話播放器');
  });
});
