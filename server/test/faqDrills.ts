import { CATALOG_TYPES, faqAnswerResponseSchema, faqDrillResponseSchema, type FaqAnswerResult, type FaqDrill } from '@peilian/shared';
import { expect } from 'vitest';
import { insertCatalogue } from '../src/data/catalogues.js';
import { drillAnswers, findLearnerDrill } from '../src/data/faqDrills.js';
import type { Db } from '../src/db/client.js';
import { faqs, type FaqRow } from '../src/db/schema/index.js';
import { adminCaller } from './peopleClient.js';
import { publishedPackage, type Caller } from './tasksClient.js';
import type { Fixtures } from './tenantRecords.js';

/** Quick Q&A records and calls for the drill and results tests (docs/faq.md). */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A catalogue of the FAQ bank (type 13), under `parentId` when given. */
export async function faqCatalogue(db: Db, orgId: string, name: string, parentId: string | null = null): Promise<string> {
  return (await insertCatalogue(db, { orgId, type: CATALOG_TYPES.faq, name, parentId })).id;
}

export interface FaqValues {
  question: string;
  answer: string;
  catalogId?: string | null;
  keywords?: string;
  similar?: { question: string; answer: string }[];
  thinking?: number;
  disabled?: number;
  emotion?: number;
}

/** Questions of the organisation's bank, written as the bank stores them. */
export async function bankFaqs(db: Db, orgId: string, values: readonly FaqValues[]): Promise<FaqRow[]> {
  return db
    .insert(faqs)
    .values(values.map((value) => ({ orgId, catalogId: null, keywords: '', similar: [], ...value })))
    .returning();
}

/** A quick Q&A child body inside the window of `packageBody(now)`. */
export function faqChildBody(now: number, refids: readonly string[], settings: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) {
  return {
    type: 3,
    title: '价格问答快练',
    weight: 100,
    starttime: now - HOUR,
    endtime: now + 10 * DAY,
    refs: refids.map((refid) => ({ refid })),
    settings: { source: 'catalog', count: 3, passscore: 60, answerseconds: 60, thinkingseconds: 15, ...settings },
    ...overrides,
  };
}

const DRILLS = '/api/trainning/v3/faq/drill';

/** Starts (or resumes) a drill, asserting success. */
export async function startDrill(learner: Caller, childtaskid = ''): Promise<FaqDrill> {
  const answer = await learner('POST', DRILLS, { childtaskid });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return faqDrillResponseSchema.parse(answer.body).drill;
}

/** Answers question `seq`, asserting success. */
export async function answerDrill(
  learner: Caller,
  drillId: string,
  seq: number,
  text: string,
  mode: 'typed' | 'voice' = 'typed',
  elapsedms = 5000,
): Promise<FaqAnswerResult> {
  const answer = await learner('POST', `${DRILLS}/${drillId}/answer/${seq}`, { text, mode, elapsedms });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return faqAnswerResponseSchema.parse(answer.body).answer;
}

/** Finishes a drill, asserting success. */
export async function finishDrill(learner: Caller, drillId: string): Promise<FaqDrill> {
  const answer = await learner('POST', `${DRILLS}/${drillId}/finish`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return faqDrillResponseSchema.parse(answer.body).drill;
}

/** An MPEG-2 layer III frame header and some payload: what the recording upload accepts. */
export const MP3 = Buffer.concat([Buffer.from([0xff, 0xf3, 0x14, 0xc4]), Buffer.alloc(400, 0x55)]);

/** Uploads `bytes` as the recording of answer `seq`. */
export async function uploadRecording(
  fetchPath: (path: string, init?: RequestInit) => Promise<Response>,
  token: string,
  drillId: string,
  seq: number,
  bytes = MP3,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), 'answer.mp3');
  const response = await fetchPath(`${DRILLS}/${drillId}/answer/${seq}/audio`, { method: 'POST', body: form, headers: { token } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// Records of the cross-organisation suite (tenantKinds.ts) -----------------------------------------

/** A question of the demo organisation's bank to draw, made once per file. */
const tenantBank = (fx: Fixtures) =>
  fx.once('faq bank', async () => (await bankFaqs(fx.db, fx.orgId, [{ question: '跨企业检查问题', answer: '跨企业检查答案', keywords: '检查' }]))[0]!.id);

/** A quick Q&A child task published to `learner01`, drawing the question above. */
export const tenantFaqChild = (fx: Fixtures) =>
  fx.once('faq child', async () => {
    const admin = adminCaller(fx.server.fetch, await fx.token(fx.admin.account));
    const now = Date.now();
    const pkg = await publishedPackage(admin, now, {
      range: { users: [fx.learner.id] },
      children: [faqChildBody(now, [await tenantBank(fx)], { source: 'list' })],
    });
    return pkg.childIds[0]!;
  });

/**
 * A free-practice drill of `learner01` with question 1 answered by voice and its recording kept,
 * made once; `fresh`: a new one with question 1 answered and no recording yet.
 */
export async function tenantFaqDrill(fx: Fixtures, fresh: boolean): Promise<string> {
  const make = async (recorded: boolean) => {
    await tenantBank(fx);
    const token = await fx.token(fx.learner.account);
    const learner = adminCaller(fx.server.fetch, token);
    const drill = await startDrill(learner);
    await answerDrill(learner, drill.id, 1, '跨企业检查答案', 'voice');
    if (recorded) expect((await uploadRecording(fx.server.fetch, token, drill.id, 1)).status).toBe(200);
    return drill.id;
  };
  return fresh ? make(false) : fx.once('faq drill', () => make(true));
}

/** A drill of `learner01` and its answers as the data layer holds them. */
export const tenantFaqDrillState = async (fx: Fixtures, id: string) => ({
  drill: await findLearnerDrill(fx.db, fx.orgId, fx.learner.id, id),
  answers: await drillAnswers(fx.db, fx.orgId, id),
});
