import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, users } from './core.js';
import { scenarios } from './practice.js';

// Live practice sessions (learner §4 voice practice) and their turns. The engine is shared
// `dialogue/`; docs/practice.md "Live sessions" describes the model.

/** A customer line as spoken in a session (audio is sent live, never stored here). */
export interface StoredCustomerLine {
  text: string;
  emotion: number;
  cause: 'flow' | 'silence' | 'alert';
  /** A free-talk line: said by the AI customer, or the scripted fallback when it failed (absent: scripted). */
  llm?: 'model' | 'fallback';
}

/**
 * Where a turn's reply lines' audio came from: the digital human's stored clips, voice files made
 * before (the same line in the same voice), or a synthesis now — and the ms the TTS provider took.
 */
export interface VoiceTally {
  clipLines: number;
  reusedLines: number;
  synthLines: number;
  synthMs: number;
}

/**
 * Server timings of a turn, in ms after the answer was received (a spoken answer: after the end of
 * speech). `recognizedMs`: when the recogniser's final text arrived — spoken answers only, absent
 * on typed answers and on turns stored before it was recorded. The voice tally (`VoiceTally`) is
 * absent on turns stored before it was recorded.
 */
export interface StoredTurnTimings extends Partial<VoiceTally> {
  recognizedMs?: number;
  engineMs: number;
  audioMs: number;
  sentMs: number;
}

/** One part of a session's whole-dialogue audio: who speaks what, from `startMs` to `endMs` of the file. */
export interface DialogueSegment {
  speaker: 'customer' | 'learner';
  /** The learner turn it belongs to (0: the opening lines). */
  seq: number;
  text: string;
  startMs: number;
  endMs: number;
  /** False for a learner turn without a kept recording: its text only, no time of its own. */
  audio: boolean;
}

/** A session's built dialogue audio (docs/practice.md "The whole dialogue"). */
export interface StoredDialogueAudio {
  /** Storage key of the MP3 (`<org>/practicedialogue/…`); '' when the last build failed before storing. */
  key: string;
  durationMs: number;
  segments: DialogueSegment[];
  /** Why the last build failed (the log's reason, for the operator). */
  error?: string;
}

/** One session of a learner on a scenario: the engine's serialisable state lives in `engine_state`. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: uuid('user_id').notNull(),
    scenarioId: uuid('scenario_id'),
    scenarioName: text('scenario_name').notNull(),
    /** The scenario document as it was when the session began (later edits do not change it). */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** `free` practice by scenario id (child-task sessions later). */
    mode: text('mode').notNull().default('free'),
    /** running, paused, finished. */
    status: text('status').notNull().default('running'),
    seed: integer('seed').notNull(),
    engineState: jsonb('engine_state').$type<Record<string, unknown>>().notNull(),
    openingLines: jsonb('opening_lines')
      .$type<StoredCustomerLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Moved on by every write of the session's state: a write names the version it read and is refused
     * when another process wrote meanwhile (docs/deploy.md, "Several processes").
     */
    version: integer('version').notNull().default(0),
    /** Milliseconds spent paused, left out of the engine's clock. */
    pausedMs: integer('paused_ms').notNull().default(0),
    pausedAt: at('paused_at'),
    endReason: text('end_reason'),
    score: real('score'),
    passed: integer('passed'),
    /** The scoring breakdown (docs/practice.md "Live sessions"). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** A finished role-play's review by the coach (`PracticeCoach`), written once (docs/practice.md "The coach"). */
    coach: jsonb('coach').$type<Record<string, unknown>>(),
    startedAt: createdAt(),
    finishedAt: at('finished_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * The whole dialogue as one audio file (docs/practice.md "The whole dialogue"): null until the
     * session finishes, then `pending` (queued, or being built under a lease), `ready` or `failed`.
     */
    dialogueStatus: text('dialogue_status'),
    /** A pending build is due (or its lease runs out) at this time; null: now. */
    dialogueDueAt: at('dialogue_due_at'),
    /** The lease of the process building it; a build settles only while it still holds it. */
    dialogueToken: uuid('dialogue_token'),
    dialogueAttempts: integer('dialogue_attempts').notNull().default(0),
    dialogueAudio: jsonb('dialogue_audio').$type<StoredDialogueAudio>(),
  },
  (t) => [
    // The dialogue job's queue: the few sessions whose dialogue audio is to be built.
    index('practice_sessions_dialogue_idx')
      .on(t.dialogueDueAt)
      .where(sql`${t.dialogueStatus} = 'pending'`),
    index('practice_sessions_org_user_idx').on(t.orgId, t.userId, t.startedAt),
    index('practice_sessions_org_scenario_idx').on(t.orgId, t.scenarioId),
    // The child analysis reads one child task's sessions (`mode = 'task:<child id>'`).
    index('practice_sessions_org_mode_idx').on(t.orgId, t.mode),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('practice_sessions_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('practice_sessions_scenario_id_fkey', t, t.scenarioId, scenarios, 'set null'),
  ],
);

/** A learner turn: the answer, what the engine made of it, the customer's reply and the timings. */
export const practiceTurns = pgTable(
  'practice_turns',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    sessionId: uuid('session_id').notNull(),
    /** 1-based learner turn number. */
    seq: integer('seq').notNull(),
    learnerText: text('learner_text').notNull(),
    /** matched, nonStandard, timeout. */
    outcome: text('outcome').notNull(),
    nodeId: text('node_id').notNull(),
    intentId: text('intent_id'),
    intentLabel: text('intent_label'),
    match: text('match'),
    customerLines: jsonb('customer_lines')
      .$type<StoredCustomerLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The engine's scoring inputs of the turn (shared `dialogue.TurnScore`). */
    scoreInputs: jsonb('score_inputs').$type<Record<string, unknown>>().notNull(),
    /** The turn's own score 0–100 (docs/practice.md). */
    score: real('score').notNull(),
    timings: jsonb('timings').$type<StoredTurnTimings>().notNull(),
    /** Storage key of the learner's own recording of a spoken answer (mp3), uploaded after the turn; null: none. */
    learnerAudioKey: text('learner_audio_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('practice_turns_org_session_idx').on(t.orgId, t.sessionId),
    uniqueIndex('practice_turns_session_seq_idx').on(t.orgId, t.sessionId, t.seq),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('practice_turns_session_id_fkey', t, t.sessionId, practiceSessions, 'cascade'),
  ],
);

export type PracticeSessionRow = typeof practiceSessions.$inferSelect;
export type PracticeTurnRow = typeof practiceTurns.$inferSelect;
