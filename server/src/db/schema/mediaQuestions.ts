import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference } from './core.js';
import { media } from './training.js';

// Questions inside a video or file (docs/training.md "Questions inside a video or file").

/** An option of a media question, with its correct flag (never sent to a learner before answering). */
export interface MediaQuestionOption {
  id: string;
  content: string;
  iscorrect: 0 | 1;
}

/**
 * One question of a media: number `n` (1…), the video second it pauses at (`at_seconds`, 0 for a
 * file), the exam bank's type (0 single, 1 multiple, 2 true/false), text and options. `id` changes
 * whenever the admin saves the list, so a learner's kept answer counts only for the question it
 * answered.
 */
export const mediaQuestions = pgTable(
  'media_questions',
  {
    orgId: orgIdColumn(),
    mediaId: uuid('media_id').notNull(),
    n: smallint('n').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    atSeconds: integer('at_seconds').notNull().default(0),
    type: smallint('type').notNull(),
    text: text('text').notNull(),
    choices: jsonb('choices')
      .$type<MediaQuestionOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.mediaId, t.n] }), orgReference('media_questions_media_id_fkey', t, t.mediaId, media, 'cascade')],
);
export type MediaQuestionRow = typeof mediaQuestions.$inferSelect;
