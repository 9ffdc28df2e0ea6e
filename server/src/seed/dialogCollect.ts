import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findDialogCollectByName, insertDialogCollects } from '../data/dialogCollect.js';
import type { Db } from '../db/client.js';
import type { StoredSentence } from '../db/schema/index.js';
import type { FileStorage } from '../storage/files.js';
import { pcmWav } from './demoSounds.js';

/**
 * The demo's collected call (docs/assistant.md "Dialogue collection"): one recording already
 * recognised, its transcript with the salesperson (speaker 1) and the customer (speaker 0), so a
 * newcomer sees what the page makes of a call before configuring recognition. Its audio is a quiet
 * tone of the call's length, made by code (8 kHz mono), standing for the conversation.
 */
export const DEMO_CALL_NAME = '门店来电示例';

const RATE = 8_000;

export const DEMO_CALL_SENTENCES: readonly StoredSentence[] = [
  { speaker: 1, start: 0, end: 3_200, text: '您好，这里是途岳4S店，我是销售顾问小王。' },
  { speaker: 0, start: 3_600, end: 6_900, text: '你好，我想问一下途岳现在什么价格？' },
  { speaker: 1, start: 7_200, end: 12_400, text: '这个月途岳有两万元的现金优惠，另外送三次免费保养。' },
  { speaker: 0, start: 12_800, end: 15_600, text: '两万啊，还能再便宜点吗？' },
  { speaker: 1, start: 16_000, end: 21_800, text: '价格已经是全年最低了，您方便的话周末来店里试驾，我再帮您申请一份精品礼包。' },
  { speaker: 0, start: 22_200, end: 24_500, text: '好的，那我周六上午过去。' },
  { speaker: 1, start: 24_800, end: 28_000, text: '好的，周六上午我等您，到店前给我打个电话。' },
];

const DURATION_MS = 28_500;

/** A quiet 220 Hz tone of the call's length. */
function demoCallWav(): Buffer {
  const samples = new Float32Array(Math.round((DURATION_MS / 1000) * RATE));
  for (let index = 0; index < samples.length; index += 1) samples[index] = 0.05 * Math.sin((2 * Math.PI * 220 * index) / RATE);
  return pcmWav(samples, RATE);
}

export async function seedDialogCollect(db: Db, orgId: string, creatorId: string | null, files?: FileStorage): Promise<void> {
  if (await findDialogCollectByName(db, orgId, DEMO_CALL_NAME)) return;
  const storageKey = `${orgId}/dialogcollect/demo/demo-call.wav`;
  const wav = demoCallWav();
  if (files) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'peilian-seed-'));
    try {
      const local = path.join(dir, 'call.wav');
      await writeFile(local, wav);
      await files.put(local, storageKey);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  await insertDialogCollects(db, [
    {
      orgId,
      name: DEMO_CALL_NAME,
      format: 'wav',
      storageKey,
      size: wav.length,
      durationMs: DURATION_MS,
      channels: 1,
      status: 'recognised',
      progress: 100,
      sentences: [...DEMO_CALL_SENTENCES],
      salesSpeaker: 1,
      creatorId,
    },
  ]);
}
