import { dubbingLineListResponseSchema, dubbingTaskResponseSchema, dubbingUnderWay, type AdminDubbingLine, type AdminDubbingTask } from '@peilian/shared';
import { expect } from 'vitest';
import type { Caller } from './tasksClient.js';

/** The dubbing calls as the tests make them (docs/practice.md "Dubbing tasks"). */

export const DUBBING = '/api/admin/voice/dubbingtask';

/** Creates (or finds the unfinished) task and answers it. */
export async function queueTask(caller: Caller, body: Record<string, unknown>): Promise<AdminDubbingTask> {
  const answer = await caller('POST', DUBBING, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dubbingTaskResponseSchema.parse(answer.body).task;
}

export async function readTask(caller: Caller, id: string): Promise<AdminDubbingTask> {
  const answer = await caller('GET', `${DUBBING}/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dubbingTaskResponseSchema.parse(answer.body).task;
}

/** Polls the task until it is no longer queued or running (or `until` holds of it). */
export async function settledTask(caller: Caller, id: string, until = (task: AdminDubbingTask) => !dubbingUnderWay(task.status), timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await readTask(caller, id);
    if (until(task)) return task;
    if (Date.now() > deadline) throw new Error(`the dubbing task did not settle: ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every line of a task (of one status when given), in order. */
export async function taskLines(caller: Caller, id: string, query = '', language?: string): Promise<AdminDubbingLine[]> {
  const answer = await caller('GET', `${DUBBING}/${id}/lines?rows=100${query}`, undefined, language);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dubbingLineListResponseSchema.parse(answer.body).rows;
}
