import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mediaQuestions, type MediaQuestionOption, type MediaQuestionRow } from '../db/schema/index.js';

/** A question as the admin saves it (numbered by its place in the list). */
export interface NewMediaQuestion {
  atSeconds: number;
  type: number;
  text: string;
  choices: MediaQuestionOption[];
}

/** The questions of one media, by number. */
export async function findMediaQuestions(db: Db, orgId: string, mediaId: string): Promise<MediaQuestionRow[]> {
  return db
    .select()
    .from(mediaQuestions)
    .where(and(eq(mediaQuestions.orgId, orgId), eq(mediaQuestions.mediaId, mediaId)))
    .orderBy(asc(mediaQuestions.n));
}

/** The questions of several media (a task's list), by number. */
export async function findQuestionsOfMedia(db: Db, orgId: string, mediaIds: readonly string[]): Promise<MediaQuestionRow[]> {
  if (mediaIds.length === 0) return [];
  return db
    .select()
    .from(mediaQuestions)
    .where(and(eq(mediaQuestions.orgId, orgId), inArray(mediaQuestions.mediaId, [...mediaIds])))
    .orderBy(asc(mediaQuestions.n));
}

/** Replaces the media's questions by the list (numbered 1…); every saved question gets a new id. */
export async function replaceMediaQuestions(db: Db, orgId: string, mediaId: string, questions: readonly NewMediaQuestion[]): Promise<MediaQuestionRow[]> {
  return db.transaction(async (tx) => {
    await tx.delete(mediaQuestions).where(and(eq(mediaQuestions.orgId, orgId), eq(mediaQuestions.mediaId, mediaId)));
    if (questions.length === 0) return [];
    return tx
      .insert(mediaQuestions)
      .values(questions.map((question, index) => ({ orgId, mediaId, n: index + 1, ...question })))
      .returning();
  });
}
