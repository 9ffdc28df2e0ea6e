import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, hotWords, practiceAudio, scenarios, scoringRules, speeches, synonyms, voiceTemplates } from '../../db/schema/index.js';

/** Finders by natural key, for the demo seed's "add only what is missing". */

export async function findSpeechByText(db: Db, orgId: string, text: string) {
  const [row] = await db.select().from(speeches).where(and(eq(speeches.orgId, orgId), eq(speeches.text, text))).limit(1);
  return row;
}

export async function findCustomerByName(db: Db, orgId: string, name: string) {
  const [row] = await db.select().from(customers).where(and(eq(customers.orgId, orgId), eq(customers.name, name))).limit(1);
  return row;
}

export async function findVoiceTemplateByName(db: Db, orgId: string, name: string) {
  const [row] = await db.select().from(voiceTemplates).where(and(eq(voiceTemplates.orgId, orgId), eq(voiceTemplates.name, name))).limit(1);
  return row;
}

export async function findScoringRuleByName(db: Db, orgId: string, name: string) {
  const [row] = await db.select().from(scoringRules).where(and(eq(scoringRules.orgId, orgId), eq(scoringRules.name, name))).limit(1);
  return row;
}

export async function findAudioByName(db: Db, orgId: string, kind: string, name: string) {
  const [row] = await db
    .select()
    .from(practiceAudio)
    .where(and(eq(practiceAudio.orgId, orgId), eq(practiceAudio.kind, kind), eq(practiceAudio.name, name)))
    .limit(1);
  return row;
}

export async function findScenarioByName(db: Db, orgId: string, name: string) {
  const [row] = await db.select().from(scenarios).where(and(eq(scenarios.orgId, orgId), eq(scenarios.name, name))).limit(1);
  return row;
}

/** Adds hot words and synonym groups that are not there yet (by word / base word). */
export async function ensureWords(
  db: Db,
  orgId: string,
  hot: readonly { word: string; replace: string; homophone: number }[],
  groups: readonly { base: string; words: string[] }[],
): Promise<void> {
  if (hot.length) await db.insert(hotWords).values(hot.map((word) => ({ orgId, ...word }))).onConflictDoNothing();
  if (groups.length) await db.insert(synonyms).values(groups.map((group) => ({ orgId, ...group }))).onConflictDoNothing();
}
