import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { voiceTemplates, type VoiceTemplateRow } from '../../db/schema/index.js';
import { pageOf } from './paging.js';
import { containing } from '../like.js';

export type NewVoiceTemplate = typeof voiceTemplates.$inferInsert;
export type VoiceTemplateChanges = Partial<Omit<VoiceTemplateRow, 'id' | 'orgId' | 'creatorId' | 'createdAt' | 'updatedAt'>>;

function filterOf(orgId: string, name: string, disabled: number | undefined): SQL | undefined {
  return and(eq(voiceTemplates.orgId, orgId), name ? ilike(voiceTemplates.name, containing(name)) : undefined, disabled === undefined ? undefined : eq(voiceTemplates.disabled, disabled));
}

/** One page of an organisation's digital-human voice templates, newest first. */
export function listVoiceTemplates(db: Db, orgId: string, name: string, disabled: number | undefined, page: number, rows: number) {
  return pageOf(db, voiceTemplates, filterOf(orgId, name, disabled), voiceTemplates, page, rows);
}

export async function findVoiceTemplateInOrg(db: Db, orgId: string, id: string): Promise<VoiceTemplateRow | undefined> {
  const [row] = await db.select().from(voiceTemplates).where(and(eq(voiceTemplates.orgId, orgId), eq(voiceTemplates.id, id))).limit(1);
  return row;
}

export async function insertVoiceTemplate(db: Db, template: NewVoiceTemplate): Promise<VoiceTemplateRow> {
  const [row] = await db.insert(voiceTemplates).values(template).returning();
  return row!;
}

export async function updateVoiceTemplate(db: Db, orgId: string, id: string, changes: VoiceTemplateChanges, now: Date): Promise<void> {
  await db.update(voiceTemplates).set({ ...changes, updatedAt: now }).where(and(eq(voiceTemplates.orgId, orgId), eq(voiceTemplates.id, id)));
}

export async function deleteVoiceTemplate(db: Db, orgId: string, id: string): Promise<void> {
  await db.delete(voiceTemplates).where(and(eq(voiceTemplates.orgId, orgId), eq(voiceTemplates.id, id)));
}
