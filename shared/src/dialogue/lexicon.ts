import { z } from 'zod';
import { HOT_WORD_DEFAULT_PRIORITY } from '../limits.js';
import { buildIndex, findAll, selectNonOverlapping, type DictionaryIndex, type DictionaryMatch } from './dictionary.js';
import { cleanText, cleanWord, replaceSegments, type MappedText } from './normalize.js';

/**
 * The organisation's word libraries (admin §3: hot words, sensitive, polite and synonym libraries)
 * as data for the engine, plus a character → pinyin table for homophone replacement. The server
 * passes what it holds; the CLI reads them from the dialogue file.
 */

const splitList = (value: string): string[] =>
  value
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

export const hotWordSchema = z.object({
  word: z.string(),
  /** Words the recogniser writes instead, separated by `|`. */
  replace: z.string().default(''),
  /** Also replace any run of characters that sounds like the word. */
  homophone: z.boolean().default(false),
  /** Space-separated toneless syllables of the word; derived from the pinyin table when absent. */
  pinyin: z.string().default(''),
  priority: z.number().default(HOT_WORD_DEFAULT_PRIORITY),
  /** 0 enabled, 1 disabled (admin §3 enumerations). */
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type HotWord = z.output<typeof hotWordSchema>;

export const synonymSchema = z.object({
  base: z.string(),
  /** A list, or one string split on commas (the import format). */
  synonyms: z.union([z.array(z.string()), z.string().transform(splitList)]),
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type Synonym = z.output<typeof synonymSchema>;

export const lexiconSchema = z.object({
  hotWords: z.array(hotWordSchema).default([]),
  synonyms: z.array(synonymSchema).default([]),
  sensitive: z.array(z.string()).default([]),
  polite: z.array(z.string()).default([]),
  /** Character → toneless pinyin (several readings as an array or `a|b`). */
  pinyin: z.record(z.string(), z.union([z.string(), z.array(z.string())])).default({}),
  /** Backchannel words that never interrupt the customer under smart break. */
  fillers: z.array(z.string()).optional(),
});
export type Lexicon = z.output<typeof lexiconSchema>;
export type LexiconInput = z.input<typeof lexiconSchema>;

/** Backchannel sounds and short acknowledgements used when the lexicon names none. */
export const DEFAULT_FILLERS = ['嗯', '嗯嗯', '啊', '哦', '噢', '呃', '额', '哈', '好', '好的', '对', '对对', '是', '是的', 'ok'];

interface Homophone {
  word: string;
  syllables: string[];
  priority: number;
}

/** A lexicon compiled once per session for fast lookups. */
export interface PreparedLexicon {
  hotWords: DictionaryIndex<string>;
  homophones: ReadonlyMap<string, readonly Homophone[]>;
  readings: ReadonlyMap<string, readonly string[]>;
  synonyms: DictionaryIndex<string>;
  sensitive: DictionaryIndex<string>;
  polite: DictionaryIndex<string>;
  fillers: ReadonlySet<string>;
}

/** Lower case, tone marks and tone digits removed: `Líng2` → `ling`. */
function toneless(syllable: string): string {
  return syllable.normalize('NFD').replace(/\p{M}/gu, '').replace(/[0-5]/g, '').trim().toLowerCase();
}

function readingTable(pinyin: Lexicon['pinyin']): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const [char, value] of Object.entries(pinyin)) {
    const list = (Array.isArray(value) ? value : value.split('|')).map(toneless).filter(Boolean);
    if (list.length) table.set(char, list);
  }
  return table;
}

const HAN = /^\p{Script=Han}+$/u;

function homophoneOf(hot: HotWord, word: string, readings: Map<string, string[]>): Homophone | null {
  if (!hot.homophone || !HAN.test(word)) return null;
  const given = hot.pinyin.split(/\s+/).map(toneless).filter(Boolean);
  const syllables = given.length ? given : [...word].map((ch) => readings.get(ch)?.[0] ?? '');
  if (syllables.length !== word.length || syllables.some((s) => !s)) return null;
  return { word, syllables, priority: hot.priority };
}

function wordIndex(words: readonly string[]): DictionaryIndex<string> {
  return buildIndex(
    words
      .map(cleanWord)
      .filter(Boolean)
      .map((key) => ({ key, value: key, priority: 0 })),
  );
}

/** Compiles a lexicon: disabled entries dropped, every word cleaned like learner text. */
export function prepareLexicon(lexicon: Partial<Lexicon> = {}): PreparedLexicon {
  const readings = readingTable(lexicon.pinyin ?? {});
  const hotEntries = [];
  const homophones = new Map<string, Homophone[]>();
  for (const hot of lexicon.hotWords ?? []) {
    const word = cleanWord(hot.word);
    if (hot.status !== 0 || !word) continue;
    // The word itself claims its own occurrences so that no lower-priority variant eats into it.
    for (const key of new Set([word, ...hot.replace.split(/[|｜]/).map(cleanWord)])) {
      if (key) hotEntries.push({ key, value: word, priority: hot.priority });
    }
    const homophone = homophoneOf(hot, word, readings);
    const first = homophone?.syllables[0];
    if (homophone && first) homophones.set(first, [...(homophones.get(first) ?? []), homophone]);
  }
  const synonymEntries = [];
  const seen = new Set<string>();
  for (const group of lexicon.synonyms ?? []) {
    const base = cleanWord(group.base);
    if (group.status !== 0 || !base) continue;
    for (const key of group.synonyms.map(cleanWord)) {
      // A word listed in two groups belongs to the first.
      if (key && key !== base && !seen.has(key)) synonymEntries.push({ key, value: base, priority: 0 });
      seen.add(key);
    }
  }
  return {
    hotWords: buildIndex(hotEntries),
    homophones,
    readings,
    synonyms: buildIndex(synonymEntries),
    sensitive: wordIndex(lexicon.sensitive ?? []),
    polite: wordIndex(lexicon.polite ?? []),
    fillers: new Set((lexicon.fillers ?? DEFAULT_FILLERS).map(cleanWord).filter(Boolean)),
  };
}

function homophoneMatches(text: string, lexicon: PreparedLexicon): DictionaryMatch<string>[] {
  const matches: DictionaryMatch<string>[] = [];
  const sounds = (i: number): readonly string[] => lexicon.readings.get(text[i] ?? '') ?? [];
  for (let i = 0; i < text.length; i += 1) {
    for (const first of sounds(i)) {
      for (const h of lexicon.homophones.get(first) ?? []) {
        const fits = h.syllables.every((s, j) => i + j < text.length && sounds(i + j).includes(s));
        if (fits) matches.push({ start: i, end: i + h.word.length, entry: { key: h.word, value: h.word, priority: h.priority } });
      }
    }
  }
  return matches;
}

/**
 * Step 2 of normalisation: hot-word replacement. Listed variants and (when enabled) homophones
 * become the hot word; overlaps go to the higher priority, then the longer match. One pass: a
 * replacement is never replaced again.
 */
export function applyHotWords(input: MappedText, lexicon: PreparedLexicon): MappedText {
  const matches = [...findAll(input.text, lexicon.hotWords), ...homophoneMatches(input.text, lexicon)];
  const replacements = selectNonOverlapping(matches)
    .filter((m) => input.text.slice(m.start, m.end) !== m.entry.value)
    .map((m) => ({ start: m.start, end: m.end, text: m.entry.value }));
  return replaceSegments(input, replacements);
}

/** Step 3 (matching only): every synonym becomes its base word, longest first. */
export function applySynonyms(input: MappedText, lexicon: PreparedLexicon): MappedText {
  const replacements = selectNonOverlapping(findAll(input.text, lexicon.synonyms)).map((m) => ({
    start: m.start,
    end: m.end,
    text: m.entry.value,
  }));
  return replaceSegments(input, replacements);
}

/** Canonical form of an admin-written word or sentence: cleaned, synonyms to base words. */
export function canonicalWord(raw: string, lexicon: PreparedLexicon): string {
  return applySynonyms(cleanText(raw), lexicon).text;
}
