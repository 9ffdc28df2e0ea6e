import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgIdColumn, orgReference, users } from './core.js';

// Voice-practice libraries (admin §3: speech, digital-human voice template, background audio and
// ringtone, customer, scoring rule, hot/sensitive/polite/synonym words) and scenarios. The pure
// rules are in shared `dialogue/` and `schemas/practiceAdmin.ts`; docs/practice.md describes the model.

/** A custom attribute of a customer persona (label 2–10 characters). */
export interface StoredCustomerAttribute {
  label: string;
  value: string;
}

/** One item of a scoring rule: its weight in percent and the score range it maps to. */
export interface StoredScoringItem {
  name: string;
  weight: number;
  min: number;
  max: number;
}

const creatorIdColumn = () => uuid('creator_id');
const updatedAt = () => at('updated_at').notNull().defaultNow();

/** Speech library: lines a customer speaks, with trigger keywords (`,` and, `|` or). */
export const speeches = pgTable(
  'speeches',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    category: text('category').notNull(),
    text: text('text').notNull(),
    /** 1 low, 2 medium, 3 high (as question levels). */
    difficulty: integer('difficulty').notNull().default(1),
    /** Emotions 0–6 (shared `EMOTIONS`). */
    emotion: integer('emotion').notNull().default(0),
    keywords: text('keywords').notNull().default(''),
    voiceNo: text('voice_no').notNull().default(''),
    disabled: integer('disabled').notNull().default(0),
    creatorId: creatorIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('speeches_org_id_idx').on(t.orgId, t.category),
    index('speeches_org_text_idx').on(t.orgId, t.text),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('speeches_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/**
 * Digital-human voice templates. Synthesis of every scripted line runs in the background:
 * synth_status idle, running, done, failed; progress of synth_total lines.
 */
export const voiceTemplates = pgTable(
  'voice_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    /** mandarin, dialect, foreign. */
    language: text('language').notNull().default('mandarin'),
    age: text('age').notNull().default(''),
    timbre: text('timbre').notNull().default(''),
    /** 1 male, 0 female (as users). */
    sex: integer('sex').notNull().default(0),
    speechVoice: text('speech_voice').notNull().default(''),
    questionVoice: text('question_voice').notNull().default(''),
    /** The TTS provider that voices it (espeak, tencent). */
    source: text('source').notNull().default('espeak'),
    example: text('example').notNull().default(''),
    isfree: integer('isfree').notNull().default(1),
    /** 0 unvoiced, 1 voiced. */
    voiced: integer('voiced').notNull().default(0),
    synthStatus: text('synth_status').notNull().default('idle'),
    synthDone: integer('synth_done').notNull().default(0),
    synthTotal: integer('synth_total').notNull().default(0),
    synthError: text('synth_error').notNull().default(''),
    synthStartedAt: at('synth_started_at'),
    synthFinishedAt: at('synth_finished_at'),
    disabled: integer('disabled').notNull().default(0),
    creatorId: creatorIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('voice_templates_org_id_idx').on(t.orgId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('voice_templates_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/** A synthesized line of a voice template, keyed by the hash of its text (shared by speeches and custom lines). */
export const voiceClips = pgTable(
  'voice_clips',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    templateId: uuid('template_id').notNull(),
    textHash: text('text_hash').notNull(),
    text: text('text').notNull(),
    emotion: integer('emotion').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('voice_clips_org_id_idx').on(t.orgId),
    uniqueIndex('voice_clips_template_text_key').on(t.orgId, t.templateId, t.textHash, t.emotion),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('voice_clips_template_id_fkey', t, t.templateId, voiceTemplates, 'cascade'),
  ],
);

/** Background audio (`bgm`) and ringtones (`ringtone`): wav under 2 MB, kept in storage. */
export const practiceAudio = pgTable(
  'practice_audio',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms').notNull().default(0),
    disabled: integer('disabled').notNull().default(0),
    creatorId: creatorIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    index('practice_audio_org_id_idx').on(t.orgId, t.kind),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('practice_audio_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/** Customers (personas) the learner talks to. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    /** 1 male, 0 female. */
    gender: integer('gender').notNull().default(0),
    /** Storage key of the 132×132 avatar; '' for the default by gender. */
    avatar: text('avatar').notNull().default(''),
    tradeTime: text('trade_time').notNull().default(''),
    digitalHumanId: uuid('digital_human_id'),
    attributes: jsonb('attributes')
      .$type<StoredCustomerAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    disabled: integer('disabled').notNull().default(0),
    creatorId: creatorIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_org_id_idx').on(t.orgId, t.name),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('customers_digital_human_id_fkey', t, t.digitalHumanId, voiceTemplates, 'set null'),
    orgReference('customers_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/** Hot words: recogniser corrections, homophone replacement, priority (default 100). status 0 on, 1 off. */
export const hotWords = pgTable(
  'hot_words',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    word: text('word').notNull(),
    replace: text('replace').notNull().default(''),
    homophone: integer('homophone').notNull().default(0),
    pinyin: text('pinyin').notNull().default(''),
    priority: integer('priority').notNull().default(100),
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('hot_words_org_word_key').on(t.orgId, t.word), primaryKey({ columns: [t.orgId, t.id] })],
);

/** Sensitive and polite word libraries (kind `sensitive` or `polite`). */
export const practiceWords = pgTable(
  'practice_words',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    kind: text('kind').notNull(),
    word: text('word').notNull(),
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('practice_words_org_kind_word_key').on(t.orgId, t.kind, t.word), primaryKey({ columns: [t.orgId, t.id] })],
);

/** Synonym library: a base word and the words that mean it. */
export const synonyms = pgTable(
  'synonyms',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    base: text('base').notNull(),
    words: jsonb('words')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('synonyms_org_base_key').on(t.orgId, t.base), primaryKey({ columns: [t.orgId, t.id] })],
);

/** Scoring rules: weighted items (weights sum to 100) with min < max. */
export const scoringRules = pgTable(
  'scoring_rules',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    items: jsonb('items')
      .$type<StoredScoringItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    passScore: real('pass_score').notNull().default(60),
    disabled: integer('disabled').notNull().default(0),
    creatorId: creatorIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scoring_rules_org_id_idx').on(t.orgId, t.name),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('scoring_rules_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

/**
 * Scenarios: the §3 fields as columns for lists, and the whole scenario document (shared
 * `scenarioSchema`, docs/scenario-format.md) with its flow as JSONB. status draft, enabled, disabled.
 */
export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('draft'),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    customerId: uuid('customer_id'),
    scoringRuleId: uuid('scoring_rule_id'),
    backgroundAudioId: uuid('background_audio_id'),
    ringtoneId: uuid('ringtone_id'),
    /** Scenario media images (max 3), storage keys. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    excellentRecording: text('excellent_recording').notNull().default(''),
    excellentDescription: text('excellent_description').notNull().default(''),
    creatorId: creatorIdColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scenarios_org_id_idx').on(t.orgId, t.status),
    index('scenarios_org_name_idx').on(t.orgId, t.name),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('scenarios_customer_id_fkey', t, t.customerId, customers, 'set null'),
    orgReference('scenarios_scoring_rule_id_fkey', t, t.scoringRuleId, scoringRules, 'set null'),
    orgReference('scenarios_background_audio_id_fkey', t, t.backgroundAudioId, practiceAudio, 'set null'),
    orgReference('scenarios_ringtone_id_fkey', t, t.ringtoneId, practiceAudio, 'set null'),
    orgReference('scenarios_creator_id_fkey', t, t.creatorId, users, 'set null'),
  ],
);

export type SpeechRow = typeof speeches.$inferSelect;
export type VoiceTemplateRow = typeof voiceTemplates.$inferSelect;
export type VoiceClipRow = typeof voiceClips.$inferSelect;
export type PracticeAudioRow = typeof practiceAudio.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type HotWordRow = typeof hotWords.$inferSelect;
export type PracticeWordRow = typeof practiceWords.$inferSelect;
export type SynonymRow = typeof synonyms.$inferSelect;
export type ScoringRuleRow = typeof scoringRules.$inferSelect;
export type ScenarioRow = typeof scenarios.$inferSelect;
