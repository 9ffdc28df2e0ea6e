import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoPdf } from '../seed/demoPdf.js';
import { readPdfText } from './documentText.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'document-text-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('reading a PDF for its words', () => {
  it('gives each page its text, line by line', async () => {
    const file = path.join(dir, 'guide.pdf');
    await writeFile(file, buildDemoPdf('Service guide', ['Oil change every 10000 km.', 'Tyres are checked at each visit.']));
    const { pages } = await readPdfText(file);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Service guide');
    expect(pages[0]).toContain('Oil change every 10000 km.');
    expect(pages[0]).toContain('Tyres are checked at each visit.');
  });

  it('refuses a file that is not a PDF', async () => {
    const file = path.join(dir, 'notes.pdf');
    await writeFile(file, 'plain words, not a PDF');
    await expect(readPdfText(file)).rejects.toThrow();
  });
});
