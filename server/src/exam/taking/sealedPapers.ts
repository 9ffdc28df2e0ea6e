import { createHash, createHmac } from 'node:crypto';
import { sealPaper, toLearnerQuestion, type LearnerQuestion } from '@peilian/shared';
import { randomSecret } from '../../auth/token.js';
import { signingSecret } from '../../data/signingKeys.js';
import type { Db } from '../../db/client.js';
import type { LoadedPaper } from '../attemptState.js';

/**
 * The paper a device keeps ahead of the exam's window (docs/exam.md, "A start without a spike"): the
 * learner's questions sealed under a key derived from a server-wide secret, the paper and its
 * version. Every learner of a version gets the same sealed copy; the key goes out only with a start.
 */
export interface PaperSeal {
  /** The content's version: it changes whenever a question the learner sees changes. */
  version: string;
  sealed: string;
}

interface LearnerPaper {
  questions: LearnerQuestion[];
  version: string;
  seal?: Promise<PaperSeal>;
}

// Kept with the loaded paper, which the process keeps while it is published as it is (`loadPaper`).
const learnerPapers = new WeakMap<LoadedPaper, LearnerPaper>();

/** The learner's questions of a paper and their version. */
export function learnerPaper(paper: LoadedPaper): LearnerPaper {
  let kept = learnerPapers.get(paper);
  if (!kept) {
    const questions = paper.questions.map(toLearnerQuestion);
    const version = createHash('sha256').update(paper.paper.id).update(JSON.stringify(questions)).digest('base64url').slice(0, 22);
    kept = { questions, version };
    learnerPapers.set(paper, kept);
  }
  return kept;
}

/** 32 bytes of one purpose (the key, the nonce) for one version of a paper, from the server-wide secret. */
const derive = async (db: Db, purpose: 'key' | 'nonce', paperId: string, version: string) =>
  createHmac('sha256', await signingSecret(db, 'exampaper', () => randomSecret(32)))
    .update(`${purpose}:${paperId}:${version}`)
    .digest();

/** The key that opens a paper's sealed copy of `version` (base64url, 32 bytes): what a start gives. */
export const paperKey = async (db: Db, paperId: string, version: string): Promise<string> => (await derive(db, 'key', paperId, version)).toString('base64url');

/** The paper sealed for keeping: its version and the sealed questions (sealed once per loaded paper). */
export function sealedPaper(db: Db, paper: LoadedPaper): Promise<PaperSeal> {
  const kept = learnerPaper(paper);
  kept.seal ??= seal(db, paper.paper.id, kept);
  kept.seal.catch(() => (kept.seal = undefined));
  return kept.seal;
}

async function seal(db: Db, paperId: string, { questions, version }: LearnerPaper): Promise<PaperSeal> {
  // One text per key (the key is the version's own), so a nonce derived like it never repeats with another text.
  const nonce = new Uint8Array((await derive(db, 'nonce', paperId, version)).subarray(0, 12));
  return { version, sealed: sealPaper(questions, version, await paperKey(db, paperId, version), nonce) };
}
