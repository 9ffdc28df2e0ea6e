import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONVERTER_PROGRAM } from '../src/library/converter.js';

/**
 * `searchPath` without the directories holding a document converter, so a test of the machine
 * without LibreOffice passes where it is installed too.
 */
export function pathWithoutConverter(searchPath = process.env.PATH ?? ''): string {
  return searchPath
    .split(path.delimiter)
    .filter((dir) => dir && !existsSync(path.join(dir, CONVERTER_PROGRAM)))
    .join(path.delimiter);
}
