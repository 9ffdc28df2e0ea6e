import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BadgeCondition } from '@peilian/shared';
import { at, createdAt, orgIdColumn, orgReference, userIdColumn, users } from './core.js';

// Levels and badges (admin §3 Level, Badge; docs/training.md "Levels, experience and badges").

/** An organisation's level: it starts at `experience` (0–9999, one level per value). */
export const levels = pgTable(
  'levels',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    experience: integer('experience').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('levels_org_id_experience_key').on(t.orgId, t.experience), primaryKey({ columns: [t.orgId, t.id] })],
);

/**
 * An organisation's badge and the condition that earns it (`count` days or packages where the
 * condition counts). `scanned_at` and `claimed_until` are the award job's: when it last awarded the
 * badge, and until when a process holds it (docs/training.md).
 */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    image: text('image').notNull().default(''),
    condition: text('condition').$type<BadgeCondition>().notNull(),
    count: integer('count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: integer('enabled').notNull().default(1),
    scannedAt: at('scanned_at'),
    claimedUntil: at('claimed_until'),
    createdAt: createdAt(),
  },
  (t) => [index('badges_org_id_idx').on(t.orgId, t.sort), primaryKey({ columns: [t.orgId, t.id] })],
);

/** A badge a learner earned; the unique key makes every award happen once. */
export const userBadges = pgTable(
  'user_badges',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    badgeId: uuid('badge_id').notNull(),
    awardedAt: at('awarded_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_badges_user_badge_key').on(t.orgId, t.userId, t.badgeId),
    index('user_badges_org_id_idx').on(t.orgId, t.badgeId),
    primaryKey({ columns: [t.orgId, t.id] }),
    orgReference('user_badges_user_id_fkey', t, t.userId, users, 'cascade'),
    orgReference('user_badges_badge_id_fkey', t, t.badgeId, badges, 'cascade'),
  ],
);

export type LevelRow = typeof levels.$inferSelect;
export type BadgeRow = typeof badges.$inferSelect;
