/**
 * The learner's search history (learner-and-session §2.9, §8 "Search history: last 10 unique
 * entries"): the newest first, each text once, at most ten. Pure, so the PWA and the mini-program
 * keep the same list in their own storage.
 */
export const SEARCH_HISTORY_MAX = 10;

/** The history after searching `text`: it moves to the front (trimmed), an older copy goes, the eleventh falls off. */
export function rememberSearch(history: readonly string[], text: string): string[] {
  const entry = text.trim();
  if (!entry) return [...history];
  return [entry, ...history.filter((old) => old !== entry)].slice(0, SEARCH_HISTORY_MAX);
}

/** A stored history as read back from storage: anything that is not a list of texts reads as empty. */
export function readSearchHistory(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').slice(0, SEARCH_HISTORY_MAX);
}
