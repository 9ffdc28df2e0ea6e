import { and, eq, sql } from 'drizzle-orm';
import { VIDEO_STATUS } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { media, type MediaRow } from '../db/schema/index.js';
import type { MediaKey } from './media.js';

/**
 * The video processing job's SQL (docs/media.md "Video processing"). A video waiting for its
 * rendition has status 0; a process claims one at a time under a lease (`process_claimed_until`,
 * `process_claim_token`) with one conditional UPDATE that also counts the attempt, renews the
 * lease as it reports progress, and ends it (passed or failed) only while it still holds the claim.
 */

/** This video, still processing and held by `token`. */
const heldBy = (video: MediaKey, token: string) =>
  and(eq(media.orgId, video.orgId), eq(media.id, video.id), eq(media.status, VIDEO_STATUS.processing), eq(media.processClaimToken, token));

/** Claims the oldest processing video nobody holds (or only `only`), counting the attempt; undefined when none is free. */
export async function claimVideo(db: Db, now: Date, leaseMs: number, token: string, only?: MediaKey): Promise<MediaRow | undefined> {
  const until = new Date(now.getTime() + leaseMs);
  const [row] = await db
    .update(media)
    .set({ processClaimToken: token, processClaimedUntil: until, processAttempts: sql`${media.processAttempts} + 1` })
    .where(
      sql`(${media.orgId}, ${media.id}) = (
        select c.org_id, c.id from media c
        where c.status = ${VIDEO_STATUS.processing} and c.kind = 'video'
          and (c.process_claimed_until is null or c.process_claimed_until <= ${now})
          ${only ? sql`and c.org_id = ${only.orgId} and c.id = ${only.id}` : sql``}
        order by c.created_at, c.id limit 1 for update skip locked)`,
    )
    .returning();
  return row;
}

/** Records the progress (0–99) and extends the lease; false when the claim is no longer `token`'s. */
export async function renewVideoLease(db: Db, video: MediaKey, token: string, until: Date, progress: number): Promise<boolean> {
  const rows = await db
    .update(media)
    .set({ processClaimedUntil: until, processProgress: progress })
    .where(heldBy(video, token))
    .returning({ id: media.id });
  return rows.length > 0;
}

/** Lets the video go (a process stopping): the attempt is not counted, another process takes it up. */
export async function releaseVideo(db: Db, video: MediaKey, token: string): Promise<void> {
  await db
    .update(media)
    .set({ processClaimedUntil: null, processClaimToken: null, processAttempts: sql`greatest(${media.processAttempts} - 1, 0)` })
    .where(heldBy(video, token));
}

/** What a processed video becomes. */
export type VideoOutcome =
  | { status: typeof VIDEO_STATUS.passed; renditionKey: string; durationSeconds: number; cover?: string }
  | { status: typeof VIDEO_STATUS.failed; reason: string };

/**
 * Ends the processing while `token` holds it: passed with its rendition, duration and (when the
 * admin gave none) cover, or failed with the reason. Answers the row, or undefined when the claim
 * was lost (the caller removes what it stored).
 */
export async function finishVideo(db: Db, video: MediaKey, token: string, outcome: VideoOutcome): Promise<MediaRow | undefined> {
  const ended = { processClaimedUntil: null, processClaimToken: null };
  const changes =
    outcome.status === VIDEO_STATUS.passed
      ? {
          ...ended,
          status: outcome.status,
          statusReason: '',
          processProgress: 100,
          // The rendition plays in every browser.
          previewStatus: 'native',
          renditionKey: outcome.renditionKey,
          durationSeconds: outcome.durationSeconds,
          ...(outcome.cover ? { cover: sql`case when ${media.cover} = '' then ${outcome.cover} else ${media.cover} end` } : {}),
        }
      : { ...ended, status: outcome.status, statusReason: outcome.reason };
  const [row] = await db.update(media).set(changes).where(heldBy(video, token)).returning();
  return row;
}

/**
 * Queues a video for processing (again): status 0 with no progress, reason or attempts; the
 * previous rendition is answered so the caller removes it. Undefined when it is processing already.
 */
export async function queueVideo(db: Db, video: MediaKey): Promise<{ row: MediaRow; previousRendition: string } | undefined> {
  const [before] = await db
    .select({ renditionKey: media.renditionKey })
    .from(media)
    .where(and(eq(media.orgId, video.orgId), eq(media.id, video.id)));
  const [row] = await db
    .update(media)
    .set({ status: VIDEO_STATUS.processing, statusReason: '', processProgress: 0, processAttempts: 0, processClaimToken: null, processClaimedUntil: null, renditionKey: '' })
    .where(and(eq(media.orgId, video.orgId), eq(media.id, video.id), eq(media.kind, 'video'), sql`${media.status} <> ${VIDEO_STATUS.processing}`))
    .returning();
  return row ? { row, previousRendition: before?.renditionKey ?? '' } : undefined;
}
