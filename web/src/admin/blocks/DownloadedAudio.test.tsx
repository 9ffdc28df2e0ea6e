// @vitest-environment jsdom
import { ApiError, type DownloadedFile } from '@peilian/shared';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { DownloadedAudio } from './DownloadedAudio';

/** An audio fetched on the first click and then played: the download is the one thing stood in for. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LABELS = { play: 'practiceWeb.audio.listen', loading: 'practiceWeb.audio.listenLoading', failed: 'practiceWeb.audio.listenFailed' } as const;
const WAV: DownloadedFile = { bytes: new Uint8Array([82, 73, 70, 70]).buffer, type: 'audio/wav', name: 'ring.wav' };
let mount: MountPoint;

beforeAll(() => loadEveryNamespace(i18n));
beforeEach(() => {
  stubAntdMeasuring();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:ring', revokeObjectURL: vi.fn() }));
  mount = mountPoint();
});
afterEach(() => {
  mount.remove();
  vi.unstubAllGlobals();
});

async function render(download: () => Promise<DownloadedFile>) {
  await act(async () => mount.root.render(<DownloadedAudio download={download} labels={LABELS} testIds={{ button: 'listen', player: 'player' }} />));
  const button = mount.container.querySelector<HTMLButtonElement>('[data-testid="listen"]')!;
  return { button, click: () => act(async () => button.click()) };
}

describe('DownloadedAudio', () => {
  it('fetches the audio once on the click and plays it with the browser controls', async () => {
    const download = vi.fn(() => Promise.resolve(WAV));
    const { button, click } = await render(download);
    expect(button.textContent).toContain('试听');
    expect(mount.container.querySelector('audio')).toBeNull();
    await click();
    expect(download).toHaveBeenCalledTimes(1);
    const player = mount.container.querySelector<HTMLAudioElement>('[data-testid="player"]')!;
    expect(player.getAttribute('src')).toBe('blob:ring');
    expect(player.controls).toBe(true);
  });

  it("says the server's refusal in the admin's language, and the label's failure when it has none", async () => {
    const refused = await render(() => Promise.reject(new ApiError(40476, '该音频不存在', 404, undefined)));
    await refused.click();
    expect(mount.container.textContent).toContain('该音频不存在');
    expect(mount.container.querySelector('audio')).toBeNull();

    const broken = await render(() => Promise.reject(new Error('')));
    await broken.click();
    expect(mount.container.textContent).toContain('音频加载失败');
  });
});
