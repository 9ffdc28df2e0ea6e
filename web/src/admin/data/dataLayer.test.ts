import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The back office reaches the server only through its data layer (docs/decisions.md, "the back
// office's data layer"): a page that calls the API client, fetch or an upload itself fails here.

const ADMIN = join(import.meta.dirname, '..');
const LAYER = ['data/', 'api.ts'];

/** What only the data layer may do, with the reason shown when a page does it. */
const FORBIDDEN: readonly (readonly [RegExp, string])[] = [
  [/\badminApi\b/, 'calls the API client'],
  [/\bfetch\(/, 'calls fetch'],
  [/\bXMLHttpRequest\b/, 'sends an XMLHttpRequest'],
  [/from '[./]*app\/services'/, "imports the app's client or headers"],
  [/from '[./]*lib\/upload'/, 'uploads by itself'],
  [/from '\.[^']*Api'/, 'imports a hand-written API wrapper'],
  [/from '@tanstack\/react-query'/, 'reaches the query cache itself'],
];

const sources = (): string[] =>
  readdirSync(ADMIN, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => path.split('\\').join('/'))
    .filter((path) => !LAYER.some((layer) => path.startsWith(layer)));

describe('the back office data layer', () => {
  it('is the only way an admin page reaches the server', () => {
    const offences = sources().flatMap((path) => {
      const text = readFileSync(join(ADMIN, path), 'utf8');
      return FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${path} ${what}`);
    });
    expect(offences).toEqual([]);
    expect(sources().length).toBeGreaterThan(100);
  });

  it('leaves no hand-written API wrapper file', () => {
    const wrappers = readdirSync(ADMIN, { recursive: true, encoding: 'utf8' }).filter((path) => /Api\.tsx?$/.test(path));
    expect(wrappers.map((path) => relative(ADMIN, join(ADMIN, path)))).toEqual([]);
  });
});
