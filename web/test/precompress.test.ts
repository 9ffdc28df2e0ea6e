import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../build/precompress';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('compressed copies of a build', () => {
  it('writes brotli and gzip copies of the text files worth it, in every folder, but not of index.html nor of small or binary files', async () => {
    root = mkdtempSync(join(tmpdir(), 'peilian-precompress-'));
    mkdirSync(join(root, 'assets', 'admin'), { recursive: true });
    mkdirSync(join(root, 'locales'));
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify({ entry: 'x'.repeat(4000) }));
    const bundle = `export const text = ${JSON.stringify('培训与陪练'.repeat(500))};`;
    writeFileSync(join(root, 'assets', 'admin', 'page-Ab12.js'), bundle);
    writeFileSync(join(root, 'index.html'), `<!doctype html>${'<p>陪练</p>'.repeat(200)}`);
    writeFileSync(join(root, 'locales', 'en.json'), JSON.stringify({ title: 'Peilian '.repeat(300) }));
    writeFileSync(join(root, 'assets', 'tiny-Cd34.js'), 'console.log(1)');
    writeFileSync(join(root, 'icon.png'), Buffer.alloc(4096, 7));

    expect(await precompress(root)).toBe(2);
    const page = join(root, 'assets', 'admin', 'page-Ab12.js');
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(bundle);
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(bundle);
    expect(readFileSync(`${page}.br`).length).toBeLessThan(bundle.length / 10);
    expect(existsSync(join(root, 'locales', 'en.json.br'))).toBe(true);
    // Served uncached and replaced by each deployment: compressed by the server as it is sent.
    expect(existsSync(join(root, 'index.html.br'))).toBe(false);
    expect(existsSync(join(root, 'assets', 'tiny-Cd34.js.br'))).toBe(false);
    expect(existsSync(join(root, 'icon.png.br'))).toBe(false);
    expect(existsSync(join(root, '.vite', 'manifest.json.br'))).toBe(false);
  });
});
