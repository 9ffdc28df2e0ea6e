import { attemptsOfMany, findAttemptsInOrg } from '../../data/attempts.js';
import { findChildTaskInOrg, listChildTasks } from '../../data/childTasks.js';
import { paperDisabledFlags } from '../../data/papers.js';
import { studentTasksOfPackages } from '../../data/studentTasks.js';
import { batchPerDatabase } from '../../db/batching.js';
import type { Db } from '../../db/client.js';
import type { ChildTaskRow, ExamAttemptRow, StudentTaskRow, TaskPackageRow } from '../../db/schema/index.js';
import { groupBy } from '../../lib/groupBy.js';
import { processCache } from '../../lib/processCache.js';

/**
 * The reads behind an exam's cover and start, shaped for an exam day: what every learner of the
 * exam reads alike (the child task, its package, the package's child tasks) is kept for a
 * moment per process; what each learner reads of their own (records, attempts) is read for all
 * learners arriving together in one statement.
 */

/** How long a child task and its package are reused: an administrator's edit reaches learners after at most this. */
export const CHILD_CONTEXT_MS = 2_000;
const CONTEXTS_MAX = 1_000;

export interface ChildContext {
  child: ChildTaskRow;
  pkg: TaskPackageRow;
  children: ChildTaskRow[];
}

const contexts = processCache<string, { at: number; context: Promise<ChildContext | undefined> }>();

/** The child task with its package and the package's child tasks, or undefined. */
export function childContext(db: Db, orgId: string, childId: string, now: number): Promise<ChildContext | undefined> {
  const key = `${orgId}:${childId}`;
  const kept = contexts.get(key);
  if (kept && now - kept.at < CHILD_CONTEXT_MS) return kept.context;
  const context = (async () => {
    const found = await findChildTaskInOrg(db, orgId, childId);
    return found ? { ...found, children: await listChildTasks(db, orgId, found.pkg.id) } : undefined;
  })();
  if (contexts.size >= CONTEXTS_MAX) contexts.clear();
  contexts.set(key, { at: now, context });
  context.catch(() => contexts.delete(key));
  return context;
}

const disabledFlags = batchPerDatabase(async (db: Db, keys: { orgId: string; paperId: string }[]) => {
  const rows = await paperDisabledFlags(db, keys);
  return keys.map((key) => rows.some((row) => row.orgId === key.orgId && row.id === key.paperId && row.disabled === 1));
});

/**
 * Whether the examination (the paper) is disabled, as it is now: never kept in memory (unlike the
 * started paper itself), so a disable stops new starts at once; read for all learners arriving
 * together in one statement.
 */
export const paperDisabledNow = (db: Db, orgId: string, paperId: string): Promise<boolean> => disabledFlags(db, { orgId, paperId });

type RecordsKey = { orgId: string; userId: string; packageId: string };
type AttemptsKey = { orgId: string; userId: string; childTaskId: string };

/** Each key's rows, from one read of all the keys' rows. */
const rowsPerKey = <K extends Record<string, string>, R extends K>(read: (db: Db, keys: K[]) => Promise<R[]>) =>
  batchPerDatabase(async (db: Db, keys: K[]) => {
    const fields = Object.keys(keys[0] ?? {});
    const keyOf = (values: K) => fields.map((field) => values[field]).join(':');
    const rows = groupBy(await read(db, keys), keyOf);
    return keys.map((key) => rows.get(keyOf(key)) ?? []);
  });

/** A learner's records of a package's child tasks. */
export const recordsOf: (db: Db, key: RecordsKey) => Promise<StudentTaskRow[]> = rowsPerKey(studentTasksOfPackages);

/** A learner's attempts at an exam child task, first attempt first. */
export const attemptsAt: (db: Db, key: AttemptsKey) => Promise<ExamAttemptRow[]> = rowsPerKey(attemptsOfMany);

const attemptsByKey = batchPerDatabase(async (db: Db, keys: { orgId: string; id: string }[]) => {
  const rows = new Map((await findAttemptsInOrg(db, keys)).map((row) => [`${row.orgId}:${row.id}`, row]));
  return keys.map((key) => rows.get(`${key.orgId}:${key.id}`));
});

/** An attempt by its key, or undefined: the attempts asked for together (every save of an exam day) are read in one statement. */
export const attemptByKey = (db: Db, orgId: string, id: string): Promise<ExamAttemptRow | undefined> => attemptsByKey(db, { orgId, id });
