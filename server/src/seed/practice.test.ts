import { dialogue } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase, tempDir } from '../../test/harness.js';
import { findOrganisationByName } from '../data/organisations.js';
import { listWords } from '../data/practice/words.js';
import { customers, hotWords, practiceAudio, scenarios, scoringRules, speeches, voiceTemplates } from '../db/schema/index.js';
import { filesRoot, LocalFileStorage } from '../storage/files.js';
import { DEMO_ORGANISATION } from './demo.js';
import { demoAmbienceWav, rmsDbfs, wavSamples } from './demoSounds.js';
import { seedPractice } from './practice.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.dispose());

describe('practice demo seed', () => {
  it('enables the documented scenario with a library line of the organisation, its customer and scoring rule', async () => {
    const { db } = database;
    const orgId = (await findOrganisationByName(db, DEMO_ORGANISATION))!.id;
    const seeded = await db.select().from(scenarios).where(eq(scenarios.orgId, orgId));
    const scenario = seeded.find((row) => row.name === 'SUV展厅接待');
    expect(scenario).toMatchObject({ status: 'enabled' });
    const validation = dialogue.validateScenario(scenario!.document);
    expect(validation.issues).toEqual([]);
    const lines = validation.scenario!.flow.nodes.flatMap((node) => node.transitions).filter((line) => line.speechid);
    const speechIds = new Set((await db.select().from(speeches).where(eq(speeches.orgId, orgId))).map((row) => row.id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => speechIds.has(line.speechid))).toBe(true);
    const [customer] = await db.select().from(customers).where(eq(customers.id, scenario!.customerId!));
    expect(customer?.name).toBe('王先生');
    const [rule] = await db.select().from(scoringRules).where(eq(scoringRules.id, scenario!.scoringRuleId!));
    expect(rule!.items.reduce((sum, item) => sum + item.weight, 0)).toBe(100);
  });

  it('enables the documented role-play beside it, played by the model with the same customer', async () => {
    const { db } = database;
    const orgId = (await findOrganisationByName(db, DEMO_ORGANISATION))!.id;
    const seeded = await db.select().from(scenarios).where(eq(scenarios.orgId, orgId));
    const roleplay = seeded.find((row) => row.name === '七座SUV到店洽谈（AI角色扮演）');
    expect(roleplay).toMatchObject({ status: 'enabled', customerId: seeded.find((row) => row.name === 'SUV展厅接待')!.customerId });
    const validation = dialogue.validateScenario(roleplay!.document);
    expect(validation.issues).toEqual([]);
    expect(validation.scenario!.roleplay!.checklist.map((item) => item.kind)).toEqual(['knowledge', 'knowledge', 'objection', 'closing']);
  });

  it('gives the demo customer a free digital human, beside a charged one no customer may pick', async () => {
    const { db } = database;
    const orgId = (await findOrganisationByName(db, DEMO_ORGANISATION))!.id;
    const humans = await db.select().from(voiceTemplates).where(eq(voiceTemplates.orgId, orgId));
    expect(humans.map((human) => [human.name, human.isfree]).sort()).toEqual([
      ['沉稳男声', 1],
      ['粤语女声', 0],
    ]);
    const [customer] = await db.select().from(customers).where(eq(customers.orgId, orgId));
    expect(customer).toMatchObject({ name: '王先生', digitalHumanId: humans.find((human) => human.isfree === 1)!.id });
  });

  it('fills the word libraries, and a second run adds nothing', async () => {
    const { db } = database;
    const orgId = (await findOrganisationByName(db, DEMO_ORGANISATION))!.id;
    const count = async () => ({
      speeches: (await db.select().from(speeches).where(eq(speeches.orgId, orgId))).length,
      hot: (await db.select().from(hotWords).where(eq(hotWords.orgId, orgId))).length,
      sensitive: (await listWords(db, orgId, 'sensitive')).length,
      polite: (await listWords(db, orgId, 'polite')).length,
      scenarios: (await db.select().from(scenarios).where(eq(scenarios.orgId, orgId))).length,
      humans: (await db.select().from(voiceTemplates).where(eq(voiceTemplates.orgId, orgId))).length,
    });
    const before = await count();
    expect(before).toMatchObject({ speeches: 3, hot: 2, sensitive: 3, polite: 4, scenarios: 2, humans: 2 });
    await seedPractice(db, orgId, null);
    expect(await count()).toEqual(before);
  });

  it('gives the scripted scenario a ringtone and an ambience made at seed time, stored as small wavs, once', async () => {
    const { db } = database;
    const orgId = (await findOrganisationByName(db, DEMO_ORGANISATION))!.id;
    // The test suites' template is seeded without files: no sounds there.
    expect(await db.select().from(practiceAudio).where(eq(practiceAudio.orgId, orgId))).toEqual([]);
    const data = await tempDir();
    try {
      const files = new LocalFileStorage(filesRoot(data.dir));
      await seedPractice(db, orgId, null, files);
      const sounds = await db.select().from(practiceAudio).where(eq(practiceAudio.orgId, orgId));
      expect(sounds.map((row) => [row.kind, row.name, row.disabled]).sort()).toEqual([
        ['bgm', '演示展厅环境音', 0],
        ['ringtone', '演示来电铃声', 0],
      ]);
      for (const sound of sounds) {
        const size = await files.size(sound.storageKey);
        expect(sound.storageKey).toMatch(new RegExp(`^${orgId}/${sound.kind}/\\d{8}/demo\\w+\\.wav$`));
        expect(size).toBe(sound.size);
        expect(size).toBeLessThan(300 * 1024);
      }
      expect(sounds.find((row) => row.kind === 'ringtone')!.durationMs).toBe(2000);
      expect(sounds.find((row) => row.kind === 'bgm')!.durationMs).toBe(8000);
      const scripted = (await db.select().from(scenarios).where(eq(scenarios.orgId, orgId))).find((row) => row.name === 'SUV展厅接待')!;
      expect(scripted.ringtoneId).toBe(sounds.find((row) => row.kind === 'ringtone')!.id);
      expect(scripted.backgroundAudioId).toBe(sounds.find((row) => row.kind === 'bgm')!.id);

      // Taken off the scenario by an administrator, they stay off; nothing is added twice.
      await db.update(scenarios).set({ ringtoneId: null }).where(eq(scenarios.id, scripted.id));
      await seedPractice(db, orgId, null, files);
      expect(await db.select().from(practiceAudio).where(eq(practiceAudio.orgId, orgId))).toHaveLength(2);
      expect((await db.select().from(scenarios).where(eq(scenarios.id, scripted.id)))[0]!.ringtoneId).toBeNull();
    } finally {
      await data.remove();
    }
  });

  it('makes an ambience that loops without a seam, at the level the call plays it', () => {
    const samples = wavSamples(demoAmbienceWav());
    expect(rmsDbfs(samples)).toBeCloseTo(-31, 1);
    // From its last sample to its first, no bigger a step than anywhere inside it.
    let step = 0;
    for (let index = 1; index < samples.length; index += 1) step = Math.max(step, Math.abs(samples[index]! - samples[index - 1]!));
    expect(Math.abs(samples[0]! - samples.at(-1)!)).toBeLessThanOrEqual(step);
    expect(demoAmbienceWav().equals(demoAmbienceWav())).toBe(true);
  });
});
