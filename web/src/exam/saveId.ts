import { saveIdFromBytes } from '@peilian/shared';

/** A save id (shared `SAVE_ID_PATTERN`): a UUID where the browser makes one, else 32 random hex digits. */
export function newSaveId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return saveIdFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}
