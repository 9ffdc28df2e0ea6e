/**
 * Finding many dictionary words in a short text: entries are indexed by their first character,
 * every occurrence is collected, and a non-overlapping set is chosen by priority, then length,
 * then position. Used by hot words, synonyms, and the sensitive and polite word lists.
 */

export interface DictionaryEntry<T> {
  /** The cleaned text to look for. */
  key: string;
  value: T;
  /** Higher wins an overlap; then the longer key; then the earlier position. */
  priority: number;
}

export interface DictionaryMatch<T> {
  start: number;
  end: number;
  entry: DictionaryEntry<T>;
}

/** Entries grouped by first UTF-16 unit; empty keys are dropped. */
export type DictionaryIndex<T> = ReadonlyMap<string, readonly DictionaryEntry<T>[]>;

/** Builds the first-character index of a word list. */
export function buildIndex<T>(entries: readonly DictionaryEntry<T>[]): DictionaryIndex<T> {
  const index = new Map<string, DictionaryEntry<T>[]>();
  for (const entry of entries) {
    const first = entry.key[0];
    if (first === undefined) continue;
    const list = index.get(first);
    if (list) list.push(entry);
    else index.set(first, [entry]);
  }
  return index;
}

/** Every occurrence of every entry, overlapping ones included. */
export function findAll<T>(text: string, index: DictionaryIndex<T>): DictionaryMatch<T>[] {
  const matches: DictionaryMatch<T>[] = [];
  for (let i = 0; i < text.length; i += 1) {
    for (const entry of index.get(text[i] ?? '') ?? []) {
      if (text.startsWith(entry.key, i)) matches.push({ start: i, end: i + entry.key.length, entry });
    }
  }
  return matches;
}

/** Keeps a non-overlapping subset: higher priority, then longer, then earlier first; sorted by start. */
export function selectNonOverlapping<T>(matches: readonly DictionaryMatch<T>[]): DictionaryMatch<T>[] {
  const ranked = [...matches].sort((a, b) => b.entry.priority - a.entry.priority || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: DictionaryMatch<T>[] = [];
  for (const match of ranked) {
    if (chosen.every((c) => match.end <= c.start || match.start >= c.end)) chosen.push(match);
  }
  return chosen.sort((a, b) => a.start - b.start);
}
