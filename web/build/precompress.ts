import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Brotli and gzip copies of a build's text files (`app.js` → `app.js.br`, `app.js.gz`), written once
 * at build time at the highest levels, so the server sends a phone the smallest file without
 * compressing on each request (koa-send picks the copy the browser accepts). It runs on the finished
 * build folder, after the service worker is written and before the build goes live
 * (`releases.ts`), which is why it is not a separate Vite plugin whose hook order would decide that.
 */

/** Text the browser fetches; images, fonts (woff2) and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;
/**
 * The few files served without caching, whose content is what a deployment changes (and what an
 * operator may replace in place): left to the server's on-the-fly compression, so a compressed
 * copy can never be staler than its file. They are a few KB each.
 */
const REPLACEABLE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the compressed copies of `folder`'s text files; answers how many files got them. */
export async function precompress(folder: string): Promise<number> {
  // Hidden folders (Vite's `.vite/manifest.json`) are never served.
  const served = (file: string) =>
    !path
      .relative(folder, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
  const files = (await filesOf(folder)).filter((file) => COMPRESSIBLE.test(file) && served(file) && !REPLACEABLE.has(path.relative(folder, file)));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      written += 1;
    }),
  );
  return written;
}
