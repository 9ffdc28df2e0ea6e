import { examUpkeep } from './exam/upkeep.js';
import type { AppDeps } from './http/context.js';
import { scheduleIdentityPruning } from './identity/maintenance.js';
import type { TickLoop } from './lib/tickLoop.js';
import { createClearanceJob } from './organisation/registration-review/clearanceJob.js';
import { createLogPurgeJob } from './audit/login-logs/purgeJob.js';
import { createRecyclePurgeJob } from './audit/recycle-bin/purgeJob.js';
import { createReportRefreshJob } from './reports/refreshJob.js';
import { createBadgeJob } from './training/levels/badgeJob.js';
import { createPublishScheduler } from './training/scheduler.js';
import { createDubbingJob } from './practice/dubbing/loop.js';
import { createKnowledgeJob } from './assistant/knowledge/job.js';
import { createDialogueJob } from './practice/dialogue/job.js';
import { createNotifyJob } from './notifications/job.js';
import { createDialogCollectJob } from './assistant/collect/loop.js';
import { fileRecognition } from './assistant/collect/services.js';
import { createAigcJob } from './assistant/aigc/loop.js';
import { createVideoJob } from './library/videoLoop.js';
import { scheduleAuditExpiry } from './people/voiceprint-audits/expiryJob.js';
import { createEndingJob } from './notices/endingJob.js';
import { createTaskMessageJob } from './notices/taskMessageJob.js';
import { createNoticePushJob } from './notices/pushJob.js';
import { packagePublishedNotices } from './training/packages/notices.js';
import { createBillingJob } from './billing/job.js';

/** A job as the server holds it once started: stopped (and its tick in flight awaited) on shutdown. */
interface RunningJob {
  stop(): void | Promise<void>;
}

/** Starts one job on the process's services. */
type JobStart = (deps: AppDeps) => RunningJob;

/** The configuration of a durable job's interval: `<JOB>_MS` in the environment (`src/config.ts`). */
type IntervalSetting = 'reportRefreshMs' | 'badgeAwardMs' | 'logPurgeMs' | 'recyclePurgeMs' | 'clearanceMs';

/** What a durable job on an interval is made with; the purge of files also needs the storage. */
type IntervalJob = (options: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'storage'> & { intervalMs: number; tickMs?: number }) => TickLoop;

/**
 * A durable job due every `setting` milliseconds, looking for due work every `JOB_TICK_MS` (or as
 * often as the job itself says); 0 = this process runs no loop of it.
 */
const onInterval =
  (create: IntervalJob, setting: IntervalSetting): JobStart =>
  ({ db, clock, logger, storage, config }) =>
    create({ db, clock, logger, storage, intervalMs: config[setting], tickMs: config[setting] > 0 ? config.jobTickMs : 0 });

/**
 * The jobs every server process runs (the notices' too: the "about to end" notices and the WeChat
 * task messages, `NOTICE_TICK_MS`), in the order they start and stop: each coordinates with the
 * other processes through the database (docs/deploy.md, "Several processes").
 * A durable job is one line: its factory and the setting of its interval, read from `<JOB>_MS`
 * (server/README.md, "Environment"; 0 turns the job off in this process).
 */
const JOBS: readonly JobStart[] = [
  ({ db, clock, logger }) => ({ stop: scheduleIdentityPruning(db, clock, logger) }),
  ({ db, clock, logger }) => ({ stop: scheduleAuditExpiry(db, clock, logger) }),
  (deps) =>
    createPublishScheduler({
      db: deps.db,
      clock: deps.clock,
      logger: deps.logger,
      tickMs: deps.config.publishTickMs,
      alsoOnTick: examUpkeep(deps.db, deps.clock, deps.logger),
      onPublishing: packagePublishedNotices(deps),
    }),
  onInterval(createReportRefreshJob, 'reportRefreshMs'),
  (deps) => {
    const intervalMs = deps.config.badgeAwardMs;
    return createBadgeJob({
      db: deps.db,
      clock: deps.clock,
      logger: deps.logger,
      intervalMs,
      tickMs: intervalMs > 0 ? deps.config.jobTickMs : 0,
      notices: deps,
    });
  },
  onInterval(createLogPurgeJob, 'logPurgeMs'),
  onInterval(createRecyclePurgeJob, 'recyclePurgeMs'),
  onInterval(createClearanceJob, 'clearanceMs'),
  ({ db, clock, logger, storage, providers, config }) => createDubbingJob({ db, clock, logger, storage, tts: providers.tts, tickMs: config.dubbingTickMs }),
  ({ db, clock, logger, storage, providers, config }) => createDialogueJob({ db, clock, logger, storage, tts: providers.tts, tickMs: config.dialogueTickMs }),
  (deps) =>
    createDialogCollectJob({ ...deps, publicUrl: () => deps.publicUrl, recognition: fileRecognition(deps.config), tickMs: deps.config.dialogCollectTickMs }),
  ({ db, clock, logger, storage, providers, config }) =>
    createKnowledgeJob({ db, clock, logger, storage, embeddings: providers.embeddings, tickMs: config.knowledgeTickMs }),
  (deps) => createEndingJob({ ...deps, tickMs: deps.config.noticeTickMs }),
  (deps) => createNoticePushJob({ ...deps, tickMs: deps.config.noticeTickMs }),
  (deps) => createTaskMessageJob({ ...deps, publicUrl: () => deps.publicUrl, tickMs: deps.config.noticeTickMs }),
  ({ db, clock, logger, config, publicUrl, providers }) =>
    createNotifyJob({ db, clock, logger, config, publicUrl, mail: providers.mail, wecom: providers.wecom, tickMs: config.notifyTickMs }),
  ({ db, clock, logger, storage, config }) => createAigcJob({ db, clock, logger, storage, config, tickMs: config.aigcTickMs }),
  ({ db, clock, logger, storage, config }) =>
    createVideoJob({
      db,
      clock,
      logger,
      storage,
      paths: config.video,
      dataDir: config.dataDir,
      tickMs: config.videoTickMs,
      concurrency: config.video.concurrency,
    }),
  (deps) => createBillingJob({ ...deps, tickMs: deps.config.billingTickMs }),
];

/** Starts every job; the answer stops them all, one after the other, each tick in flight awaited. */
export function startJobs(deps: AppDeps): () => Promise<void> {
  const running = JOBS.map((start) => start(deps));
  return async () => {
    for (const job of running) await job.stop();
  };
}
