import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dubbingLines, dubbingTasks, users, voiceClips, voiceTemplates, type DubbingLineRow, type DubbingTaskRow } from '../../db/schema/index.js';
import { refersTo } from '../references.js';
import { reportRows } from '../reportRows.js';

/**
 * The dubbing tasks' SQL (docs/practice.md "Dubbing tasks"). A task is taken up by one process at a
 * time under a lease (`claimed_until`, and `claim_token` naming the claim): the claim is one
 * conditional UPDATE, the lease is renewed before each line, and every change a worker makes to a
 * line or to the task's end names its token, so a process that lost its lease (stopped too long,
 * or died and came back) changes nothing more. A line goes from pending to done or failed once,
 * its task's counts moving in the same statement.
 */

export type NewDubbingTask = typeof dubbingTasks.$inferInsert;
export type NewDubbingLine = typeof dubbingLines.$inferInsert;

/** Statuses of a task still waiting for, or under, a worker. */
const UNFINISHED = ['queued', 'running'];
/** Lines written per INSERT when a task is made (an organisation's whole script may be thousands). */
const INSERT_CHUNK = 500;

export async function insertDubbingTask(db: Db, task: NewDubbingTask, lines: readonly Omit<NewDubbingLine, 'taskId' | 'orgId'>[]): Promise<DubbingTaskRow> {
  const [row] = await db.insert(dubbingTasks).values(task).returning();
  for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
    const chunk = lines.slice(start, start + INSERT_CHUNK).map((line) => ({ ...line, orgId: row!.orgId, taskId: row!.id }));
    await db.insert(dubbingLines).values(chunk);
  }
  return row!;
}

export async function findDubbingTaskInOrg(db: Db, orgId: string, id: string): Promise<DubbingTaskRow | undefined> {
  const [row] = await db.select().from(dubbingTasks).where(and(eq(dubbingTasks.orgId, orgId), eq(dubbingTasks.id, id))).limit(1);
  return row;
}

/** A task of the template with this scope (and scenario) still queued or running, if any. */
export async function findUnfinishedDubbingTask(
  db: Db,
  orgId: string,
  templateId: string,
  scope: string,
  scenarioId: string | null,
): Promise<DubbingTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(dubbingTasks)
    .where(
      and(
        eq(dubbingTasks.orgId, orgId),
        eq(dubbingTasks.templateId, templateId),
        eq(dubbingTasks.scope, scope),
        scenarioId ? eq(dubbingTasks.scenarioId, scenarioId) : undefined,
        inArray(dubbingTasks.status, UNFINISHED),
      ),
    )
    .orderBy(desc(dubbingTasks.createdAt))
    .limit(1);
  return row;
}

/** A task with the names the list shows: its digital human's and its creator's. */
export interface DubbingTaskView extends DubbingTaskRow {
  templateName: string;
  creatorName: string;
}

function taskViews(db: Db) {
  return db
    .select({ ...getTableColumns(dubbingTasks), templateName: voiceTemplates.name, creatorName: sql<string>`coalesce(${users.name}, '')` })
    .from(dubbingTasks)
    .innerJoin(voiceTemplates, refersTo(dubbingTasks, dubbingTasks.templateId, voiceTemplates))
    .leftJoin(users, refersTo(dubbingTasks, dubbingTasks.creatorId, users));
}

export async function findDubbingTaskView(db: Db, orgId: string, id: string): Promise<DubbingTaskView | undefined> {
  const [row] = await taskViews(db)
    .where(and(eq(dubbingTasks.orgId, orgId), eq(dubbingTasks.id, id)))
    .limit(1);
  return row;
}

/** One page of a digital human's tasks, newest first. */
export async function listDubbingTasks(db: Db, orgId: string, templateId: string, page: number, rows: number) {
  const where = and(eq(dubbingTasks.orgId, orgId), eq(dubbingTasks.templateId, templateId));
  const [found, [counted]] = await Promise.all([
    taskViews(db)
      .where(where)
      .orderBy(desc(dubbingTasks.createdAt), desc(dubbingTasks.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: count() }).from(dubbingTasks).where(where),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

/** A line with its clip's file, when it has one. */
export interface DubbingLineView extends DubbingLineRow {
  storageKey: string | null;
  durationMs: number | null;
}

/** One page of a task's lines in their order, of one status when given. */
export async function listDubbingLines(db: Db, orgId: string, taskId: string, status: string | undefined, page: number, rows: number) {
  const where = and(eq(dubbingLines.orgId, orgId), eq(dubbingLines.taskId, taskId), status ? eq(dubbingLines.status, status) : undefined);
  const [found, [counted]] = await Promise.all([
    db
      .select({ ...getTableColumns(dubbingLines), storageKey: voiceClips.storageKey, durationMs: voiceClips.durationMs })
      .from(dubbingLines)
      .leftJoin(voiceClips, refersTo(dubbingLines, dubbingLines.clipId, voiceClips))
      .where(where)
      .orderBy(asc(dubbingLines.seq))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: count() }).from(dubbingLines).where(where),
  ]);
  return { rows: found as DubbingLineView[], total: counted?.total ?? 0 };
}

export async function findDubbingLineInOrg(db: Db, orgId: string, taskId: string, id: string): Promise<DubbingLineRow | undefined> {
  const [row] = await db
    .select()
    .from(dubbingLines)
    .where(and(eq(dubbingLines.orgId, orgId), eq(dubbingLines.taskId, taskId), eq(dubbingLines.id, id)))
    .limit(1);
  return row;
}

/**
 * Puts the task's failed lines (or the one `lineId`) back to pending, the task back in the queue when
 * it had finished; answers how many lines went back.
 */
export async function retryDubbingLines(db: Db, orgId: string, taskId: string, lineId: string | undefined, now: Date): Promise<number> {
  const rows = await reportRows<{ reset: number }>(
    db,
    sql`
    with reset as (
      update dubbing_lines set status = 'pending', error = '', updated_at = ${now}
      where org_id = ${orgId} and task_id = ${taskId} and status = 'failed' ${lineId ? sql`and id = ${lineId}` : sql``}
      returning id
    )
    update dubbing_tasks set failed = failed - (select count(*) from reset)::int,
      status = case when status in ('done', 'failed') then 'queued' else status end,
      finished_at = null, updated_at = ${now}
    where org_id = ${orgId} and id = ${taskId} and exists (select 1 from reset)
    returning (select count(*) from reset)::int as reset`,
  );
  return Number(rows[0]?.reset ?? 0);
}

/**
 * Across organisations: the job's claim of the oldest unfinished task that no live lease holds, for
 * `leaseMs` under `token` — one conditional UPDATE, so two processes never hold one task. A
 * digital human's tasks are taken one at a time (none while another of its tasks is under a live
 * lease), in the order they were made. `only` claims that task or none.
 */
export async function claimDubbingTask(
  db: Db,
  now: Date,
  leaseMs: number,
  token: string,
  only?: Pick<DubbingTaskRow, 'orgId' | 'id'>,
): Promise<DubbingTaskRow | undefined> {
  const until = new Date(now.getTime() + leaseMs);
  const [row] = await db
    .update(dubbingTasks)
    .set({ status: 'running', claimedUntil: until, claimToken: token, startedAt: sql`coalesce(${dubbingTasks.startedAt}, ${now})`, updatedAt: now })
    .where(
      and(
        inArray(dubbingTasks.status, UNFINISHED),
        sql`(${dubbingTasks.claimedUntil} is null or ${dubbingTasks.claimedUntil} <= ${now})`,
        sql`(${dubbingTasks.orgId}, ${dubbingTasks.id}) = (
          select c.org_id, c.id from dubbing_tasks c
          where c.status in ('queued', 'running') and (c.claimed_until is null or c.claimed_until <= ${now})
            ${only ? sql`and c.org_id = ${only.orgId} and c.id = ${only.id}` : sql``}
            and not exists (select 1 from dubbing_tasks o where o.org_id = c.org_id and o.template_id = c.template_id and o.id <> c.id
              and o.status = 'running' and o.claimed_until > ${now})
          order by c.created_at, c.id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** The claim's own condition: this task, still held by `token`. */
const heldBy = (task: Pick<DubbingTaskRow, 'orgId' | 'id'>, token: string) =>
  and(eq(dubbingTasks.orgId, task.orgId), eq(dubbingTasks.id, task.id), eq(dubbingTasks.claimToken, token));

/** Extends the lease to `until`; false when the claim is no longer `token`'s (another process took the task over). */
export async function renewDubbingLease(db: Db, task: Pick<DubbingTaskRow, 'orgId' | 'id'>, token: string, until: Date): Promise<boolean> {
  const rows = await db.update(dubbingTasks).set({ claimedUntil: until }).where(heldBy(task, token)).returning({ id: dubbingTasks.id });
  return rows.length > 0;
}

/** Lets the task go (a process stopping): another process takes it up at its next look. */
export async function releaseDubbingTask(db: Db, task: Pick<DubbingTaskRow, 'orgId' | 'id'>, token: string): Promise<void> {
  await db.update(dubbingTasks).set({ claimedUntil: null, claimToken: null }).where(heldBy(task, token));
}

/** The task's first line still to voice. */
export async function nextPendingLine(db: Db, orgId: string, taskId: string): Promise<DubbingLineRow | undefined> {
  const [row] = await db
    .select()
    .from(dubbingLines)
    .where(and(eq(dubbingLines.orgId, orgId), eq(dubbingLines.taskId, taskId), eq(dubbingLines.status, 'pending')))
    .orderBy(asc(dubbingLines.seq))
    .limit(1);
  return row;
}

/**
 * Stores a line's clip while `token` holds its task (a worker that lost the task adds nothing, even
 * where the digital human's voicing was forgotten meanwhile); answers its id, or the id of the clip
 * of that text and emotion stored before, or undefined when the task is no longer held.
 */
export async function insertHeldClip(db: Db, task: Pick<DubbingTaskRow, 'orgId' | 'id'>, token: string, clip: typeof voiceClips.$inferInsert): Promise<string | undefined> {
  const [inserted] = await reportRows<{ id: string }>(
    db,
    sql`insert into voice_clips (org_id, template_id, text_hash, text, emotion, storage_key, duration_ms)
      select ${clip.orgId}, ${clip.templateId}, ${clip.textHash}, ${clip.text}, ${clip.emotion ?? 0}, ${clip.storageKey}, ${clip.durationMs ?? 0}
      where exists (select 1 from dubbing_tasks t where t.org_id = ${task.orgId} and t.id = ${task.id} and t.claim_token = ${token})
      on conflict (org_id, template_id, text_hash, emotion) do nothing
      returning id`,
  );
  if (inserted) return inserted.id;
  const [kept] = await db
    .select({ id: voiceClips.id })
    .from(voiceClips)
    .where(
      and(eq(voiceClips.orgId, clip.orgId), eq(voiceClips.templateId, clip.templateId), eq(voiceClips.textHash, clip.textHash), eq(voiceClips.emotion, clip.emotion ?? 0)),
    );
  return kept?.id;
}

/** How a line ended: voiced by a clip, or failed with its message's key and the provider's reason. */
export type LineOutcome = { clipId: string } | { error: string; reason: string };

/**
 * Settles a pending line and moves its task's count in the same statement, only while `token` holds
 * the task: a line is settled once, whoever tries again. False when it was not (the lease was lost).
 */
export async function settleDubbingLine(db: Db, line: Pick<DubbingLineRow, 'orgId' | 'id' | 'taskId'>, token: string, outcome: LineOutcome, now: Date): Promise<boolean> {
  const voiced = 'clipId' in outcome;
  const rows = await reportRows<{ id: string }>(
    db,
    sql`
    with line as (
      update dubbing_lines l set status = ${voiced ? 'done' : 'failed'}, clip_id = ${voiced ? outcome.clipId : null}, error = ${voiced ? '' : outcome.error}, updated_at = ${now}
      where l.org_id = ${line.orgId} and l.id = ${line.id} and l.status = 'pending'
        and exists (select 1 from dubbing_tasks t where t.org_id = l.org_id and t.id = l.task_id and t.claim_token = ${token})
      returning l.task_id
    )
    update dubbing_tasks set ${voiced ? sql`done = done + 1` : sql`failed = failed + 1, last_error = ${outcome.reason}`}, updated_at = ${now}
    where org_id = ${line.orgId} and id in (select task_id from line)
    returning id`,
  );
  return rows.length > 0;
}

/**
 * Ends the task held by `token` once no line is pending: done, or failed when some line failed; the
 * lease goes. Undefined when lines are pending again (a retry) or the claim was lost.
 */
export async function finishDubbingTask(db: Db, task: Pick<DubbingTaskRow, 'orgId' | 'id'>, token: string, now: Date): Promise<DubbingTaskRow | undefined> {
  const [row] = await db
    .update(dubbingTasks)
    .set({
      status: sql`case when ${dubbingTasks.failed} > 0 then 'failed' else 'done' end`,
      finishedAt: now,
      claimedUntil: null,
      claimToken: null,
      updatedAt: now,
    })
    .where(
      and(
        heldBy(task, token),
        sql`not exists (select 1 from dubbing_lines l where l.org_id = ${task.orgId} and l.task_id = ${task.id} and l.status = 'pending')`,
      ),
    )
    .returning();
  return row;
}

/** A task made with every line already voiced: done at once. */
export async function finishEmptyDubbingTask(db: Db, task: Pick<DubbingTaskRow, 'orgId' | 'id'>, now: Date): Promise<DubbingTaskRow | undefined> {
  const [row] = await db
    .update(dubbingTasks)
    .set({ status: 'done', startedAt: now, finishedAt: now, updatedAt: now })
    .where(and(eq(dubbingTasks.orgId, task.orgId), eq(dubbingTasks.id, task.id), eq(dubbingTasks.status, 'queued'), sql`${dubbingTasks.done} = ${dubbingTasks.total}`))
    .returning();
  return row;
}

/** A digital human's voicing forgotten (its voice changed): its dubbing tasks with their lines, and its clips. */
export async function forgetTemplateVoicing(db: Db, orgId: string, templateId: string): Promise<void> {
  await db.delete(dubbingTasks).where(and(eq(dubbingTasks.orgId, orgId), eq(dubbingTasks.templateId, templateId)));
  await db.delete(voiceClips).where(and(eq(voiceClips.orgId, orgId), eq(voiceClips.templateId, templateId)));
}

/**
 * Keeps the digital human's synthesis fields in step with its latest task (an older task changes
 * none of them): running while it is queued or running, then done or failed; its counts, the last
 * provider error and its times. Any task of scope `all` done without a failed line makes it voiced,
 * latest or not.
 */
export async function syncTemplateWithTask(db: Db, task: Pick<DubbingTaskRow, 'orgId' | 'id'>, now: Date): Promise<void> {
  await db.execute(sql`
    update voice_templates v set
      synth_status = case t.status when 'done' then 'done' when 'failed' then 'failed' else 'running' end,
      synth_done = t.done, synth_total = t.total, synth_error = t.last_error,
      synth_started_at = coalesce(t.started_at, t.created_at), synth_finished_at = t.finished_at,
      updated_at = ${now}
    from dubbing_tasks t
    where t.org_id = ${task.orgId} and t.id = ${task.id} and v.org_id = t.org_id and v.id = t.template_id
      and not exists (select 1 from dubbing_tasks n where n.org_id = t.org_id and n.template_id = t.template_id and (n.created_at, n.id) > (t.created_at, t.id))`);
  await db.execute(sql`
    update voice_templates v set voiced = 1, updated_at = ${now}
    from dubbing_tasks t
    where t.org_id = ${task.orgId} and t.id = ${task.id} and v.org_id = t.org_id and v.id = t.template_id
      and t.scope = 'all' and t.status = 'done' and v.voiced = 0`);
}
