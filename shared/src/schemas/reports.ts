import { z } from 'zod';
import { idText, listResponse, page, rows } from './practiceFields.js';
import { practiceChecklistItemSchema } from './practiceSession.js';
import { voiceCheckSummarySchema } from './voiceCheck.js';

/**
 * The data centre (admin-back-office §2 /admin/homePage and /admin/view, §3 "Student task", §9 report
 * refresh; docs/reports.md): the queries of each report and the shapes the back office reads. Figures
 * come from the aggregates the refresh job keeps (every 10 minutes); each answer says when they were
 * computed (`asof`). Days are China-time calendar days, `yyyy-MM-dd`.
 */

/** A China-time calendar day. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'reports.rules.day' });
const optionalDay = z.preprocess((value) => (value === '' || value === null ? undefined : value), day.optional());
/** A child record's status (admin §3 Student task): 0 not started, 1 in progress, 2 passed, 3 failed. */
export const REPORT_TASK_STATUSES = [0, 1, 2, 3] as const;
export type ReportTaskStatus = (typeof REPORT_TASK_STATUSES)[number];
const status = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? undefined : value),
  z.coerce
    .number({ error: 'reports.rules.status' })
    .int({ error: 'reports.rules.status' })
    .refine((value) => (REPORT_TASK_STATUSES as readonly number[]).includes(value), { error: 'reports.rules.status' })
    .optional(),
);

/** The periods of the home dashboard: today, the last 7 and the last 30 days (today included). */
export const REPORT_PERIODS = [1, 7, 30] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** When the figures were computed (ISO time; null before the first refresh) and the last day student statistics cover. */
const asOf = { asof: z.string().nullable() };

/** The filters every report shares: a period of days, a department (and the departments below it), a position. */
export const reportFilterSchema = z.object({
  start: optionalDay,
  end: optionalDay,
  departmentid: idText.default(''),
  positionid: idText.default(''),
});
export type ReportFilter = z.output<typeof reportFilterSchema>;

// ---------------------------------------------------------------------------------------------
// Home dashboard (/admin/homePage/homePage, function home)

export const homeReportQuerySchema = z.object({
  period: z.coerce
    .number({ error: 'reports.rules.period' })
    .refine((value): value is ReportPeriod => (REPORT_PERIODS as readonly number[]).includes(value), { error: 'reports.rules.period' })
    .default(7),
});

export const homeFiguresSchema = z
  .object({
    activelearners: z.number().int(),
    learningseconds: z.number().int(),
    taskscompleted: z.number().int(),
    /** Passed attempts of submitted attempts, 0–100; null: no exam submitted in the period. */
    exampassrate: z.number().nullable(),
    practicesessions: z.number().int(),
    practiceavgscore: z.number().nullable(),
  })
  .strict();
export type HomeFigures = z.infer<typeof homeFiguresSchema>;

export const homeReportResponseSchema = z
  .object({
    successed: z.literal(true),
    ...asOf,
    period: z.number().int(),
    start: day,
    end: day,
    figures: homeFiguresSchema,
    /** One point a day of the period, oldest first. */
    trend: z.array(homeFiguresSchema.extend({ day })),
    /** Published packages ending within the next 7 days, soonest first (at most 5). */
    endingsoon: z.array(
      z.object({ packageid: z.string(), title: z.string(), endat: z.string(), range: z.number().int(), completed: z.number().int() }).strict(),
    ),
    /** Practice score items with the lowest average over the period (at most 5). */
    weakskills: z.array(z.object({ name: z.string(), avgscore: z.number(), sessions: z.number().int() }).strict()),
  })
  .strict();
export type HomeReport = z.infer<typeof homeReportResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Task report (taskReport → SubtaskDetails → analysisDetails)

/** The counts of a package, a child task, a department or a position. */
const progressFields = {
  /** Learners in the publish range. */
  range: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  passed: z.number().int(),
  avgscore: z.number().nullable(),
  avgseconds: z.number().nullable(),
};
export const reportProgressSchema = z.object(progressFields).strict();
/** The progress counts every level of the task report shares (package, child task, department, position). */
export type ReportProgress = z.infer<typeof reportProgressSchema>;

export const taskReportQuerySchema = reportFilterSchema.extend({ text: z.string().trim().max(64).default(''), tasktype: idText.default(''), page, rows });
export type TaskReportQuery = z.output<typeof taskReportQuerySchema>;

export const taskReportRowSchema = z
  .object({ packageid: z.string(), title: z.string(), tasktype: z.number().int(), startat: z.string(), endat: z.string(), ...progressFields })
  .strict();
export type TaskReportRow = z.infer<typeof taskReportRowSchema>;
export const taskReportListResponseSchema = listResponse(taskReportRowSchema).extend(asOf);

export const taskReportGroupSchema = z.object({ id: z.string(), name: z.string(), ...progressFields }).strict();
export const taskReportChildSchema = z.object({ childid: z.string(), type: z.number().int(), title: z.string(), ...progressFields }).strict();

export const taskReportDetailQuerySchema = reportFilterSchema;
export const taskReportDetailResponseSchema = z
  .object({
    successed: z.literal(true),
    ...asOf,
    package: taskReportRowSchema,
    children: z.array(taskReportChildSchema),
    departments: z.array(taskReportGroupSchema),
    positions: z.array(taskReportGroupSchema),
  })
  .strict();
export type TaskReportDetail = z.infer<typeof taskReportDetailResponseSchema>;

export const taskLearnersQuerySchema = reportFilterSchema.extend({
  childid: idText.default(''),
  status,
  text: z.string().trim().max(64).default(''),
  page,
  rows,
});
export type TaskLearnersQuery = z.output<typeof taskLearnersQuerySchema>;

export const taskLearnerRowSchema = z
  .object({
    userid: z.string(),
    name: z.string(),
    account: z.string(),
    departmentname: z.string(),
    status: z.number().int(),
    score: z.number().nullable(),
    seconds: z.number().int(),
    startedat: z.string().nullable(),
    finishedat: z.string().nullable(),
  })
  .strict();
export const taskLearnersResponseSchema = listResponse(taskLearnerRowSchema).extend(asOf);

/** analysisDetails of one child task: what its type lets us say about where learners fail. */
export const childAnalysisResponseSchema = z
  .object({
    successed: z.literal(true),
    ...asOf,
    child: taskReportChildSchema,
    /** Scenario practice: the average of each score item, and the keywords and intents most often missed. */
    criteria: z.array(z.object({ name: z.string(), avgscore: z.number(), sessions: z.number().int() }).strict()),
    missedkeywords: z.array(z.object({ keyword: z.string(), count: z.number().int() }).strict()),
    missedintents: z.array(z.object({ label: z.string(), count: z.number().int() }).strict()),
    /** Exam: each question's correctness over submitted attempts (item analysis). */
    questions: z.array(
      z.object({ questionid: z.string(), text: z.string(), type: z.number().int(), answered: z.number().int(), correct: z.number().int() }).strict(),
    ),
    /** Quick Q&A: the questions with the lowest average score. */
    faqs: z.array(z.object({ faqid: z.string(), question: z.string(), answered: z.number().int(), avgscore: z.number() }).strict()),
  })
  .strict();
export type ChildAnalysis = z.infer<typeof childAnalysisResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Student report (studentReport → dashboard)

export const STUDENT_REPORT_SORTS = ['learningseconds', 'avgscore', 'completed'] as const;
export const studentReportQuerySchema = reportFilterSchema.extend({
  text: z.string().trim().max(64).default(''),
  sort: z.enum(STUDENT_REPORT_SORTS, { error: 'reports.rules.sort' }).default('learningseconds'),
  page,
  rows,
});
export type StudentReportQuery = z.output<typeof studentReportQuerySchema>;

export const studentReportRowSchema = z
  .object({
    /** Place in the department view's ranking by `sort` (1 = first). */
    rank: z.number().int(),
    userid: z.string(),
    name: z.string(),
    account: z.string(),
    departmentname: z.string(),
    tasks: z.number().int(),
    completed: z.number().int(),
    learningseconds: z.number().int(),
    avgscore: z.number().nullable(),
    practicesessions: z.number().int(),
    exams: z.number().int(),
    passedexams: z.number().int(),
  })
  .strict();
export type StudentReportRow = z.infer<typeof studentReportRowSchema>;
export const studentReportListResponseSchema = listResponse(studentReportRowSchema).extend({
  ...asOf,
  /** Student statistics end at the end of this day (yesterday, admin §9). */
  statsuntil: day,
});

/**
 * A finished role-play of the learner on their dashboard (docs/reports.md): its checklist as scored
 * (each item with the turn and the learner's words that ticked it, `turn` null: never) and how many
 * items were ticked of how many. The coach's review is read per session (`…/roleplay/:sessionId/coach`).
 */
export const studentRoleplaySchema = z
  .object({
    sessionid: z.string(),
    scenarioname: z.string(),
    score: z.number().nullable(),
    passed: z.boolean(),
    finishedat: z.string(),
    checklistticked: z.number().int(),
    checklisttotal: z.number().int(),
    checklist: z.array(practiceChecklistItemSchema),
    /** The session's voiceprint check (docs/voiceprint.md "Who is practising"); null: not checked. */
    voicecheck: voiceCheckSummarySchema.nullable().optional(),
  })
  .strict();
export type StudentRoleplay = z.infer<typeof studentRoleplaySchema>;

/**
 * A practice session of the learner whose turns were voice-checked (docs/voiceprint.md "Who is
 * practising"), on their dashboard: any kind of session, with the check's summary.
 */
export const studentVoiceCheckSchema = z
  .object({
    sessionid: z.string(),
    scenarioname: z.string(),
    startedat: z.string(),
    voicecheck: voiceCheckSummarySchema,
  })
  .strict();
export type StudentVoiceCheck = z.infer<typeof studentVoiceCheckSchema>;

export const studentDashboardResponseSchema = z
  .object({
    successed: z.literal(true),
    ...asOf,
    statsuntil: day,
    student: studentReportRowSchema.omit({ rank: true }).extend({ levelname: z.string(), stars: z.number().int(), experience: z.number().int() }).strict(),
    /** Learning time and average practice/exam score per day of the period. */
    daily: z.array(z.object({ day, learningseconds: z.number().int(), avgscore: z.number().nullable() }).strict()),
    /** Ability radar: the learner's average per practice score item. */
    abilities: z.array(z.object({ name: z.string(), avgscore: z.number(), sessions: z.number().int() }).strict()),
    exams: z.array(
      z.object({ title: z.string(), packagetitle: z.string(), score: z.number().nullable(), passed: z.boolean(), submittedat: z.string() }).strict(),
    ),
    tasks: z.array(
      z
        .object({
          packageid: z.string(),
          packagetitle: z.string(),
          childid: z.string(),
          title: z.string(),
          type: z.number().int(),
          status: z.number().int(),
          score: z.number().nullable(),
          seconds: z.number().int(),
        })
        .strict(),
    ),
    /** The role-plays finished in the period, newest first (at most 20). */
    roleplays: z.array(studentRoleplaySchema),
    /** The learner's sessions started in the period whose turns were voice-checked, newest first (at most 20). Absent from older servers. */
    voicechecks: z.array(studentVoiceCheckSchema).optional(),
  })
  .strict();
export type StudentDashboard = z.infer<typeof studentDashboardResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Activity (onlineuser → onlineuserdetails)

export const activityReportQuerySchema = reportFilterSchema;
export const activityReportResponseSchema = z
  .object({
    successed: z.literal(true),
    ...asOf,
    start: day,
    end: day,
    /** Users whose heartbeat arrived within the last 90 s (live, not from the aggregates). */
    onlinenow: z.number().int(),
    daily: z.array(z.object({ day, activeusers: z.number().int(), logins: z.number().int(), learningseconds: z.number().int() }).strict()),
    departments: z.array(
      z
        .object({
          departmentid: z.string(),
          name: z.string(),
          members: z.number().int(),
          activeusers: z.number().int(),
          logins: z.number().int(),
          learningseconds: z.number().int(),
        })
        .strict(),
    ),
  })
  .strict();
export type ActivityReport = z.infer<typeof activityReportResponseSchema>;

export const onlineUsersQuerySchema = z.object({ departmentid: idText.default(''), text: z.string().trim().max(64).default(''), page, rows });
export const onlineUserRowSchema = z
  .object({
    userid: z.string(),
    name: z.string(),
    account: z.string(),
    departmentname: z.string(),
    client: z.enum(['pc', 'mini']),
    lastseenat: z.string(),
    signedinat: z.string(),
  })
  .strict();
export const onlineUsersResponseSchema = listResponse(onlineUserRowSchema);

// ---------------------------------------------------------------------------------------------
// aireport (allow-listed organisations): a practice-quality report written by the language model

export const aiReportBodySchema = reportFilterSchema;
export const aiReportResponseSchema = z
  .object({
    successed: z.literal(true),
    ...asOf,
    /** Always true: the text is generated by a language model and shown as such. */
    generated: z.literal(true),
    model: z.string(),
    text: z.string(),
    generatedat: z.string(),
  })
  .strict();

// The learner's own figures live in their own module: the learner apps' endpoint table imports it,
// and importing this file would carry every back-office report schema into the mini-program's main package.
export { myReportResponseSchema, type MyReport } from './myReport.js';
