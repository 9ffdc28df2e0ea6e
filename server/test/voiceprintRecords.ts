import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../src/db/client.js';
import { insertVoiceprintAudit, type VoiceprintAuditRow } from '../src/data/voiceprintAudits.js';
import { insertVoiceprint, type VoiceprintRow } from '../src/data/voiceprints.js';
import { demoVoiceWav } from '../src/seed/voiceprints.js';

/**
 * Voiceprints and audit records made straight through the data layer, with their samples written
 * into the server's data directory (`<org>/voiceprint/…`): the registration flow is another feature's.
 */

/** Where the records go: a test server's database and DATA_DIR. */
export interface VoiceprintPlace {
  db: Db;
  dataDir: string;
  orgId: string;
}

/** A stored sample wav: its key. */
export async function storedSample(place: VoiceprintPlace, pitch = 120): Promise<string> {
  const key = `${place.orgId}/voiceprint/20260101/${randomBytes(6).toString('hex')}.wav`;
  const file = path.join(place.dataDir, 'files', ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, demoVoiceWav(pitch));
  return key;
}

/** A registered voiceprint of the embedding provider, with its sample; the user's flags name it. */
export async function registeredVoice(place: VoiceprintPlace, userId: string, embedding = [1, 0, 0, 0]): Promise<VoiceprintRow> {
  return insertVoiceprint(place.db, {
    orgId: place.orgId,
    userId,
    provider: 'embedding',
    embedding,
    sampleKey: await storedSample(place),
    text: '声纹',
    durationMs: 2000,
  });
}

/** A re-registration of the user (pending unless `status` says), its new sample stored, the original the user's current one. */
export async function auditRecord(
  place: VoiceprintPlace,
  userId: string,
  values: { originalKey?: string; status?: number; createdAt?: Date; score?: number; ref?: string } = {},
): Promise<VoiceprintAuditRow> {
  return insertVoiceprintAudit(place.db, {
    orgId: place.orgId,
    userId,
    provider: 'embedding',
    embedding: [0, 1, 0, 0],
    sampleKey: await storedSample(place, 140),
    text: '声纹',
    durationMs: 2000,
    score: 70,
    ...values,
  });
}
