import { z } from 'zod';
import { openText, sealText } from '../crypto/sealedText.js';
import { learnerQuestionSchema, type LearnerQuestion } from '../schemas/exam.js';

/**
 * A paper kept on the device ahead of the exam's window (docs/exam.md, "A start without a spike"):
 * the learner's questions sealed under a key the server gives only with the start, so a copy
 * fetched at 08:00 for a 09:00 exam shows nothing before the learner may start. One sealed copy per
 * paper version serves every learner of it.
 */
export interface KeptPaper {
  version: string;
  sealed: string;
}

const sealedQuestionsSchema = z.array(learnerQuestionSchema);
/** Binds a sealed paper to its version: a key of another version never opens it. */
const contextOf = (version: string) => `exam-paper:${version}`;

/** Seals a paper's learner questions (server side: one nonce per key, since each version has its own key). */
export const sealPaper = (questions: readonly LearnerQuestion[], version: string, key: string, nonce: Uint8Array): string =>
  sealText(JSON.stringify(questions), contextOf(version), key, nonce);

/** The questions of a kept paper under the start's `paperkey`; null when it does not open (another key, tampered, malformed). */
export function openPaper(kept: KeptPaper, key: string): LearnerQuestion[] | null {
  const text = openText(kept.sealed, contextOf(kept.version), key);
  if (text === null) return null;
  try {
    const parsed = sealedQuestionsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
