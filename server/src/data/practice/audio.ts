import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { practiceAudio, type PracticeAudioRow } from '../../db/schema/index.js';
import { pageOf } from './paging.js';
import { containing } from '../like.js';

export type NewPracticeAudio = typeof practiceAudio.$inferInsert;

export interface AudioFilter {
  orgId: string;
  kind?: string | undefined;
  name: string;
  category: string;
}

function filterOf(filter: AudioFilter): SQL | undefined {
  return and(
    eq(practiceAudio.orgId, filter.orgId),
    filter.kind ? eq(practiceAudio.kind, filter.kind) : undefined,
    filter.name ? ilike(practiceAudio.name, containing(filter.name)) : undefined,
    filter.category ? eq(practiceAudio.category, filter.category) : undefined,
  );
}

/** One page of an organisation's background audio and ringtones, newest first. */
export function listAudio(db: Db, filter: AudioFilter, page: number, rows: number) {
  return pageOf(db, practiceAudio, filterOf(filter), practiceAudio, page, rows);
}

export async function findAudioInOrg(db: Db, orgId: string, id: string): Promise<PracticeAudioRow | undefined> {
  const [row] = await db.select().from(practiceAudio).where(and(eq(practiceAudio.orgId, orgId), eq(practiceAudio.id, id))).limit(1);
  return row;
}

export async function insertAudio(db: Db, audio: NewPracticeAudio): Promise<PracticeAudioRow> {
  const [row] = await db.insert(practiceAudio).values(audio).returning();
  return row!;
}

export async function updateAudio(db: Db, orgId: string, id: string, changes: Partial<Pick<PracticeAudioRow, 'name' | 'category' | 'disabled'>>): Promise<void> {
  await db.update(practiceAudio).set(changes).where(and(eq(practiceAudio.orgId, orgId), eq(practiceAudio.id, id)));
}

export async function deleteAudio(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(practiceAudio).where(and(eq(practiceAudio.orgId, orgId), eq(practiceAudio.id, id)));
}
