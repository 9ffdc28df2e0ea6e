import { Writable } from 'node:stream';
import { createLogger } from '../src/logger.js';

/** A logger at info that keeps every line it writes, parsed. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', stream), lines, text: () => raw.join('') };
}
