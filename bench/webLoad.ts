import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What a phone downloads before the first page shows: the JavaScript and CSS `index.html` loads —
 * the entry and every chunk it imports statically (from Vite's build manifest). The login page and
 * the training centre are both in that set, so it is the first load of `/#/login` and of
 * `/#/user/dashboard/center` alike. Each chunk is reported raw, gzip (level 9) and brotli (quality
 * 11, as the build's copies), largest first. Run after `pnpm build:web`: `pnpm bench:web-load`.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The entry's static closure: the files index.html loads before anything lazy. */
function firstLoad(): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const chunks = firstLoad()
  .map((file) => {
    const content = readFileSync(path.join(DIST, file));
    return {
      file,
      rawKb: kb(content.length),
      gzipKb: kb(gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length),
      brotliKb: kb(brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length),
    };
  })
  .sort((a, b) => b.rawKb - a.rawKb);

const sum = (pick: (chunk: (typeof chunks)[number]) => number, only: RegExp) =>
  Math.round(chunks.filter((chunk) => only.test(chunk.file)).reduce((total, chunk) => total + pick(chunk), 0) * 10) / 10;
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

process.stdout.write(
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      commit,
      machine: { cpus: os.cpus().length, node: process.version },
      built: statSync(path.join(DIST, 'index.html')).mtime.toISOString(),
      firstLoad: {
        files: chunks.length,
        javascript: { rawKb: sum((c) => c.rawKb, /\.js$/), gzipKb: sum((c) => c.gzipKb, /\.js$/), brotliKb: sum((c) => c.brotliKb, /\.js$/) },
        css: { rawKb: sum((c) => c.rawKb, /\.css$/), gzipKb: sum((c) => c.gzipKb, /\.css$/), brotliKb: sum((c) => c.brotliKb, /\.css$/) },
      },
      chunks,
    },
    null,
    2,
  )}\n`,
);
