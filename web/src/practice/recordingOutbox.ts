import { ApiError, practiceTurnAudioResponseSchema } from '@peilian/shared';
import { practiceEndpoints } from '@peilian/shared/endpoints';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { learnerUrl, requestHeaders, sessionStore } from '../app/services';
import { uploadFile } from '../lib/upload';

/**
 * The learner's recordings of accepted spoken turns waiting to upload (docs/practice.md "Learner
 * recordings"), in IndexedDB: kept the moment the turn exists, removed once the server has the
 * recording (or refuses it for good), retried on every reconnect and page load — so a recording is
 * never lost on a weak signal. Each is filed under its learner: another account on the same device
 * never uploads it.
 */

export interface PendingRecording {
  userId: string;
  sessionId: string;
  seq: number;
  audio: Blob;
  durationMs: number;
}

interface StoredRecording extends PendingRecording {
  id: string;
}

interface RecordingDb extends DBSchema {
  recordings: { key: string; value: StoredRecording; indexes: { user: string } };
}

const DB_NAME = 'peilian-practice-recordings';
let database: Promise<IDBPDatabase<RecordingDb>> | null = null;

function db(): Promise<IDBPDatabase<RecordingDb>> {
  database ??= openDB<RecordingDb>(DB_NAME, 1, {
    upgrade(upgrade) {
      upgrade.createObjectStore('recordings', { keyPath: 'id' }).createIndex('user', 'userId');
    },
  });
  return database;
}

const idOf = (recording: Pick<PendingRecording, 'userId' | 'sessionId' | 'seq'>) => `${recording.userId}:${recording.sessionId}:${recording.seq}`;

/** Keeps a recording for its turn until the server has it. Resolves once it is on disk. */
export async function keepRecording(recording: PendingRecording): Promise<void> {
  await (await db()).put('recordings', { ...recording, id: idOf(recording) });
}

/** The recordings of a learner not yet uploaded. */
export async function pendingRecordings(userId: string): Promise<PendingRecording[]> {
  return (await (await db()).getAllFromIndex('recordings', 'user', userId)).map(({ id: _id, ...recording }) => recording);
}

/** Uploads one recording; true when it is settled (kept by the server, or refused for good). */
async function upload(recording: PendingRecording): Promise<boolean> {
  try {
    practiceTurnAudioResponseSchema.parse(
      await uploadFile<unknown>({
        url: learnerUrl(practiceEndpoints.uploadTurnAudio, { id: recording.sessionId, seq: recording.seq }),
        file: recording.audio,
        fileName: `answer-${recording.seq}.mp3`,
        headers: requestHeaders(),
      }),
    );
    return true;
  } catch (error) {
    // Offline, a server error or an expired sign-in: try again later. A refusal (not found, not an mp3) never changes.
    return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408 && error.status !== 429;
  }
}

let running: Promise<void> | null = null;
let again = false;

async function sendAll(userId: string): Promise<void> {
  const pending = (await pendingRecordings(userId)).sort((a, b) => a.sessionId.localeCompare(b.sessionId) || a.seq - b.seq);
  for (const recording of pending) {
    if (!(await upload(recording))) return;
    await (await db()).delete('recordings', idOf(recording));
  }
}

/** Uploads the signed-in learner's pending recordings, oldest turn first; one run at a time (a call during a run runs it again after). */
export function sendPendingRecordings(): Promise<void> {
  const userId = sessionStore.getState().user?.id;
  if (!userId) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await sendAll(userId);
    } while (again);
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/** Files the recording of an accepted turn of the signed-in learner and starts uploading it. */
export async function recordingAccepted(sessionId: string, seq: number, audio: Blob, durationMs: number): Promise<void> {
  const userId = sessionStore.getState().user?.id;
  if (!userId) return;
  try {
    await keepRecording({ userId, sessionId, seq, audio, durationMs });
  } catch {
    // No IndexedDB (a private window): upload straight away, once.
    await upload({ userId, sessionId, seq, audio, durationMs });
    return;
  }
  await sendPendingRecordings();
}
