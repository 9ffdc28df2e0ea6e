import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FUNCTION_TREE } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import type { FunctionGuard } from './auth/functions.js';
import { servingLayers } from '../test/routeMatch.js';

/**
 * The call tables of `docs/*.md` (a table whose first columns are Method and Path) are held to the
 * routers: every path a row names is served for one of its methods, and every method by one of its
 * paths; where the table has a Function key column, every function the routes are opened by is
 * named there, and every key it names outside brackets opens each of them.
 *
 * A row may name several paths separated by commas. A path not starting with `api/` (or starting with
 * `.../`) continues the one before it — the row's first, else the row above's — from the last place
 * its first segment stands in it: `question/{id}` after `api/admin/study/question` is
 * `api/admin/study/question/{id}`. Queries (`?…`, `[?…]`) are left out.
 */

const DOCS = new URL('../../docs/', import.meta.url);
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
const FUNCTION_KEYS = new Set(FUNCTION_TREE.map((node) => node.key));

interface CallRow {
  where: string;
  methods: string[];
  paths: string[];
  /** The Function key cell, when the table has one. */
  functions?: string;
}

function markdownFiles(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const cellsOf = (line: string) =>
  line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());

/** Continues `base` with a relative path from the last place the path's first segment stands in it. */
function continuePath(base: string, relative: string): string | null {
  const segments = relative.replace(/^\.\.\.\//, '').split('/');
  const baseSegments = base.split('/');
  const at = baseSegments.lastIndexOf(segments[0]!);
  return at < 0 ? null : [...baseSegments.slice(0, at), ...segments].join('/');
}

function callRows(file: string): { rows: CallRow[]; unread: string[] } {
  const rows: CallRow[] = [];
  const unread: string[] = [];
  let header: string[] | null = null;
  let previous = '';
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const where = `${path.relative(DOCS.pathname, file)}:${index + 1}`;
      if (!line.startsWith('|')) return void (header = null);
      const cells = cellsOf(line);
      if (cells[0] === 'Method' && cells[1] === 'Path') return void (header = cells);
      if (!header || /^-+$/.test(cells[0] ?? '')) return;
      const methods = (cells[0] ?? '').split('/').map((method) => method.trim());
      const paths: string[] = [];
      for (const written of (cells[1] ?? '').replace(/`/g, '').split(',')) {
        const bare = written.trim().replace(/\[?\?.*$/, '');
        const full = bare.startsWith('api/') ? bare : continuePath(paths[0] ?? previous, bare);
        if (full) paths.push(full);
        else unread.push(`${where}: ${written.trim()}`);
      }
      if (methods.some((method) => !METHODS.has(method))) unread.push(`${where}: ${cells[0]}`);
      previous = paths[0] ?? previous;
      const functionColumn = header.indexOf('Function key');
      rows.push({ where, methods, paths, ...(functionColumn >= 0 ? { functions: cells[functionColumn] ?? '' } : {}) });
    });
  return { rows, unread };
}

/** The layers of the three routers that serve the call, with their function guards. */
const served = servingLayers;

const guardOf = (layer: ReturnType<typeof served>[number]) =>
  layer.stack.find((middleware): middleware is FunctionGuard => 'access' in middleware)?.access.functions ?? [];

/** The function keys a cell names outside brackets: those every route of the row must be opened by. */
const keysOutsideBrackets = (cell: string) => (cell.replace(/\([^)]*\)/g, '').match(/[a-z][a-zA-Z-]+/g) ?? []).filter((word) => FUNCTION_KEYS.has(word));

const everyFile = markdownFiles(DOCS).map(callRows);
const everyRow = everyFile.flatMap((file) => file.rows);

describe('the call tables of the docs', () => {
  it('reads every row of every call table', () => {
    expect(everyFile.flatMap((file) => file.unread)).toEqual([]);
    expect(everyRow.length).toBeGreaterThan(120);
  });

  it('names only calls the server serves, each path by one of its methods and each method on one of its paths', () => {
    const missing = everyRow.flatMap((row) => [
      ...row.paths.filter((docPath) => !row.methods.some((method) => served(method, docPath).length > 0)).map((docPath) => `${row.where}: ${docPath}`),
      ...row.methods.filter((method) => !row.paths.some((docPath) => served(method, docPath).length > 0)).map((method) => `${row.where}: ${method}`),
    ]);
    expect(missing).toEqual([]);
  });

  it('names the functions that open each call', () => {
    const wrong = everyRow
      .filter((row) => row.functions !== undefined)
      .flatMap((row) => {
        const layers = row.methods.flatMap((method) => row.paths.flatMap((docPath) => served(method, docPath)));
        const cell = row.functions!;
        const named = new Set(cell.match(/[a-z][a-zA-Z-]+/g) ?? []);
        const unnamed = [...new Set(layers.flatMap(guardOf))].filter((key) => FUNCTION_KEYS.has(key) && !named.has(key));
        const notOpening = keysOutsideBrackets(cell).filter((key) => layers.some((layer) => !guardOf(layer).includes(key)));
        return [
          ...unnamed.map((key) => `${row.where}: ${key} opens the call and is not named`),
          ...notOpening.map((key) => `${row.where}: ${key} is named and does not open every call of the row`),
        ];
      });
    expect(wrong).toEqual([]);
  });
});
