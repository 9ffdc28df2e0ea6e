import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHILD_TASK_TYPES, dialogue, PACKAGE_TASKTYPES, PUBLISH_STATES } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { CAR_SALES_EXAMPLE, CAR_SALES_ROLEPLAY } from '../paths.js';
import { insertChildTask } from '../data/childTasks.js';
import { findDepartmentByName } from '../data/departments.js';
import { findPackageByTitle, insertPackage, replaceRange } from '../data/packages.js';
import { insertAudio } from '../data/practice/audio.js';
import { insertCustomer, updateCustomer } from '../data/practice/customers.js';
import {
  ensureWords,
  findAudioByName,
  findCustomerByName,
  findScenarioByName,
  findScoringRuleByName,
  findSpeechByText,
  findVoiceTemplateByName,
} from '../data/practice/lookups.js';
import { insertScenario, updateScenario } from '../data/practice/scenarios.js';
import type { FileStorage } from '../storage/files.js';
import { dayFolder } from '../storage/keys.js';
import { demoAmbienceWav, demoRingtoneWav } from './demoSounds.js';
import { insertScoringRule } from '../data/practice/scoringRules.js';
import { insertSpeech } from '../data/practice/speeches.js';
import { insertVoiceTemplate } from '../data/practice/voiceTemplates.js';
import { listWords, replaceWords } from '../data/practice/words.js';

/**
 * The demo organisation's practice libraries: a few speeches, a customer, hot, sensitive and polite
 * words, a synonym group, a scoring rule, two digital humans (a free one the customer speaks with, a
 * charged one the pickers refuse), and the documented car-sales scenario (docs/examples/),
 * enabled, its library line pointing at the seeded speech, and a practice package running it for the
 * sales and service departments, so a newcomer finds voice practice in the training centre; beside
 * it the documented role-play, the model playing the customer. With the data directory's files at
 * hand (`files`), the scripted scenario also rings and has a room behind it: a ringtone and an
 * ambience made at seed time (`demoSounds.ts`). Adds only what is missing.
 */

const DAY = 24 * 60 * 60 * 1000;
/** The demo practice package (the practice task list) and the departments it is published to. */
export const PRACTICE_PACKAGE = '汽车销售语音陪练';
const PRACTICE_DEPARTMENTS = ['销售部', '客服部'];

const SPEECHES = [
  { category: '汽车销售', text: '家里人多，空间要大一点，后排能坐得舒服吗？', difficulty: 1, emotion: 0, keywords: '空间,后排|座椅', voiceNo: 'CAR-001' },
  { category: '汽车销售', text: '这个价格有点高，还能再优惠吗？', difficulty: 2, emotion: 6, keywords: '价格|优惠', voiceNo: 'CAR-002' },
  { category: '汽车销售', text: '保养一次大概多少钱？', difficulty: 1, emotion: 5, keywords: '保养', voiceNo: 'CAR-003' },
];
/** The example scenario's library line (`speechid` "sp-family") is this speech. */
const FAMILY_SPEECH = SPEECHES[0]!.text;
const CUSTOMER = {
  name: '王先生',
  gender: 1,
  tradeTime: '三个月内',
  attributes: [
    { label: '职业', value: '工程师' },
    { label: '预算区间', value: '15-20万' },
  ],
};
/**
 * The demo digital humans: the customer speaks with the free one (espeak-ng's male variant m3); the
 * charged one is listed and can be listened to, but no customer may pick it (docs/practice.md).
 */
const FREE_HUMAN = {
  name: '沉稳男声',
  language: 'mandarin',
  age: '中年',
  timbre: '沉稳',
  sex: 1,
  speechVoice: 'm3',
  questionVoice: 'm3',
  source: 'espeak',
  example: '您好，我想了解一下这款车，最近有什么优惠吗？',
  isfree: 1,
};
const CHARGED_HUMAN = {
  name: '粤语女声',
  language: 'dialect',
  age: '青年',
  timbre: '清亮',
  sex: 0,
  speechVoice: 'f2',
  questionVoice: 'f2',
  source: 'espeak',
  example: '你好，我想睇下呢架车。',
  isfree: 0,
};
const RULE = {
  name: '汽车销售评分',
  passScore: 60,
  items: [
    { name: '关键词', weight: 40, min: 0, max: 100 },
    { name: '流程完整度', weight: 30, min: 0, max: 100 },
    { name: '礼貌用语', weight: 20, min: 0, max: 100 },
    { name: '语速音量', weight: 10, min: 0, max: 100 },
  ],
};
const HOT_WORDS = [
  { word: '途岳', replace: '图跃|涂月', homophone: 1 },
  { word: 'SUV', replace: 'suv|s u v', homophone: 0 },
];
const SYNONYMS = [{ base: '优惠', words: ['折扣', '便宜点', '打折'] }];
const SENSITIVE = ['骗子', '垃圾', '忽悠'];
const POLITE = ['您好', '谢谢', '请', '不好意思'];

function exampleScenario(speechId: string, file = CAR_SALES_EXAMPLE): dialogue.Scenario | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // an installation without the docs gets the libraries only
  }
  const parsed = dialogue.scenarioSchema.safeParse(raw);
  if (!parsed.success) return null;
  for (const node of parsed.data.flow.nodes) for (const line of node.transitions) if (line.speechid) line.speechid = speechId;
  return dialogue.validateScenario(parsed.data).complete ? parsed.data : null;
}

async function ensureSpeeches(db: Db, orgId: string, creatorId: string | null): Promise<string> {
  for (const speech of SPEECHES) if (!(await findSpeechByText(db, orgId, speech.text))) await insertSpeech(db, { orgId, creatorId, ...speech });
  return (await findSpeechByText(db, orgId, FAMILY_SPEECH))!.id;
}

/** The demo's call sounds in the voice library: a ringtone and a background ambience. */
export const DEMO_SOUNDS = [
  { kind: 'ringtone', name: '演示来电铃声', category: '演示', file: 'demoringtone', wav: demoRingtoneWav },
  { kind: 'bgm', name: '演示展厅环境音', category: '演示', file: 'demoambience', wav: demoAmbienceWav },
] as const;

/** The demo's ringtone and ambience made and stored where missing: the new ones' ids by kind. */
async function addSounds(db: Db, orgId: string, creatorId: string | null, files: FileStorage): Promise<Partial<Record<'ringtone' | 'bgm', string>>> {
  const ids: Partial<Record<'ringtone' | 'bgm', string>> = {};
  for (const sound of DEMO_SOUNDS) {
    if (await findAudioByName(db, orgId, sound.kind, sound.name)) continue;
    const bytes = sound.wav();
    const key = `${orgId}/${sound.kind}/${dayFolder(new Date())}/${sound.file}.wav`;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'peilian-seed-'));
    try {
      const local = path.join(dir, `${sound.file}.wav`);
      await writeFile(local, bytes);
      await files.put(local, key);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // 16-bit mono: two bytes a sample.
    const durationMs = Math.round(((bytes.length - 44) / 2 / bytes.readUInt32LE(24)) * 1000);
    const row = await insertAudio(db, {
      orgId,
      creatorId,
      kind: sound.kind,
      name: sound.name,
      category: sound.category,
      storageKey: key,
      size: bytes.length,
      durationMs,
    });
    ids[sound.kind] = row.id;
  }
  return ids;
}

/**
 * The scripted scenario rings and has its room: the demo sounds added now are set on it where it has
 * none (an administrator's choice, or sounds taken off it after an earlier seed, stay as they are).
 */
async function attachSounds(db: Db, orgId: string, creatorId: string | null, files: FileStorage | undefined, scenarioName: string): Promise<void> {
  const scenario = files && (await findScenarioByName(db, orgId, scenarioName));
  if (!scenario) return;
  const ids = await addSounds(db, orgId, creatorId, files);
  const changes = {
    ...(scenario.ringtoneId || !ids.ringtone ? {} : { ringtoneId: ids.ringtone }),
    ...(scenario.backgroundAudioId || !ids.bgm ? {} : { backgroundAudioId: ids.bgm }),
  };
  if (Object.keys(changes).length > 0) await updateScenario(db, orgId, scenario.id, changes, scenario.updatedAt);
}

export async function seedPractice(db: Db, orgId: string, creatorId: string | null, files?: FileStorage): Promise<void> {
  const speechId = await ensureSpeeches(db, orgId, creatorId);
  const customer = (await findCustomerByName(db, orgId, CUSTOMER.name)) ?? (await insertCustomer(db, { orgId, creatorId, ...CUSTOMER }));
  await ensureDigitalHumans(db, orgId, creatorId, customer);
  const rule = (await findScoringRuleByName(db, orgId, RULE.name)) ?? (await insertScoringRule(db, { orgId, creatorId, ...RULE }));
  await ensureWords(db, orgId, HOT_WORDS, SYNONYMS);
  if ((await listWords(db, orgId, 'sensitive')).length === 0) await replaceWords(db, orgId, 'sensitive', SENSITIVE);
  if ((await listWords(db, orgId, 'polite')).length === 0) await replaceWords(db, orgId, 'polite', POLITE);

  const links = { customerId: customer.id, scoringRuleId: rule.id };
  const roleplay = exampleScenario(speechId, CAR_SALES_ROLEPLAY);
  if (roleplay) await ensureScenario(db, orgId, creatorId, roleplay, links);
  const scenario = exampleScenario(speechId);
  if (!scenario) return;
  const existing = await findScenarioByName(db, orgId, scenario.name);
  if (existing) {
    await attachSounds(db, orgId, creatorId, files, scenario.name);
    return existing.status === 'enabled' ? seedPracticePackage(db, orgId, creatorId, existing.id, scenario.name) : undefined;
  }
  const inserted = await ensureScenario(db, orgId, creatorId, scenario, links);
  await attachSounds(db, orgId, creatorId, files, scenario.name);
  await seedPracticePackage(db, orgId, creatorId, inserted.id, scenario.name);
}

/**
 * The two demo digital humans, each unless one of its name is there; the free one, when it is new,
 * becomes the voice of the demo customer if that has none (a customer an admin left without one keeps it so).
 */
async function ensureDigitalHumans(db: Db, orgId: string, creatorId: string | null, customer: { id: string; digitalHumanId: string | null }): Promise<void> {
  if (!(await findVoiceTemplateByName(db, orgId, CHARGED_HUMAN.name))) await insertVoiceTemplate(db, { orgId, creatorId, ...CHARGED_HUMAN });
  if (await findVoiceTemplateByName(db, orgId, FREE_HUMAN.name)) return;
  const free = await insertVoiceTemplate(db, { orgId, creatorId, ...FREE_HUMAN });
  if (!customer.digitalHumanId) await updateCustomer(db, orgId, customer.id, { digitalHumanId: free.id }, new Date());
}

/** An example scenario, enabled with the demo customer and scoring rule, unless one of its name is there. */
async function ensureScenario(
  db: Db,
  orgId: string,
  creatorId: string | null,
  scenario: dialogue.Scenario,
  links: { customerId: string; scoringRuleId: string },
): Promise<{ id: string }> {
  const existing = await findScenarioByName(db, orgId, scenario.name);
  if (existing) return existing;
  const { status: _enabled, ...document } = scenario;
  return insertScenario(db, {
    orgId,
    creatorId,
    name: scenario.name,
    category: scenario.category,
    description: scenario.description,
    status: 'enabled',
    document: document as Record<string, unknown>,
    ...links,
  });
}

/** A published practice package of one scenario task, open from a month before seeding (the demo history's month) to two months after. */
async function seedPracticePackage(db: Db, orgId: string, creatorId: string | null, scenarioId: string, title: string, now = Date.now()): Promise<void> {
  if (await findPackageByTitle(db, orgId, PRACTICE_PACKAGE)) return;
  const top = await findDepartmentByName(db, orgId, null, '总部');
  const departments: string[] = [];
  for (const name of PRACTICE_DEPARTMENTS) {
    const found = top && (await findDepartmentByName(db, orgId, top.id, name));
    if (found) departments.push(found.id);
  }
  const startAt = new Date(now - 31 * DAY);
  const endAt = new Date(now + 60 * DAY);
  const pkg = await insertPackage(db, {
    orgId,
    tasktype: PACKAGE_TASKTYPES.practice,
    title: PRACTICE_PACKAGE,
    description: '和 AI 客户语音对练：接待到店客户、了解需求、报价与保修答疑，60分通过。',
    passScore: 60,
    startAt,
    endAt,
    publishState: PUBLISH_STATES.published,
    publishAt: null,
    publishedAt: startAt,
    creatorId,
  });
  await replaceRange(db, orgId, pkg.id, { departments, positions: [], users: [] });
  await insertChildTask(db, {
    orgId,
    packageId: pkg.id,
    type: CHILD_TASK_TYPES.scenario,
    title,
    sort: 0,
    weight: 100,
    startAt,
    endAt,
    refs: [{ refid: scenarioId }],
    settings: {},
  });
}
