import { ConverterFactory, type ConverterFunction } from 'opencc-js/core';
import { from, to } from 'opencc-js/preset/t2cn';

let convert: ConverterFunction | undefined;

/**
 * Traditional Chinese as Simplified, by OpenCC's dictionaries (Taiwan's characters and words, then
 * Traditional to Simplified: 身份證 → 身份证, 軟體 → 软件); Simplified and other text unchanged.
 * Both sides of every match go through it, so a keyword written in one script is found in an answer
 * said in the other (docs/scenario-format.md, "One script for matching"). The dictionaries are
 * compiled on first use.
 */
export function toSimplified(text: string): string {
  convert ??= ConverterFactory(...(from.twp ?? []), ...(to.cn ?? []));
  return convert(text);
}
