/** A vector scaled to length 1 (a zero vector stays zero), so a cosine is a dot product. */
export function normalised(vector: readonly number[]): number[] {
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return length > 0 ? vector.map((value) => value / length) : [...vector];
}
