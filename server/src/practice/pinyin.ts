import { pinyin, polyphonic } from 'pinyin-pro';

/**
 * Pinyin for hot-word homophones (admin §7 `POST hotword/pinyin`). Shared carries no dictionary
 * (docs/decisions.md): the server computes a hot word's syllables and, per utterance, the readings
 * of its characters, and hands both to the dialogue engine as data.
 */

const HAN = /\p{Script=Han}/u;

/** A Chinese word's toneless syllables, space-separated (`途岳` → `tu yue`); '' for anything else. */
export function wordPinyin(word: string): string {
  if (!word || ![...word].every((char) => HAN.test(char))) return '';
  return pinyin(word, { toneType: 'none', type: 'array' }).join(' ');
}

/** Every reading of each Chinese character of a text (polyphonic characters list several). */
export function readingsOf(text: string): Record<string, string[]> {
  const chars = [...new Set([...text].filter((char) => HAN.test(char)))];
  if (chars.length === 0) return {};
  const readings = polyphonic(chars.join(''), { toneType: 'none', type: 'array' });
  return Object.fromEntries(chars.map((char, index) => [char, readings[index] ?? []]));
}
