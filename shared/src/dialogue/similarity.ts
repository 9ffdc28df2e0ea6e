/**
 * Text similarity for intent matching and wording accuracy, over normalised Chinese text (no word
 * segmentation needed: characters carry meaning).
 *
 * - Matching uses the Sørensen–Dice coefficient of character bigrams (multisets): 2·|A∩B| / (|A|+|B|).
 *   It tolerates reordered phrases and small insertions, which is how learners paraphrase, and
 *   costs O(n). A one-character text is compared as a single unigram.
 * - Wording accuracy uses 1 − Levenshtein distance / the longer length: it rewards saying the
 *   standard script verbatim, in order.
 */

/** Character bigram counts (code points), or the single character of a one-character text. */
export type Grams = ReadonlyMap<string, number>;

/** The bigram multiset of a text. */
export function bigrams(text: string): Grams {
  const chars = [...text];
  const grams = new Map<string, number>();
  if (chars.length === 1) grams.set(chars[0] ?? '', 1);
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const gram = `${chars[i]}${chars[i + 1]}`;
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

function total(grams: Grams): number {
  let sum = 0;
  for (const count of grams.values()) sum += count;
  return sum;
}

/** Dice coefficient of two bigram multisets, 0–1 (0 when either is empty). */
export function diceOfGrams(a: Grams, b: Grams): number {
  const size = total(a) + total(b);
  if (size === 0 || total(a) === 0 || total(b) === 0) return 0;
  let shared = 0;
  for (const [gram, count] of a) shared += Math.min(count, b.get(gram) ?? 0);
  return (2 * shared) / size;
}

/** Dice coefficient of the character bigrams of two texts, 0–1. */
export function dice(a: string, b: string): number {
  if (a === b) return a ? 1 : 0;
  return diceOfGrams(bigrams(a), bigrams(b));
}

/** Levenshtein distance over code points (insert, delete, substitute each cost 1). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/** 1 − edit distance / longer length, 0–1; two empty texts are identical (1). */
export function wordingAccuracy(said: string, reference: string): number {
  const longest = Math.max([...said].length, [...reference].length);
  return longest === 0 ? 1 : 1 - editDistance(said, reference) / longest;
}

/** Rounds a 0–1 measure to three decimals, so outputs are stable and readable. */
export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
