import type { AdminDubbingTask, DialogWavResponse, DubbingLineListQuery, DubbingScope, DubbingTaskBody } from '@peilian/shared';
import {
  findDubbingLineInOrg,
  findDubbingTaskInOrg,
  findDubbingTaskView,
  findUnfinishedDubbingTask,
  finishEmptyDubbingTask,
  insertDubbingTask,
  listDubbingLines,
  listDubbingTasks,
  retryDubbingLines,
  syncTemplateWithTask,
} from '../../data/practice/dubbing.js';
import { clipIdsByKey, clipsOfHashes } from '../../data/practice/voiceClips.js';
import { findVoiceTemplateInOrg } from '../../data/practice/voiceTemplates.js';
import { scenarioVoice } from '../../data/practiceSessions.js';
import type { Db } from '../../db/client.js';
import type { DubbingTaskRow, ScenarioRow, VoiceTemplateRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { loadRecord, recordLoader } from '../../http/records.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import type { Clock } from '../../clock.js';
import { voiceTemplateInOrg } from '../digital-humans/voiceTemplates.js';
import { scenarioRecord } from '../scenes/commands.js';
import { scopeLines } from './lines.js';
import { presentDubbingLine, presentDubbingTask } from './presenter.js';

/** Dubbing tasks in the back office (docs/practice.md "Dubbing tasks"); the job that voices them is `job.ts`. */

/** A dubbing task of the caller's organisation, else `errors.practice.dubbingTaskNotFound`; its routes load it for `:id`. */
export const dubbingTaskRecord = recordLoader('errors.practice.dubbingTaskNotFound', (db, orgId, id) => findDubbingTaskInOrg(db, orgId, id));

/** What a new task voices with whom, and who asked. */
export interface DubbingOrder {
  template: VoiceTemplateRow;
  scope: DubbingScope;
  scenario?: ScenarioRow | undefined;
  creatorId: string | null;
}

/**
 * Queues a task: its lines in order, those the digital human has voiced already (same text and
 * emotion) done at once — a task with nothing left to voice is done as it is made. An unfinished
 * task of the same digital human, scope and scenario is answered instead of a second one.
 */
export async function queueDubbingTask(env: { db: Db; clock: Clock }, order: DubbingOrder): Promise<DubbingTaskRow> {
  const { db, clock } = env;
  const { template, scope, scenario } = order;
  const running = await findUnfinishedDubbingTask(db, template.orgId, template.id, scope, scenario?.id ?? null);
  if (running) return running;
  const [lines, voiced] = await Promise.all([scopeLines(db, template.orgId, scope, scenario), clipIdsByKey(db, template.orgId, template.id)]);
  const now = clock.now();
  const rows = lines.map((line, index) => {
    const clipId = voiced.get(`${line.hash}:${line.emotion}`) ?? null;
    return { seq: index + 1, text: line.text, textHash: line.hash, emotion: line.emotion, status: clipId ? 'done' : 'pending', clipId, updatedAt: now };
  });
  const done = rows.filter((row) => row.clipId).length;
  let task = await insertDubbingTask(
    db,
    {
      orgId: template.orgId,
      templateId: template.id,
      scope,
      scenarioId: scenario?.id ?? null,
      scenarioName: scenario?.name ?? '',
      total: rows.length,
      done,
      creatorId: order.creatorId,
      createdAt: now,
      updatedAt: now,
    },
    rows,
  );
  if (done === rows.length) task = (await finishEmptyDubbingTask(db, task, now)) ?? task;
  await syncTemplateWithTask(db, task, now);
  return task;
}

async function taskView(request: Caller, id: string): Promise<AdminDubbingTask> {
  const view = await findDubbingTaskView(request.deps.db, request.orgId, id);
  if (!view) throw appError('errors.practice.dubbingTaskNotFound');
  return presentDubbingTask(view);
}

/** `POST api/admin/voice/dubbingtask`: the digital human and the scenario must be the caller's organisation's. */
export async function createDubbingTask(request: Caller, input: DubbingTaskBody): Promise<AdminDubbingTask> {
  const template = await voiceTemplateInOrg(request, input.templateid);
  const scenario = input.scope === 'scenario' ? await loadRecord(scenarioRecord, request, input.sceneid) : undefined;
  const task = await queueDubbingTask(request.deps, { template, scope: input.scope, scenario, creatorId: request.userId });
  return taskView(request, task.id);
}

/** One page of a digital human's tasks, newest first. */
export async function dubbingTaskList(request: Caller, query: { templateid: string; page: number; rows: number }) {
  const template = await voiceTemplateInOrg(request, query.templateid);
  const found = await listDubbingTasks(request.deps.db, request.orgId, template.id, query.page, query.rows);
  return { rows: found.rows.map(presentDubbingTask), total: found.total };
}

export const dubbingTaskDetail = (request: Caller, task: DubbingTaskRow) => taskView(request, task.id);

/** One page of a task's lines: failed ones with their message in the caller's language, voiced ones with their clip. */
export async function dubbingLineList(request: Caller, task: DubbingTaskRow, query: DubbingLineListQuery) {
  const found = await listDubbingLines(request.deps.db, request.orgId, task.id, query.status, query.page, query.rows);
  return { rows: found.rows.map((row) => presentDubbingLine(row, request.deps.storage, request.t)), total: found.total };
}

/** Puts one failed line (`lineId`), or every failed line, back to pending; a line that is not failed stays as it is. */
export async function retryDubbing(request: Caller, task: DubbingTaskRow, lineId: string): Promise<AdminDubbingTask> {
  const { db, clock } = request.deps;
  if (lineId && !(isUuid(lineId) && (await findDubbingLineInOrg(db, request.orgId, task.id, lineId)))) throw appError('errors.practice.dubbingLineNotFound');
  if (await retryDubbingLines(db, request.orgId, task.id, lineId || undefined, clock.now())) await syncTemplateWithTask(db, task, clock.now());
  return taskView(request, task.id);
}

/**
 * `GET api/admin/material/dialogwav/{id}`: the scenario's lines (as a dubbing task of it would voice
 * them), each with the clip of its customer's digital human when there is one.
 */
export async function dialogWav(request: Caller, scenario: ScenarioRow): Promise<Omit<DialogWavResponse, 'successed'>> {
  const { db, storage } = request.deps;
  const lines = await scopeLines(db, request.orgId, 'scenario', scenario);
  const voice = await scenarioVoice(db, request.orgId, scenario.id);
  const template = voice ? await findVoiceTemplateInOrg(db, request.orgId, voice.templateId) : undefined;
  const clips = template
    ? await clipsOfHashes(
        db,
        request.orgId,
        template.id,
        lines.map((line) => line.hash),
      )
    : [];
  const clipOf = new Map(clips.map((clip) => [`${clip.hash}:${clip.emotion}`, clip]));
  return {
    scene: { id: scenario.id, name: scenario.name },
    digitalhuman: template ? { id: template.id, name: template.name } : null,
    rows: lines.map((line) => {
      const clip = clipOf.get(`${line.hash}:${line.emotion}`);
      return {
        text: line.text,
        emotion: line.emotion,
        voiced: clip ? 1 : 0,
        path: clip ? storage.publicPath(clip.storageKey) : '',
        duration: clip?.durationMs ?? 0,
      };
    }),
  };
}
