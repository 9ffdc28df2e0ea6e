import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOTIFY_VARIABLES } from '../notifications/domain.js';

// The table of a template's variables in docs/notifications.md ("Templates") held to the code: every
// variable it names exists, and every variable is named.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = readFileSync(path.join(ROOT, 'docs/notifications.md'), 'utf8');
const start = doc.indexOf('| variable | value |');
const table = doc.slice(start, doc.indexOf('\n\n', start));

describe("the notification variables' table in the docs", () => {
  it('names every variable of NOTIFY_VARIABLES and no other', () => {
    const named = [...table.matchAll(/^\| (.+?) \|/gm)].slice(1).flatMap((match) => [...match[1]!.matchAll(/`([A-Za-z]+)`/g)].map((name) => name[1]!));
    expect(named.sort()).toEqual([...NOTIFY_VARIABLES].sort());
  });
});
