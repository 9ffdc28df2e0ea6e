import { listDubbingTasks } from '../data/practice/dubbing.js';
import { findScenarioByName } from '../data/practice/lookups.js';
import { listVoiceTemplates } from '../data/practice/voiceTemplates.js';
import { findOrganisationByName } from '../data/organisations.js';
import { systemClock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../logger.js';
import { createTtsProvider } from '../providers/tts/index.js';
import { createFileStorage } from '../storage/create.js';
import { DEMO_ORGANISATION } from '../lib/demoOrganisation.js';
import { queueDubbingTask } from '../practice/dubbing/commands.js';
import { dubNow, type DubbingEnv } from '../practice/dubbing/job.js';

/**
 * The demo's dubbing (docs/practice.md "Demo data"): once voicing is at hand (a start that seeded,
 * `pnpm seed`, the tests' template), for each free digital human without a dubbing task, the demo scenario voiced
 * as a finished task, through the same job code as any task (espeak-ng takes a second or two; where
 * it is missing the task ends with failed lines, as any task would).
 */

/** The demo scenario the seeded task voices (docs/examples/car-sales.scenario.json). */
export const DEMO_DUBBED_SCENARIO = 'SUV展厅接待';

/** What the demo's dubbing is voiced with: the configured TTS provider, into the data directory's files. */
export const demoVoicing = (config: Pick<Config, 'dataDir' | 'tts' | 'storage'>, logger: Logger): Omit<DubbingEnv, 'db'> => ({
  clock: systemClock,
  logger,
  storage: createFileStorage(config),
  tts: createTtsProvider(config.tts),
});

/** A finished dubbing task of the demo scenario for each free digital human of the demo that has none (a charged one is never picked). */
export async function seedDemoDubbing(db: Db, env: Omit<DubbingEnv, 'db'>): Promise<void> {
  const org = await findOrganisationByName(db, DEMO_ORGANISATION);
  const scenario = org && (await findScenarioByName(db, org.id, DEMO_DUBBED_SCENARIO));
  if (!org || !scenario) return;
  const templates = await listVoiceTemplates(db, org.id, '', undefined, 1, 100);
  for (const template of templates.rows) {
    if (template.isfree === 0) continue;
    if ((await listDubbingTasks(db, org.id, template.id, 1, 30)).total > 0) continue;
    const task = await queueDubbingTask({ db, clock: env.clock }, { template, scope: 'scenario', scenario, creatorId: template.creatorId });
    await dubNow({ ...env, db }, task);
  }
}
