import { endpointPath, type SessionDialogueResponse } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { DIALOGUE_SETTLE_MS, findDialogueSession, requeueDialogueAudio, type DialogueSessionView } from '../../data/practice/dialogueAudio.js';
import type { Db } from '../../db/client.js';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import { inOrg } from '../context.js';

/**
 * A practice session's whole dialogue in the back office (docs/practice.md "The whole dialogue"):
 * the sessions of the caller's organisation whose learner the caller sees (data permission), with
 * the rights of the session's latency view (`voicescene`).
 */

const viewed = (request: Caller, id: string) =>
  inOrg(request, id, (_orgId, sessionId) => findDialogueSession(request.deps.db, request.viewer, sessionId), 'errors.practiceSession.notFound');

type DialogueStatus = SessionDialogueResponse['status'];

function statusOf(session: DialogueSessionView): DialogueStatus {
  if (session.dialogueStatus === 'ready' || session.dialogueStatus === 'failed' || session.dialogueStatus === 'pending') return session.dialogueStatus;
  return session.status === 'finished' ? 'pending' : 'none';
}

/**
 * The session's dialogue: its status, and once ready the file's call and the transcript with each
 * line's time. A finished session never queued (the demo's history, sessions kept before the file
 * existed) is queued now, due at once.
 */
export async function sessionDialogue(request: Caller, id: string): Promise<Omit<SessionDialogueResponse, 'successed'>> {
  const { db, clock } = request.deps;
  const session = await viewed(request, id);
  if (session.status === 'finished' && session.dialogueStatus === null) await requeueDialogueAudio(db, request.orgId, session.id, clock.now(), true);
  const status = statusOf(session);
  const audio = status === 'ready' ? session.dialogueAudio : null;
  return {
    type: 'session',
    session: { id: session.id, scenarioname: session.scenarioName, learnername: session.learnerName, status: session.status },
    status,
    url: audio?.key ? endpointPath(ADMIN_ENDPOINTS.dialogWav.audio, { id: session.id }) : '',
    duration: audio?.durationMs ?? 0,
    segments: (audio?.segments ?? []).map((segment) => ({
      speaker: segment.speaker,
      seq: segment.seq,
      text: segment.text,
      start: segment.startMs,
      end: segment.endMs,
      audio: segment.audio ? 1 : 0,
    })),
  };
}

/** The stored file of a session's ready dialogue; not ready (or none of its own) is `errors.practiceSession.dialogueNotReady`. */
export async function sessionDialogueFile(request: Caller, id: string): Promise<string> {
  const session = await viewed(request, id);
  const key = session.dialogueStatus === 'ready' ? session.dialogueAudio?.key : '';
  if (!key) throw appError('errors.practiceSession.dialogueNotReady');
  return key;
}

/** A recording kept after its session ended: the dialogue is built again with it, a little later (another may follow). */
export async function dialogueAfterRecording(db: Db, now: Date, turn: { orgId: string; sessionId: string }): Promise<void> {
  await requeueDialogueAudio(db, turn.orgId, turn.sessionId, new Date(now.getTime() + DIALOGUE_SETTLE_MS));
}
