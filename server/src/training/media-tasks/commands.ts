import {
  allowsSeeking,
  creditViewing,
  isMediaChildType,
  mediaRefsOf,
  mediaTaskStatus,
  STUDENT_TASK_STATUS,
  taskTimeText,
  type MediaItemResponse,
  type MediaReportRequest,
  type MediaReportResponse,
  type MediaTaskResponse,
} from '@peilian/shared';
import type { Learner } from '../../data/center.js';
import { findRefMedia } from '../../data/childTasks.js';
import { lockStudentTask, saveStudentTask } from '../../data/studentTasks.js';
import { findAdminUser } from '../../data/adminUsers.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { mediaForViewer } from '../../library/index.js';
import { presentMediaProgress } from '../learnerPresenter.js';
import { assertTaskList, manageableTasktypes } from '../context.js';
import { gateChild, learnerOf, lockError, type ChildGate } from '../learnerTasks.js';
import { mediaStateOf, mediaStatesOf, withMediaState } from '../mediaState.js';
import { recordOutcome } from '../progressWrites.js';
import { findMediaQuestions } from '../../data/mediaQuestions.js';
import { heldByQuestions } from './questionGate.js';
import type { Db } from '../../db/client.js';
import type { Caller } from '../../auth/caller.js';

/**
 * The file and video child tasks (learner §7 mediatask calls): the media with their required time
 * and the learner's progress; opening one starts the clock; progress reports credit time bounded
 * by the server's clock (shared `creditViewing`). `?userid` lets an administrator of the package's
 * task list see a learner's progress without touching it.
 */

export interface Viewer {
  learner: Learner;
  /** An administrator looking at someone else's progress. */
  asAdmin: boolean;
}

/** Whose progress a GET shows: the caller's, or with `?userid` a learner of the caller's organisation. */
export async function viewerFor(request: Caller, userid: string): Promise<Viewer> {
  if (!userid || userid === request.caller.id) return { learner: learnerOf(request), asAdmin: false };
  if ((await manageableTasktypes(request.deps, request.caller)).length === 0) throw appError('errors.forbidden');
  const target = isUuid(userid) ? await findAdminUser(request.deps.db, request.viewer, userid) : undefined;
  if (!target) throw appError('errors.tasks.userNotFound');
  return { learner: { orgId: request.caller.orgId, userId: target.user.id }, asAdmin: true };
}

/** The gate of a file/video child task; learners are refused while a front package or task blocks it. */
export async function mediaGate(request: Caller, viewer: Viewer, childId: string, opening: boolean): Promise<ChildGate> {
  const gate = await gateChild(request, viewer.learner, childId);
  if (!isMediaChildType(gate.child.type)) throw appError('errors.tasks.unavailable');
  if (viewer.asAdmin) {
    await assertTaskList(request, gate.pkg.pkg.tasktype);
    return gate;
  }
  const blocking = opening ? gate.lockReason !== '' : gate.lockReason === 'frontpackage' || gate.lockReason === 'fronttask';
  const error = blocking ? lockError(gate) : undefined;
  if (error) throw error;
  return gate;
}

function taskInfo(gate: ChildGate, status: number): MediaTaskResponse['task'] {
  return {
    id: gate.child.id,
    packageid: gate.pkg.pkg.id,
    packagetitle: gate.pkg.pkg.title,
    type: gate.child.type,
    title: gate.child.title,
    starttime: taskTimeText(gate.child.startAt.getTime()),
    endtime: taskTimeText(gate.child.endAt.getTime()),
    status,
    lockreason: gate.lockReason,
    allowseek: allowsSeeking(gate.child.type, gate.child.settings) ? 1 : 0,
  };
}

const recordOf = (gate: ChildGate, userId: string) => gate.records.find((record) => record.childTaskId === gate.child.id && record.userId === userId);

/** `GET api/trainning/v3/mediatask/{id}[?userid]`. */
export async function mediaTask(request: Caller, childId: string, userid: string): Promise<Omit<MediaTaskResponse, 'successed'>> {
  const viewer = await viewerFor(request, userid);
  const gate = await mediaGate(request, viewer, childId, false);
  const refs = mediaRefsOf(gate.child.type, gate.child.refs);
  const found = new Map(
    (await findRefMedia(request.deps.db, viewer.learner.orgId, refs.map((ref) => ref.mediaid).filter(isUuid))).map((item) => [item.id, item]),
  );
  const record = recordOf(gate, viewer.learner.userId);
  const states = mediaStatesOf(record?.progress ?? {});
  return {
    task: taskInfo(gate, record?.status ?? STUDENT_TASK_STATUS.notStarted),
    media: refs.map((ref) => presentMediaProgress(ref, found.get(ref.mediaid), mediaStateOf(states, ref.mediaid))),
  };
}

/** The ref of a media in the child task, else unavailable. */
export function refIn(gate: ChildGate, mediaId: string) {
  const ref = mediaRefsOf(gate.child.type, gate.child.refs).find((candidate) => candidate.mediaid === mediaId);
  if (!ref || !isUuid(mediaId)) throw appError('errors.tasks.unavailable');
  return ref;
}

/**
 * `GET api/trainning/v3/mediatask/{id}/{videoId}[?userid]`: one media with its viewing URL. For the
 * learner it counts a view and starts the clock the next progress report is measured against.
 */
export async function mediaItem(request: Caller, childId: string, mediaId: string, userid: string): Promise<Omit<MediaItemResponse, 'successed'>> {
  const { deps } = request;
  const viewer = await viewerFor(request, userid);
  const gate = await mediaGate(request, viewer, childId, !viewer.asAdmin);
  const ref = refIn(gate, mediaId);
  const viewing = await mediaForViewer(deps, request.caller, mediaId, { countView: !viewer.asAdmin });
  const [found] = await findRefMedia(deps.db, viewer.learner.orgId, [mediaId]);
  let record = recordOf(gate, viewer.learner.userId);
  if (!viewer.asAdmin) {
    const now = deps.clock.now();
    record = await deps.db.transaction(async (tx) => {
      const locked = await lockStudentTask(tx, { ...viewer.learner, packageId: gate.pkg.pkg.id, childTaskId: gate.child.id }, now);
      const state = mediaStateOf(mediaStatesOf(locked.progress), mediaId);
      const opened = { ...state, lastAt: Math.max(now.getTime(), state.lastAt ?? 0) };
      const status = locked.status === STUDENT_TASK_STATUS.notStarted ? STUDENT_TASK_STATUS.inProgress : locked.status;
      return saveStudentTask(tx, locked, { progress: withMediaState(locked.progress, mediaId, opened), status, startedAt: locked.startedAt ?? now }, now);
    });
  }
  const state = mediaStateOf(mediaStatesOf(record?.progress ?? {}), mediaId);
  return {
    task: taskInfo(gate, record?.status ?? STUDENT_TASK_STATUS.notStarted),
    media: {
      ...presentMediaProgress(ref, found, state),
      url: viewing.contentUrl,
      previewurl: viewing.previewUrl,
      previewstatus: viewing.media.previewStatus,
    },
  };
}

/**
 * Stores a credited viewing in the learner's record of the child task — the media's new state, the
 * task's status (passed once every media is done; a passed task stays passed) and the time spent —
 * and what it changes in the package (its time, a child passed, the package complete).
 */
export async function saveViewing(
  tx: Db,
  learner: Learner,
  viewing: {
    gate: Awaited<ReturnType<typeof mediaGate>>;
    record: Awaited<ReturnType<typeof lockStudentTask>>;
    mediaId: string;
    result: ReturnType<typeof creditViewing>;
  },
  now: Date,
) {
  const { gate, record, mediaId, result } = viewing;
  const states = mediaStatesOf(record.progress);
  states.set(mediaId, result.state);
  const refs = mediaRefsOf(gate.child.type, gate.child.refs);
  const status = mediaTaskStatus(
    refs.map((item) => mediaStateOf(states, item.mediaid)),
    refs.length,
  );
  const childPassed = status === STUDENT_TASK_STATUS.passed && record.status !== STUDENT_TASK_STATUS.passed;
  const saved = await saveStudentTask(
    tx,
    record,
    {
      progress: withMediaState(record.progress, mediaId, result.state),
      status: record.status === STUDENT_TASK_STATUS.passed ? record.status : status,
      durationSeconds: record.durationSeconds + result.accepted,
      startedAt: record.startedAt ?? now,
      ...(childPassed ? { passedAt: now, score: 100 } : {}),
    },
    now,
  );
  const records = [...gate.records.filter((other) => other.childTaskId !== saved.childTaskId), saved];
  const outcome = await recordOutcome(tx, {
    learner,
    packageId: gate.pkg.pkg.id,
    childTaskId: gate.child.id,
    children: gate.children,
    records,
    seconds: result.accepted,
    childPassed,
    now,
  });
  return { saved, packageCompleted: outcome.packageCompleted };
}

/**
 * `PUT api/trainning/v3/mediatask/{id}/{videoId}`: a progress report. Refused while the task is
 * locked or outside its times; `finish` before the required time is refused with "viewing time not
 * met" and changes nothing (the time since the previous report stays claimable).
 */
export async function reportMedia(
  request: Caller,
  childId: string,
  mediaId: string,
  body: MediaReportRequest,
): Promise<Omit<MediaReportResponse, 'successed'>> {
  const { deps } = request;
  const learner = learnerOf(request);
  const gate = await mediaGate(request, { learner, asAdmin: false }, childId, true);
  const ref = refIn(gate, mediaId);
  const [found] = await findRefMedia(deps.db, learner.orgId, [mediaId]);
  const questions = await findMediaQuestions(deps.db, learner.orgId, mediaId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const record = await lockStudentTask(tx, { ...learner, packageId: gate.pkg.pkg.id, childTaskId: gate.child.id }, now);
    const credited = creditViewing({
      state: mediaStateOf(mediaStatesOf(record.progress), mediaId),
      report: { position: body.position, seconds: body.seconds },
      now: now.getTime(),
      required: ref.seconds,
      allowSeek: allowsSeeking(gate.child.type, gate.child.settings),
      duration: found?.kind === 'video' ? found.durationSeconds : 0,
    });
    const result = heldByQuestions(credited, {
      state: mediaStateOf(mediaStatesOf(record.progress), mediaId),
      progress: record.progress,
      mediaId,
      questions,
      position: body.position,
      isVideo: found?.kind === 'video',
      now: now.getTime(),
    });
    if (body.finish === 1 && credited.state.done === 1 && result.state.done !== 1) throw appError('errors.mediaQuestions.unanswered');
    if (body.finish === 1 && result.state.done !== 1) throw appError('errors.tasks.viewingTimeNotMet');
    const { saved, packageCompleted } = await saveViewing(tx, learner, { gate, record, mediaId, result }, now);
    return {
      media: presentMediaProgress(ref, found, result.state),
      accepted: result.accepted,
      seekrefused: result.seekRefused ? 1 : 0,
      taskstatus: saved.status,
      packagecompleted: packageCompleted ? 1 : 0,
    };
  });
}
