import type { DeviceRecords, ExamDevice, ExamStartResponse, KeptPaper, LocalAnswer } from '@peilian/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The learner's exam on this device, in IndexedDB: every answer the moment it is given (the outbox
 * of saves not yet acknowledged), the attempt as the server last sent it (so the page opens offline),
 * the key of the submit and the sealed paper kept ahead of the start. Nothing here is trusted beyond this device: the server merges and scores.
 * `examDevice` is what the shared exam stores are given.
 */

/** One question's latest answer on this device (shared `LocalAnswer`), filed under its attempt. */
interface ScopedAnswer extends LocalAnswer {
  /** `<user>:<child task>:<attempt key>` — whose attempt. */
  scope: string;
}

interface StoredLocalAnswer extends ScopedAnswer {
  id: string;
}

interface StoredAttempt {
  scope: string;
  /** `<user>:<child task>` — the attempt a device resumes offline. */
  exam: string;
  start: ExamStartResponse;
  /** Server clock minus this device's clock, ms. */
  offset: number;
  submitKey?: string;
}

/** The sealed paper of an exam (shared `KeptPaper`), one per learner and child task. */
interface StoredPaper extends KeptPaper {
  /** `<user>:<child task>`. */
  exam: string;
}

interface ExamDb extends DBSchema {
  answers: { key: string; value: StoredLocalAnswer; indexes: { scope: string } };
  attempts: { key: string; value: StoredAttempt; indexes: { exam: string } };
  papers: { key: string; value: StoredPaper };
}

export const EXAM_DB_NAME = 'peilian-exam';

let database: Promise<IDBPDatabase<ExamDb>> | null = null;

function db(): Promise<IDBPDatabase<ExamDb>> {
  database ??= openDB<ExamDb>(EXAM_DB_NAME, 2, {
    upgrade(upgrade, oldVersion) {
      if (oldVersion < 1) {
        upgrade.createObjectStore('answers', { keyPath: 'id' }).createIndex('scope', 'scope');
        upgrade.createObjectStore('attempts', { keyPath: 'scope' }).createIndex('exam', 'exam');
      }
      if (oldVersion < 2) upgrade.createObjectStore('papers', { keyPath: 'exam' });
    },
  });
  return database;
}

const scopeOf = (userId: string, childId: string, key: string) => `${userId}:${childId}:${key}`;
const examOf = (userId: string, childId: string) => `${userId}:${childId}`;
const answerId = (scope: string, questionid: string) => `${scope}\u0000${questionid}`;

const local = ({ questionid, choices, fills, at, saveid, synced }: LocalAnswer): LocalAnswer => ({ questionid, choices, fills, at, saveid, synced });

/** One attempt's answers in IndexedDB as shared `DeviceRecords`, keyed by question id; each settles once on disk. */
export function answerRecords(scope: string): DeviceRecords<LocalAnswer> {
  return {
    all: async () => (await (await db()).getAllFromIndex('answers', 'scope', scope)).map(local),
    get: async (questionid) => {
      const stored = await (await db()).get('answers', answerId(scope, questionid));
      return stored && local(stored);
    },
    put: async (questionid, answer) => {
      await (await db()).put('answers', { ...local(answer), questionid, scope, id: answerId(scope, questionid) });
    },
    remove: async (questionid) => {
      await (await db()).delete('answers', answerId(scope, questionid));
    },
  };
}

/**
 * Marks a question's answer synced, but only if it is still the save the server acknowledged
 * (an answer changed meanwhile stays in the outbox). One transaction, so an answer given between
 * the read and the write is never overwritten.
 */
async function markSynced(scope: string, questionid: string, saveid: string): Promise<boolean> {
  const tx = (await db()).transaction('answers', 'readwrite');
  const current = await tx.store.get(answerId(scope, questionid));
  const marked = !!current && current.saveid === saveid && !current.synced;
  if (current && marked) await tx.store.put({ ...current, synced: true });
  await tx.done;
  return marked;
}

async function cacheAttempt(attempt: StoredAttempt): Promise<void> {
  const tx = (await db()).transaction('attempts', 'readwrite');
  const current = await tx.store.get(attempt.scope);
  await tx.store.put({ ...attempt, submitKey: attempt.submitKey ?? current?.submitKey });
  await tx.done;
}

/** The attempt of an exam this device last saw in progress, for opening it offline. */
async function cachedAttempt(exam: string): Promise<StoredAttempt | null> {
  const all = await (await db()).getAllFromIndex('attempts', 'exam', exam);
  return all.sort((a, b) => b.start.attempt.startedAt - a.start.attempt.startedAt)[0] ?? null;
}

/** The submit's key for an attempt, made once so that pressing submit again is the same submit. */
async function submitKeyFor(scope: string, make: () => string): Promise<string> {
  const tx = (await db()).transaction('attempts', 'readwrite');
  const current = await tx.store.get(scope);
  const key = current?.submitKey ?? make();
  if (current && !current.submitKey) await tx.store.put({ ...current, submitKey: key });
  await tx.done;
  return key;
}

/** One learner's exam (a child task) in this browser's IndexedDB, as the shared exam stores use it. */
export function examDevice(userId: string, childId: string): ExamDevice {
  const exam = examOf(userId, childId);
  const scope = (key: string) => scopeOf(userId, childId, key);
  return {
    attempt: () => cachedAttempt(exam),
    keepAttempt: ({ start, offset }) => cacheAttempt({ scope: scope(start.key), exam, start, offset }),
    paper: async () => {
      const stored = await (await db()).get('papers', exam);
      return stored ? { version: stored.version, sealed: stored.sealed } : null;
    },
    keepPaper: async ({ version, sealed }) => {
      await (await db()).put('papers', { exam, version, sealed });
    },
    answers: (key) => answerRecords(scope(key)).all(),
    put: (key, answer) => answerRecords(scope(key)).put(answer.questionid, { ...answer, synced: false }),
    markSynced: (key, questionid, saveid) => markSynced(scope(key), questionid, saveid),
    submitKey: (key, fresh) => submitKeyFor(scope(key), () => fresh),
  };
}
