import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readImageInfo } from '../lib/imageInfo.js';
import { contentMatchesFormat } from '../library/magicBytes.js';
import { DEMO_PDF } from './demoPdf.js';
import { builtinImages } from './libraryAssets.js';

const asset = (file: string) => fileURLToPath(new URL(`./assets/${file}`, import.meta.url));

describe('the content library assets shipped with the server', () => {
  it('are what the code draws: the demo PDF and every built-in image', async () => {
    expect((await readFile(asset('media/demo.pdf'))).equals(DEMO_PDF())).toBe(true);
    for (const { file, bytes } of builtinImages()) expect((await readFile(asset(`images/${file}`))).equals(bytes), file).toBe(true);
  });

  it('pass the checks uploads pass: covers 232×130, banners 20:3, a real PDF and MP4', async () => {
    expect(await readImageInfo(asset('images/covers/office/office-1.png'))).toEqual({ type: 'png', width: 232, height: 130 });
    expect(await readImageInfo(asset('images/banners/business/business-banner-1.png'))).toEqual({ type: 'png', width: 800, height: 120 });
    expect(await contentMatchesFormat(asset('media/demo.pdf'), 'pdf')).toBe(true);
    expect(await contentMatchesFormat(asset('media/demo.mp4'), 'mp4')).toBe(true);
    const pdf = DEMO_PDF().toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });
});
