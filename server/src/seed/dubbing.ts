import { listDubbingTasks } from '../data/practice/dubbing.js';
import { findScenarioByName } from '../data/practice/lookups.js';
import { insertVoiceTemplate, listVoiceTemplates } from '../data/practice/voiceTemplates.js';
import { findOrganisationByName } from '../data/organisations.js';
import { systemClock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../logger.js';
import { createTtsProvider } from '../providers/tts/index.js';
import { filesRoot, LocalFileStorage } from '../storage/files.js';
import { DEMO_ORGANISATION } from '../lib/demoOrganisation.js';
import { queueDubbingTask } from '../practice/dubbing/commands.js';
import { dubNow, type DubbingEnv } from '../practice/dubbing/job.js';

/**
 * The demo's digital human and its dubbing (docs/practice.md "Demo data"): a digital human when the
 * demo organisation has none, and — once voicing is at hand (a start that seeded, `pnpm seed`, the
 * tests' template) — for each of its digital humans without a dubbing task, the demo scenario voiced
 * as a finished task, through the same job code as any task (espeak-ng takes a second or two; where
 * it is missing the task ends with failed lines, as any task would).
 */

export const DEMO_DIGITAL_HUMAN = {
  name: '演示数字人',
  language: 'mandarin',
  age: '青年',
  timbre: '温和',
  sex: 0,
  speechVoice: 'f3',
  example: '您好，欢迎光临！',
};
/** The demo scenario the seeded task voices (docs/examples/car-sales.scenario.json). */
export const DEMO_DUBBED_SCENARIO = 'SUV展厅接待';

/** The demo digital human, unless the organisation has one of its name. */
export async function seedDemoDigitalHuman(db: Db, orgId: string, creatorId: string | null): Promise<void> {
  const found = await listVoiceTemplates(db, orgId, DEMO_DIGITAL_HUMAN.name, undefined, 1, 30);
  if (!found.rows.some((row) => row.name === DEMO_DIGITAL_HUMAN.name)) await insertVoiceTemplate(db, { orgId, creatorId, ...DEMO_DIGITAL_HUMAN });
}

/** What the demo's dubbing is voiced with: the configured TTS provider, into the data directory's files. */
export const demoVoicing = (config: Pick<Config, 'dataDir' | 'tts'>, logger: Logger): Omit<DubbingEnv, 'db'> => ({
  clock: systemClock,
  logger,
  storage: new LocalFileStorage(filesRoot(config.dataDir)),
  tts: createTtsProvider(config.tts),
});

/** A finished dubbing task of the demo scenario for each demo digital human that has none. */
export async function seedDemoDubbing(db: Db, env: Omit<DubbingEnv, 'db'>): Promise<void> {
  const org = await findOrganisationByName(db, DEMO_ORGANISATION);
  const scenario = org && (await findScenarioByName(db, org.id, DEMO_DUBBED_SCENARIO));
  if (!org || !scenario) return;
  const templates = await listVoiceTemplates(db, org.id, '', undefined, 1, 100);
  for (const template of templates.rows) {
    if ((await listDubbingTasks(db, org.id, template.id, 1, 30)).total > 0) continue;
    const task = await queueDubbingTask({ db, clock: env.clock }, { template, scope: 'scenario', scenario, creatorId: template.creatorId });
    await dubNow({ ...env, db }, task);
  }
}
