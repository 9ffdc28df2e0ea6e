import { ApiError, createOutbox, practiceTurnAudioResponseSchema, systemClock, type DeviceRecords } from '@peilian/shared';
import { practiceEndpoints } from '@peilian/shared/endpoints';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { learnerUrl, requestHeaders, sessionStore } from '../app';
import { uploadFile } from '../lib/upload';

/**
 * The learner's recordings of accepted spoken turns waiting to upload (docs/practice.md "Learner
 * recordings"), in IndexedDB: kept the moment the turn exists, removed once the server has the
 * recording (or refuses it for good), sent through the one outbox: retried with back-off, on every
 * reconnect and on page load — so a recording is never lost on a weak signal. Each is filed under its learner: another account on the same device
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

const strip = ({ id: _id, ...recording }: StoredRecording): PendingRecording => recording;

/** The recordings database as device records, keyed `user:session:seq` (its schema as it always was). */
export const recordingRecords: DeviceRecords<PendingRecording> = {
  all: async () => (await (await db()).getAll('recordings')).map(strip),
  async get(key) {
    const found = await (await db()).get('recordings', key);
    return found ? strip(found) : undefined;
  },
  async put(key, recording) {
    await (await db()).put('recordings', { ...recording, id: key });
  },
  remove: async (key) => (await db()).delete('recordings', key),
};

/** Keeps a recording for its turn until the server has it. Resolves once it is on disk. */
export async function keepRecording(recording: PendingRecording): Promise<void> {
  await recordingRecords.put(idOf(recording), recording);
}

/** The recordings of a learner not yet uploaded. */
export async function pendingRecordings(userId: string): Promise<PendingRecording[]> {
  return (await (await db()).getAllFromIndex('recordings', 'user', userId)).map(strip);
}

/** Uploads one recording; settles once the server keeps it. */
async function upload(recording: PendingRecording): Promise<void> {
  practiceTurnAudioResponseSchema.parse(
    await uploadFile<unknown>({
      url: learnerUrl(practiceEndpoints.uploadTurnAudio, { id: recording.sessionId, seq: recording.seq }),
      file: recording.audio,
      fileName: `answer-${recording.seq}.mp3`,
      headers: requestHeaders(),
    }),
  );
}

/** Offline, a server error or an expired sign-in is worth trying again later; a refusal (not found, not an mp3) never changes. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408 && error.status !== 429);
}

/** The signed-in learner's recordings waiting, oldest turn first; none without IndexedDB. */
async function signedInPending(): Promise<PendingRecording[]> {
  const userId = sessionStore.getState().user?.id;
  if (!userId) return [];
  const pending = await pendingRecordings(userId).catch(() => []);
  return pending.sort((a, b) => a.sessionId.localeCompare(b.sessionId) || a.seq - b.seq);
}

const outbox = createOutbox({
  pending: signedInPending,
  send: upload,
  sent: (recording) => recordingRecords.remove(idOf(recording)),
  retryable: worthRetrying,
  async refused(recording) {
    await recordingRecords.remove(idOf(recording));
    return 'next' as const;
  },
  clock: systemClock,
});

/** Uploads the signed-in learner's pending recordings, oldest turn first; one run at a time (a call during a run runs it again after). */
export async function sendPendingRecordings(): Promise<void> {
  await outbox.flush();
}

/** Files the recording of an accepted turn of the signed-in learner and starts uploading it. */
export async function recordingAccepted(sessionId: string, seq: number, audio: Blob, durationMs: number): Promise<void> {
  const userId = sessionStore.getState().user?.id;
  if (!userId) return;
  try {
    await keepRecording({ userId, sessionId, seq, audio, durationMs });
  } catch {
    // No IndexedDB (a private window): upload straight away, once.
    await upload({ userId, sessionId, seq, audio, durationMs }).catch(() => undefined);
    return;
  }
  await sendPendingRecordings();
}
