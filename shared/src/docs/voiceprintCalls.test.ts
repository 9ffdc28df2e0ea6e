import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VOICEPRINT_CALLS } from '../realtime/voiceprint.js';

// The table of the voiceprint socket's calls in docs/voiceprint.md ("The socket") held to the call
// table: every event it names exists, and every event of the table is named.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = readFileSync(path.join(ROOT, 'docs/voiceprint.md'), 'utf8');
const section = doc.slice(doc.indexOf('## The socket'), doc.indexOf('\n## ', doc.indexOf('## The socket') + 1));
const rows = [...section.matchAll(/^\| (.+?) \|/gm)].map((match) => match[1]!);

describe("the voiceprint socket's table in the docs", () => {
  it('names every call of VOICEPRINT_CALLS and no other', () => {
    const named = rows.flatMap((cell) => [...cell.matchAll(/`(vpr:[a-z]+)`/g)].map((match) => match[1]!));
    expect(named.sort()).toEqual(
      Object.values(VOICEPRINT_CALLS)
        .map((call) => call.event)
        .sort(),
    );
  });
});
