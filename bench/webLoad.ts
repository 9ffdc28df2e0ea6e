import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What a phone downloads before a page shows: the JavaScript and CSS `index.html` loads — the
 * entry and every chunk it imports statically (from Vite's build manifest) — plus the lazy chunks
 * of the page's route and the endpoint-table areas its first calls load, and everything they import
 * statically. Reported for the two pages a learner
 * opens first, `/#/login` and `/#/user/dashboard/center`; each chunk raw, gzip (level 9) and
 * brotli (quality 11, as the build's copies), largest first. Run after `pnpm build:web`:
 * `pnpm bench:web-load`. The language files a page fetches are JSON beside these, not counted.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  name?: string;
  css?: string[];
  isEntry?: boolean;
}

/**
 * Per page: the source modules whose lazy chunks its route loads, and the areas of the learner
 * endpoint table (`shared/src/endpoints/lazy`) its first calls load — those the entry fetches at
 * start (`web/src/main.tsx`) and the centre's own call.
 */
const PAGES = {
  // The sign-in page is part of the entry: what index.html loads is all it needs, with sign-in's calls.
  '/#/login': { routes: [], areas: ['auth'] },
  '/#/user/dashboard/center': { routes: ['src/learner/shell.ts'], areas: ['session', 'system', 'training'] },
} as const;

const DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The files a set of manifest entries loads: each one's file and CSS and its static imports, recursively. */
function closure(keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function measure(file: string) {
  const content = readFileSync(path.join(DIST, file));
  return {
    file,
    rawKb: kb(content.length),
    gzipKb: kb(gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length),
    brotliKb: kb(brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length),
  };
}

type Measured = ReturnType<typeof measure>;

function totals(chunks: Measured[], only: RegExp) {
  const sum = (pick: (chunk: Measured) => number) =>
    Math.round(chunks.filter((chunk) => only.test(chunk.file)).reduce((total, chunk) => total + pick(chunk), 0) * 10) / 10;
  return { rawKb: sum((c) => c.rawKb), gzipKb: sum((c) => c.gzipKb), brotliKb: sum((c) => c.brotliKb) };
}

/**
 * The chunk of an area of the endpoint table: a chunk named after the area that another chunk
 * imports dynamically (the area's loader); a shared module of the same name is imported statically.
 */
function areaChunk(area: string): string {
  const loaded = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const found = Object.keys(manifest).filter((key) => manifest[key]?.name === area && loaded.has(key));
  if (found.length !== 1) throw new Error(`the endpoint area ${area} is ${found.length} chunks of this build, not one — update areaChunk`);
  return found[0] as string;
}

function page({ routes, areas }: { routes: readonly string[]; areas: readonly string[] }) {
  // A route's module that is no chunk of its own would silently measure the entry alone.
  const missing = routes.filter((source) => !manifest[source]);
  if (missing.length > 0) throw new Error(`not lazy chunks of this build: ${missing.join(', ')} — update PAGES`);
  const chunks = closure([...entries, ...routes, ...areas.map(areaChunk)])
    .map(measure)
    .sort((a, b) => b.rawKb - a.rawKb);
  return { files: chunks.length, javascript: totals(chunks, /\.js$/), css: totals(chunks, /\.css$/), chunks };
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

process.stdout.write(
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      commit,
      machine: { cpus: os.cpus().length, node: process.version },
      built: statSync(path.join(DIST, 'index.html')).mtime.toISOString(),
      pages: Object.fromEntries(Object.entries(PAGES).map(([url, sources]) => [url, page(sources)])),
    },
    null,
    2,
  )}\n`,
);
