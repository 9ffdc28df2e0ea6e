import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { contentMatchesFormat } from './magicBytes.js';

const run = promisify(execFile);

/** The program name looked up on PATH: LibreOffice's headless office (`soffice`). */
export const CONVERTER_PROGRAM = 'soffice';
/** A document that takes longer than this to convert is given up on (preview `failed`). */
export const CONVERT_TIMEOUT_MS = 5 * 60 * 1000;

/** The converter's executable when one is on PATH, else undefined (previews are then `unavailable`). */
export async function findConverter(searchPath = process.env.PATH ?? ''): Promise<string | undefined> {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, CONVERTER_PROGRAM);
    try {
      await access(candidate, constants.X_OK);
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/**
 * Converts a document to PDF with `soffice --headless --convert-to pdf` in `workDir` (its own
 * profile directory, so parallel conversions never share LibreOffice's lock) and returns the PDF's
 * path. Throws when the converter fails, times out, or writes something that is not a PDF.
 */
export async function convertToPdf(converter: string, input: string, workDir: string, timeoutMs = CONVERT_TIMEOUT_MS): Promise<string> {
  const outDir = path.join(workDir, 'out');
  const profile = path.join(workDir, 'profile');
  await mkdir(outDir, { recursive: true });
  await mkdir(profile, { recursive: true });
  await run(
    converter,
    ['--headless', '--norestore', `-env:UserInstallation=${pathToFileURL(profile).href}`, '--convert-to', 'pdf', '--outdir', outDir, input],
    { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
  );
  const pdf = (await readdir(outDir)).find((name) => name.toLowerCase().endsWith('.pdf'));
  if (!pdf) throw new Error('the converter wrote no PDF');
  const output = path.join(outDir, pdf);
  if (!(await contentMatchesFormat(output, 'pdf'))) throw new Error('the converter wrote something that is not a PDF');
  return output;
}
