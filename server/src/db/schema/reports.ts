import { doublePrecision, index, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { at, organisations, orgIdColumn, orgReference, userIdColumn, users } from './core.js';
import { childTasks, taskPackages } from './training.js';

// The data centre's aggregates (docs/reports.md): computed from the records by the refresh job every
// 10 minutes (admin §9), one organisation at a time in one transaction, and read by every report.
// They hold nothing that is not in the records: delete them all and the next refresh rebuilds them.

/** Per organisation: when its aggregates were last computed, and the lease of a process computing them now. */
export const reportRefreshes = pgTable('report_refreshes', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** When the figures were computed (what the reports show as "data as of"); null: never. */
  refreshedAt: at('refreshed_at'),
  /** A process computing them now holds the organisation until then (a process that died frees it). */
  claimedUntil: at('claimed_until'),
  /** How long the last refresh took. */
  durationMs: integer('duration_ms').notNull().default(0),
});

/**
 * Each child task of a published package × each learner in the package's range (or with a record of
 * it): the learner's status (0 not started, 1 in progress, 2 passed, 3 failed), score and time.
 */
export const reportTaskLearners = pgTable(
  'report_task_learners',
  {
    orgId: orgIdColumn(),
    packageId: uuid('package_id').notNull(),
    childTaskId: uuid('child_task_id').notNull(),
    userId: userIdColumn(),
    status: integer('status').notNull().default(0),
    score: real('score'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    startedAt: at('started_at'),
    /** When it was passed or last failed (null while not finished). */
    finishedAt: at('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.childTaskId, t.userId] }),
    index('report_task_learners_org_package_idx').on(t.orgId, t.packageId),
    index('report_task_learners_org_user_idx').on(t.orgId, t.userId),
    orgReference('report_task_learners_package_id_fkey', t, t.packageId, taskPackages, 'cascade'),
    orgReference('report_task_learners_child_task_id_fkey', t, t.childTaskId, childTasks, 'cascade'),
    orgReference('report_task_learners_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

/**
 * Per learner and China-time day (`yyyy-MM-dd`): learning seconds, sign-ins, practice sessions
 * finished (and their score sum), exams submitted and passed (and their score sum), child tasks
 * passed, quick Q&A drills finished (and their score sum). A row exists only for a day with something in it.
 */
export const reportUserDays = pgTable(
  'report_user_days',
  {
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    day: text('day').notNull(),
    learningSeconds: integer('learning_seconds').notNull().default(0),
    logins: integer('logins').notNull().default(0),
    practiceSessions: integer('practice_sessions').notNull().default(0),
    practiceScoreSum: real('practice_score_sum').notNull().default(0),
    exams: integer('exams').notNull().default(0),
    examsPassed: integer('exams_passed').notNull().default(0),
    examScoreSum: real('exam_score_sum').notNull().default(0),
    tasksCompleted: integer('tasks_completed').notNull().default(0),
    faqDrills: integer('faq_drills').notNull().default(0),
    faqScoreSum: real('faq_score_sum').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.day, t.userId] }),
    index('report_user_days_org_user_idx').on(t.orgId, t.userId, t.day),
    orgReference('report_user_days_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

/** Per learner, day and practice score item (the scoring rule's item name): sessions scored and the sum of the item's scores. */
export const reportSkillDays = pgTable(
  'report_skill_days',
  {
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    day: text('day').notNull(),
    name: text('name').notNull(),
    sessions: integer('sessions').notNull().default(0),
    scoreSum: real('score_sum').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.day, t.userId, t.name] }),
    index('report_skill_days_org_user_idx').on(t.orgId, t.userId),
    orgReference('report_skill_days_user_id_fkey', t, t.userId, users, 'cascade'),
  ],
);

// The organisation's own figures, summed by the same refresh from the learner rows above: what a
// report over every learner of the organisation (the home dashboard, the task report unfiltered)
// reads — dozens of rows instead of hundreds of thousands (docs/reports.md "Organisation figures").

/** Per organisation and day: the sums of its learners' days, and how many learners were active that day. */
export const reportOrgDays = pgTable(
  'report_org_days',
  {
    orgId: orgIdColumn(),
    day: text('day').notNull(),
    activeLearners: integer('active_learners').notNull().default(0),
    learningSeconds: doublePrecision('learning_seconds').notNull().default(0),
    logins: integer('logins').notNull().default(0),
    practiceSessions: integer('practice_sessions').notNull().default(0),
    practiceScoreSum: doublePrecision('practice_score_sum').notNull().default(0),
    exams: integer('exams').notNull().default(0),
    examsPassed: integer('exams_passed').notNull().default(0),
    examScoreSum: doublePrecision('exam_score_sum').notNull().default(0),
    tasksCompleted: integer('tasks_completed').notNull().default(0),
    faqDrills: integer('faq_drills').notNull().default(0),
    faqScoreSum: doublePrecision('faq_score_sum').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day] })],
);

/**
 * Per organisation and home period (1, 7 or 30 days ending on the refresh's China-time day): how
 * many learners were active in it — a learner active on several of its days counts once, so it is
 * not a sum of the days'.
 */
export const reportOrgPeriods = pgTable(
  'report_org_periods',
  {
    orgId: orgIdColumn(),
    days: integer('days').notNull(),
    startDay: text('start_day').notNull(),
    endDay: text('end_day').notNull(),
    activeLearners: integer('active_learners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.days] })],
);

/** Per organisation, day and practice score item: sessions scored and the sum of the item's scores. */
export const reportOrgSkillDays = pgTable(
  'report_org_skill_days',
  {
    orgId: orgIdColumn(),
    day: text('day').notNull(),
    name: text('name').notNull(),
    sessions: integer('sessions').notNull().default(0),
    scoreSum: doublePrecision('score_sum').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.name] })],
);

/** Per published package with learners: the task report's counts over every learner of the organisation. */
export const reportOrgPackages = pgTable(
  'report_org_packages',
  {
    orgId: orgIdColumn(),
    packageId: uuid('package_id').notNull(),
    range: integer('range').notNull().default(0),
    started: integer('started').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    passed: integer('passed').notNull().default(0),
    avgscore: doublePrecision('avgscore'),
    avgseconds: doublePrecision('avgseconds'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.packageId] }), orgReference('report_org_packages_package_id_fkey', t, t.packageId, taskPackages, 'cascade')],
);

export type ReportTaskLearnerRow = typeof reportTaskLearners.$inferSelect;
export type ReportUserDayRow = typeof reportUserDays.$inferSelect;
export type ReportSkillDayRow = typeof reportSkillDays.$inferSelect;
