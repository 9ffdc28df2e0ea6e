import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_STATUS } from '@peilian/shared';
import { randomSecret } from '../auth/token.js';
import type { Clock } from '../clock.js';
import { claimVideo, finishVideo, releaseVideo, renewVideoLease, type VideoOutcome } from '../data/videoProcessing.js';
import { insertUsage } from '../data/usage.js';
import type { MediaKey } from '../data/media.js';
import type { Db } from '../db/client.js';
import type { MediaRow } from '../db/schema/index.js';
import type { Logger } from '../logger.js';
import { dayFolder } from '../storage/keys.js';
import type { FileStorage } from '../storage/files.js';
import { extractCover, FfmpegError, probe, remuxable, renditionArgs, summariseStderr, transcode, type FfmpegPaths, type Probe } from './ffmpeg.js';

/**
 * The video processing job every server process runs (docs/media.md "Video processing"), in the
 * dubbing job's shape: a process claims one processing video (status 0) at a time under a lease,
 * copies the original to a work directory, probes it, makes an H.264/AAC MP4 with its index first
 * (remuxing one that already is), takes a cover frame, stores both and ends the video passed — or
 * failed with the reason — only while it still holds the claim. Progress is written with each lease
 * renewal. A process that stops lets its video go at once (ffmpeg is killed, the attempt not
 * counted); one that dies holds it until the lease runs out. A video claimed more than
 * `VIDEO_MAX_ATTEMPTS` times fails.
 */

/** How long a claim holds a video without being renewed (it is renewed every few seconds while ffmpeg runs). */
export const VIDEO_LEASE_MS = 60_000;
/** How often the progress is written (and the lease renewed) at most. */
export const VIDEO_PROGRESS_MS = 3000;
/** Claims of one video before it fails (a process that dies on it each time). */
export const VIDEO_MAX_ATTEMPTS = 3;

/** The reasons the back office shows (i18n keys under `library.video.reasons`; ffmpeg's own line follows a colon). */
export const VIDEO_REASONS = {
  unreadable: 'library.video.reasons.unreadable',
  noVideo: 'library.video.reasons.noVideo',
  failed: 'library.video.reasons.failed',
  attempts: 'library.video.reasons.attempts',
} as const;

export interface VideoEnv {
  db: Db;
  clock: Clock;
  logger: Logger;
  storage: FileStorage;
  paths: FfmpegPaths;
  /** Where work directories go (`<DATA_DIR>/tmp/video`). */
  dataDir: string;
  leaseMs?: number;
}

export interface VideoControl {
  stopped: () => boolean;
  signal: AbortSignal;
}

type Interrupted = 'stopped' | 'lost';

/** A reason: the key, and ffmpeg's summarised line after a colon when there is one. */
const reason = (key: string, detail = '') => (detail ? `${key}: ${detail}` : key).slice(0, 300);

const leaseUntil = (env: VideoEnv) => new Date(env.clock.now().getTime() + (env.leaseMs ?? VIDEO_LEASE_MS));

/** The seconds processed, for whoever uploaded the video (docs/providers.md "Usage"); a record that cannot be written is logged. */
async function recordSeconds(env: VideoEnv, video: MediaRow, seconds: number): Promise<void> {
  const use = { service: 'video' as const, provider: 'ffmpeg', quantity: Math.ceil(seconds) };
  try {
    await insertUsage(env.db, { orgId: video.orgId, userId: video.creatorId, subject: 'video', subjectId: video.id, ...use, at: env.clock.now() });
  } catch (error) {
    env.logger.error({ err: error, mediaId: video.id, ...use }, 'usage not recorded');
  }
}

/** Probes the local copy; a file ffprobe cannot read fails the video with its line. */
async function probed(env: VideoEnv, source: string): Promise<Probe | VideoOutcome> {
  try {
    const found = await probe(env.paths, source);
    if (!found.video) return { status: VIDEO_STATUS.failed, reason: reason(VIDEO_REASONS.noVideo) };
    return found;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    return { status: VIDEO_STATUS.failed, reason: reason(VIDEO_REASONS.unreadable, summariseStderr(stderr, [source])) };
  }
}

/**
 * Holds the claim while the video is worked on: every few seconds writes the progress and renews
 * the lease; a renewal that finds the claim gone aborts `signal` (and `lost()` says so), as does
 * the loop stopping.
 */
function holdLease(env: VideoEnv, video: MediaRow, token: string, stopping: AbortSignal, progress: () => number) {
  let lost = false;
  const stop = new AbortController();
  const abort = () => stop.abort();
  stopping.addEventListener('abort', abort);
  const renew = setInterval(() => {
    void renewVideoLease(env.db, video, token, leaseUntil(env), progress())
      .then((held) => {
        if (held) return;
        lost = true;
        stop.abort();
      })
      .catch((error: unknown) => env.logger.warn({ err: error, mediaId: video.id }, 'video progress not recorded'));
  }, VIDEO_PROGRESS_MS);
  return {
    signal: stop.signal,
    lost: () => lost,
    end: () => {
      clearInterval(renew);
      stopping.removeEventListener('abort', abort);
    },
  };
}

/**
 * Makes the rendition and cover in `workDir` while holding the claim; answers the outcome to store
 * (with the files to put), or why it let go.
 */
async function render(env: VideoEnv, video: MediaRow, token: string, control: VideoControl, workDir: string) {
  const source = path.join(workDir, `source.${video.format}`);
  const output = path.join(workDir, 'rendition.mp4');
  const cover = path.join(workDir, 'cover.jpg');
  let seconds = 0;
  let length = 0;
  const lease = holdLease(env, video, token, control.signal, () => (length > 0 ? Math.min(99, Math.floor((seconds / length) * 100)) : 0));
  try {
    await env.storage.copyToLocal(video.storageKey, source);
    const found = await probed(env, source);
    if ('status' in found) return { outcome: found };
    length = found.duration;
    const args = renditionArgs(source, output, remuxable(found));
    await transcode(env.paths, args, { signal: lease.signal, onProgress: (done) => (seconds = done), files: [source, output, workDir] });
    const duration = (await probe(env.paths, output)).duration || found.duration;
    // A video without a frame to take still plays: it just gets no cover.
    const framed = await extractCover(env.paths, output, cover, Math.min(1, duration / 3), lease.signal).then(
      () => cover,
      () => '',
    );
    return { outcome: undefined, rendition: output, cover: framed, duration };
  } catch (error) {
    if (lease.lost()) return 'lost' as const;
    if (control.signal.aborted) return 'stopped' as const;
    if (error instanceof FfmpegError)
      return { outcome: { status: VIDEO_STATUS.failed, reason: reason(VIDEO_REASONS.failed, error.summary) } satisfies VideoOutcome };
    throw error;
  } finally {
    lease.end();
  }
}

/** Stores the rendition and cover and ends the video passed; a lost claim removes what was stored. */
async function storeRendition(env: VideoEnv, video: MediaRow, token: string, files: { rendition: string; cover: string; duration: number }) {
  const folder = `${video.orgId}/video/${dayFolder(env.clock.now())}`;
  const renditionKey = `${folder}/${randomSecret(12)}-play.mp4`;
  await env.storage.put(files.rendition, renditionKey);
  let coverKey = '';
  let coverPath = '';
  if (!video.cover && files.cover) {
    coverKey = `${video.orgId}/videocover/${dayFolder(env.clock.now())}/${randomSecret(12)}.jpg`;
    coverPath = (await env.storage.put(files.cover, coverKey)).path;
  }
  const outcome: VideoOutcome = { status: VIDEO_STATUS.passed, renditionKey, durationSeconds: Math.round(files.duration), cover: coverPath };
  const finished = await finishVideo(env.db, video, token, outcome);
  if (!finished) {
    await env.storage.remove(renditionKey);
    if (coverKey) await env.storage.remove(coverKey);
    return 'lost' as const;
  }
  // An admin who set a cover meanwhile keeps it: the frame is not needed then.
  if (coverKey && finished.cover !== coverPath) await env.storage.remove(coverKey);
  await recordSeconds(env, finished, files.duration);
  return finished;
}

/** Works a claimed video to its end: passed or failed, or why it let the video go. */
export async function runVideoTask(env: VideoEnv, video: MediaRow, token: string, control: VideoControl): Promise<MediaRow | Interrupted> {
  if (video.processAttempts > VIDEO_MAX_ATTEMPTS) {
    return (await finishVideo(env.db, video, token, { status: VIDEO_STATUS.failed, reason: reason(VIDEO_REASONS.attempts) })) ?? 'lost';
  }
  const workDir = path.join(env.dataDir, 'tmp', 'video', randomSecret(9));
  try {
    await mkdir(workDir, { recursive: true });
    const made = await render(env, video, token, control, workDir);
    if (made === 'stopped') {
      await releaseVideo(env.db, video, token);
      return 'stopped';
    }
    if (made === 'lost') return 'lost';
    if (made.outcome) return (await finishVideo(env.db, video, token, made.outcome)) ?? 'lost';
    return await storeRendition(env, video, token, made);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Processes one video now, in the caller's time (tests, tools): undefined when another process holds it or it is not processing. */
export async function processVideoNow(env: VideoEnv, video: MediaKey): Promise<MediaRow | undefined> {
  const token = randomUUID();
  const claimed = await claimVideo(env.db, env.clock.now(), env.leaseMs ?? VIDEO_LEASE_MS, token, video);
  if (!claimed) return undefined;
  const ended = await runVideoTask(env, claimed, token, { stopped: () => false, signal: new AbortController().signal });
  return typeof ended === 'string' ? undefined : ended;
}
