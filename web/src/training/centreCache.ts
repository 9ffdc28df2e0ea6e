import type { CenterResponse } from '@peilian/shared';
import { learnerArea } from '../app/services';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

interface CentreDb extends DBSchema {
  centre: { key: string; value: { userId: string; savedAt: number; body: unknown } };
}

export interface CachedCentre {
  centre: CenterResponse;
  savedAt: number;
}

let database: Promise<IDBPDatabase<CentreDb>> | null = null;

function db(): Promise<IDBPDatabase<CentreDb>> {
  database ??= openDB<CentreDb>('peilian-learner', 1, {
    upgrade(upgrade) {
      upgrade.createObjectStore('centre', { keyPath: 'userId' });
    },
  });
  return database;
}

/**
 * The last training centre a learner loaded, kept in IndexedDB so the centre still shows it offline.
 * Failures (private mode, quota, an unreadable old entry) only mean there is no cached copy.
 */
export async function loadCachedCentre(userId: string): Promise<CachedCentre | null> {
  try {
    const entry = await (await db()).get('centre', userId);
    const parsed = (await learnerArea('training')).centre.response.safeParse(entry?.body);
    return entry && parsed.success ? { centre: parsed.data, savedAt: entry.savedAt } : null;
  } catch (error) {
    console.warn('[centre] no cached copy', error);
    return null;
  }
}

export async function saveCachedCentre(userId: string, centre: CenterResponse): Promise<void> {
  try {
    await (await db()).put('centre', { userId, savedAt: Date.now(), body: centre });
  } catch (error) {
    console.warn('[centre] could not keep a copy for offline use', error);
  }
}
