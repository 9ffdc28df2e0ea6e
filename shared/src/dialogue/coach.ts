import { z } from 'zod';
import { COACH_LIMITS, type PracticeCoach } from '../schemas/practiceCoach.js';

// How the coach's answer is read (docs/practice.md "The coach"): only what holds up is kept.

/** A learner turn the coach may quote or rewrite: its number and what was said. */
export interface CoachTurn {
  seq: number;
  text: string;
}

const looseText = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim().slice(0, COACH_LIMITS.textMax) : ''));
const looseList = <T extends z.ZodType>(item: T) =>
  z
    .unknown()
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

const answerSchema = z.object({
  criteria: looseList(z.object({ name: looseText, comment: looseText, quotes: looseList(looseText) })),
  rewrites: looseList(z.object({ turn: z.coerce.number().int(), said: looseText, better: looseText })),
  next: looseText,
});

/** Letters and digits only: a quote is found whatever its punctuation and spacing. */
const bare = (text: string) => text.replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase();

/** The first JSON object in the answer (bare, or in a ```json fence); undefined when there is none. */
function jsonOf(raw: string): unknown {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(raw.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/**
 * The model's answer as a review: each criterion with a comment, and only the quotes the learner
 * really said (however punctuated); a rewrite only of a turn that exists, carrying what was said
 * there rather than the model's version of it; each text cut to its limit. Null when the answer
 * holds no review at all.
 */
export function readCoach(raw: string, turns: readonly CoachTurn[]): PracticeCoach | null {
  const parsed = answerSchema.safeParse(jsonOf(raw));
  if (!parsed.success) return null;
  const said = turns.map((turn) => bare(turn.text));
  const spoken = (quote: string) => bare(quote).length > 0 && said.some((text) => text.includes(bare(quote)));
  const criteria = parsed.data.criteria
    .filter((criterion) => criterion.name && criterion.comment)
    .slice(0, COACH_LIMITS.criteria)
    .map((criterion) => ({ ...criterion, quotes: criterion.quotes.filter(spoken).slice(0, COACH_LIMITS.quotes) }));
  const rewrites = parsed.data.rewrites.flatMap((rewrite) => {
    const turn = turns.find((candidate) => candidate.seq === rewrite.turn);
    return turn && rewrite.better ? [{ turn: turn.seq, said: turn.text, better: rewrite.better }] : [];
  });
  const review = { criteria, rewrites: rewrites.slice(0, COACH_LIMITS.rewrites), next: parsed.data.next };
  return review.criteria.length > 0 || review.next ? review : null;
}
