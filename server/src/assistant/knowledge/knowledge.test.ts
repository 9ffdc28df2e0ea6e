import {
  aiCenterTokenResponseSchema,
  CATALOG_TYPES,
  OPEN_TYPES,
  createTranslator,
  knowledgeAnswerSchema,
  knowledgeDocumentListResponseSchema,
  knowledgeDocumentsResponseSchema,
  knowledgeSearchResponseSchema,
  type KnowledgeDocument,
} from '@peilian/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, usageRecords, users } from '../../db/schema/index.js';
import { createLogger } from '../../logger.js';
import { createProviders } from '../../providers/index.js';
import { buildDemoPdf } from '../../seed/demoPdf.js';
import { filesRoot, LocalFileStorage } from '../../storage/files.js';
import { ManualClock } from '../../../test/clock.js';
import { knowledgeEnv, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openAi.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../../test/harness.js';
import { uploadMedia } from '../../../test/libraryClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { listedCatalogue } from '../../../test/catalogueAccessClient.js';
import { createKnowledgeJob } from './job.js';

// The knowledge base end to end against the fake OpenAI-compatible model and embeddings: library
// PDFs indexed by the job, the chat answering with the right passage, the search, the learner's and
// the embedded dialog's calls, and every refusal (no model, not a dealer, a bad token, another organisation).
const KB = '/api/admin/smart/knowledge';
const ASK = '/api/trainning/knowledge/ask';
const SEARCH = '/api/trainning/knowledge/search';

let fake: FakeOpenAi;
let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
let learner: ReturnType<typeof adminCaller>;
let ownerToken: string;
let orgId: string;
let job: ReturnType<typeof createKnowledgeJob>;
const clock = new ManualClock();
const documents: Record<string, KnowledgeDocument> = {};

async function ok(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

async function addPdf(name: string, title: string, lines: string[]): Promise<KnowledgeDocument> {
  const media = await uploadMedia(server.fetch, ownerToken, { kind: 'file', filename: `${name}.pdf`, bytes: buildDemoPdf(title, lines) });
  const added = knowledgeDocumentsResponseSchema.parse(await ok(owner('POST', `${KB}/document`, { mediaIds: [media.id] })));
  return added.rows[0]!;
}

async function listed(): Promise<Map<string, KnowledgeDocument>> {
  const list = knowledgeDocumentListResponseSchema.parse(await ok(owner('GET', `${KB}/document?rows=50`)));
  return new Map(list.rows.map((row) => [row.id, row]));
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({ clock, env: { ...knowledgeEnv(fake), ...LASTING_SESSIONS, KNOWLEDGE_TICK_MS: '0' } });
  orgId = (await demoOrganisation(server.database.db)).id;
  // The provider puts the demo organisation on the dealer allow-list (docs/assistant.md "Dealer organisations").
  await server.database.db
    .update(organisations)
    .set({ settings: sql`${organisations.settings} || '{"dealer": true}'::jsonb` })
    .where(eq(organisations.id, orgId));
  ownerToken = await server.login('owner01');
  owner = adminCaller(server.fetch, ownerToken);
  learner = adminCaller(server.fetch, await server.login('learner01'));
  const providers = createProviders(server.config);
  const storage = new LocalFileStorage(filesRoot(server.config.dataDir));
  job = createKnowledgeJob({ db: server.database.db, clock, logger: createLogger('silent'), storage, embeddings: providers.embeddings, tickMs: 0 });
  documents.service = await addPdf('保养手册', 'Service guide', [
    'Oil change every 10000 km at the dealer workshop.',
    'The warranty covers the traction battery for eight years.',
  ]);
  documents.finance = await addPdf('金融方案', 'Finance plans', ['Car loans run for up to five years.', 'The down payment starts at twenty percent.']);
});
afterAll(async () => {
  await job?.stop();
  await server?.close();
  await fake?.close();
});

describe('indexing', () => {
  it('chunks and embeds an added PDF in the background job, with its progress and the embedding usage', async () => {
    expect(documents.service).toMatchObject({ status: 'waiting', progress: 0, chunks: 0 });
    const finished = await job.tick();
    // The demo's sample document, seeded waiting, is indexed with them.
    expect(finished).toEqual(expect.arrayContaining([documents.service!.id, documents.finance!.id]));
    const rows = await listed();
    expect(rows.get(documents.service!.id)).toMatchObject({ status: 'ready', progress: 100, pages: 1, failure: null });
    expect(rows.get(documents.service!.id)!.chunks).toBeGreaterThan(0);
    expect(fake.embedded.flat().some((text) => text.includes('traction battery'))).toBe(true);
    const ownerId = (await server.database.db.query.users.findFirst({ where: and(eq(users.orgId, orgId), eq(users.account, 'owner01')) }))!.id;
    const used = await server.database.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.orgId, orgId), eq(usageRecords.subject, 'knowledge'), eq(usageRecords.subjectId, documents.service!.id)));
    expect(used.length).toBeGreaterThan(0);
    expect(used[0]).toMatchObject({ service: 'embedding', userId: ownerId, subjectId: documents.service!.id });
    expect(used[0]!.departmentId).not.toBeNull();
  });

  it('refuses a file twice, an unknown file and a file of another kind', async () => {
    const twice = await owner('POST', `${KB}/document`, { mediaIds: [documents.service!.mediaId] });
    expect(twice).toMatchObject({ status: 400, body: { errcode: 40026 } });
    const unknown = await owner('POST', `${KB}/document`, { mediaIds: ['00000000-0000-4000-8000-000000000000'] }, 'en');
    expect(unknown).toMatchObject({ status: 400, body: { errcode: 40025, errmsg: 'The library has no such file' } });
    const empty = await owner('POST', `${KB}/document`, { mediaIds: [] });
    expect(empty).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('请选择要添加的文件') } });
  });
});

describe('the chat', () => {
  it('answers from the passage that holds the answer and cites it, recording the model usage', async () => {
    const before = fake.requests.length;
    const answer = knowledgeAnswerSchema.parse(
      await ok(owner('POST', `${KB}/chat`, { question: 'How many years does the warranty cover the traction battery?' })),
    );
    expect(answer.answered).toBe(true);
    expect(answer.answer).toContain('[1]');
    expect(answer.citations[0]).toMatchObject({ n: 1, documentId: documents.service!.id, documentName: '保养手册', page: 1 });
    expect(answer.citations[0]!.text).toContain('warranty covers the traction battery');
    expect(fake.requests.length).toBe(before + 1);
    const prompt = fake.requests.at(-1)!.messages.at(-1)!.content;
    expect(prompt).toContain('How many years does the warranty');
    const llm = await server.database.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.orgId, orgId), eq(usageRecords.subject, 'knowledge-chat')));
    expect(llm.map((row) => row.service).sort()).toEqual(['embedding', 'llm']);
  });

  it("says in the asker's language that nothing was found, without asking the model", async () => {
    const before = fake.requests.length;
    const zh = knowledgeAnswerSchema.parse(await ok(owner('POST', `${KB}/chat`, { question: 'xylophone quasar' })));
    expect(zh).toEqual({ successed: true, answered: false, answer: createTranslator('zh-CN')('knowledgeAdmin.answer.notFound'), citations: [] });
    const en = knowledgeAnswerSchema.parse(await ok(owner('POST', `${KB}/chat`, { question: 'xylophone quasar' }, 'en')));
    expect(en.answer).toBe(createTranslator('en')('knowledgeAdmin.answer.notFound'));
    expect(fake.requests.length).toBe(before);
  });
});

describe('the search', () => {
  it('ranks the passage sharing the words first, scores 0–1', async () => {
    const found = knowledgeSearchResponseSchema.parse(await ok(owner('GET', `${KB}/search?text=${encodeURIComponent('down payment')}`)));
    expect(found.rows[0]).toMatchObject({ documentId: documents.finance!.id, page: 1 });
    expect(found.rows[0]!.snippet).toContain('down payment');
    for (const row of found.rows) expect(row.score).toBeGreaterThan(0);
    expect(found.rows[0]!.score).toBeLessThanOrEqual(1);
    expect(found.rows.map((row) => row.score)).toEqual([...found.rows.map((row) => row.score)].sort((a, b) => b - a));
  });

  it("requires the text, in the asker's language", async () => {
    expect(await learner('GET', SEARCH)).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('请输入搜索内容') } });
    expect(await learner('GET', `${SEARCH}?text=`, undefined, 'en')).toMatchObject({ status: 400, body: { errmsg: expect.stringMatching(/search/i) } });
  });
});

describe("the learner's assistant", () => {
  it('answers and searches for a dealer organisation', async () => {
    const answer = knowledgeAnswerSchema.parse(await ok(learner('POST', ASK, { question: 'How often is the oil change?', history: [] })));
    expect(answer).toMatchObject({ answered: true, citations: [{ documentId: documents.service!.id }] });
    const found = knowledgeSearchResponseSchema.parse(await ok(learner('GET', `${SEARCH}?text=loans`)));
    expect(found.rows[0]?.documentId).toBe(documents.finance!.id);
    const login = await learner('GET', '/api/trainning/user/logininfo');
    expect(JSON.stringify(login.body)).toContain('"dealer":1');
  });

  it('gives the dialog a short-lived token its page asks with; a forged or expired one is refused', async () => {
    const issued = aiCenterTokenResponseSchema.parse(await ok(learner('GET', '/api/trainning/user/aicentertoken')));
    expect(issued.url).toBe(`/aicenter?token=${encodeURIComponent(issued.token)}`);
    const ask = (token: string, language = 'zh-CN') =>
      server
        .fetch('/api/aicenter/ask', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
          body: JSON.stringify({ token, question: 'Who covers the traction battery warranty?' }),
        })
        .then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
    const answered = await ask(issued.token);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(knowledgeAnswerSchema.parse(answered.body).citations[0]?.documentId).toBe(documents.service!.id);
    const [payload] = issued.token.split('.');
    expect(await ask(`${payload}.forged`)).toMatchObject({ status: 403, body: { errcode: 40342 } });
    expect(await ask(ownerToken, 'en')).toMatchObject({ status: 403, body: { errcode: 40342, errmsg: expect.any(String) } });
    clock.advance(31 * 60);
    expect(await ask(issued.token)).toMatchObject({ status: 403, body: { errcode: 40342 } });
  });

  it('neither offers nor adds a library file of a catalogue the admin may not see', async () => {
    const hidden = await listedCatalogue(owner, CATALOG_TYPES.file, '保密资料', OPEN_TYPES.private);
    const secret = await uploadMedia(server.fetch, ownerToken, {
      kind: 'file',
      filename: '保密手册.pdf',
      bytes: buildDemoPdf('Secret', ['Internal prices only.']),
      complete: { catalogid: hidden.id },
    });
    const editor = await createUser(server.database.db, { funcs: 'knowledge', openai: 1, name: '知识管理员' });
    const limited = adminCaller(server.fetch, await server.login(editor.account));
    const offered = (await ok(limited('GET', `${KB}/candidates`))) as { rows: { id: string }[] };
    expect(offered.rows.map((row) => row.id)).not.toContain(secret.id);
    const ownerOffer = (await ok(owner('GET', `${KB}/candidates`))) as { rows: { id: string }[] };
    expect(ownerOffer.rows.map((row) => row.id)).toContain(secret.id);
    expect(await limited('POST', `${KB}/document`, { mediaIds: [secret.id] })).toMatchObject({ status: 400, body: { errcode: 40025 } });
  });

  it("refuses the dialog's token once its account is disabled", async () => {
    const { db } = server.database;
    const org = await demoOrganisation(db);
    const seller = await createUser(db, { orgId: org.id });
    const call = adminCaller(server.fetch, await server.login(seller.account));
    const issued = aiCenterTokenResponseSchema.parse(await ok(call('GET', '/api/trainning/user/aicentertoken')));
    await db.update(users).set({ disabled: 1 }).where(eq(users.id, seller.id));
    const refused = await server.fetch('/api/aicenter/ask', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: issued.token, question: 'warranty?' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errcode: 40342 });
  });

  it('refuses an organisation that is not a dealer', async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    const outsider = await createUser(db, { orgId: other.id });
    const call = adminCaller(server.fetch, await server.login(outsider.account));
    expect(await call('POST', ASK, { question: 'warranty?' })).toMatchObject({ status: 403, body: { errcode: 40341 } });
    expect(await call('GET', '/api/trainning/user/aicentertoken')).toMatchObject({ status: 403, body: { errcode: 40341 } });
  });
});

describe('organisation scope', () => {
  it('keeps another organisation out of the documents and the passages', async () => {
    const { db } = server.database;
    const other = await createOrganisation(db, { settings: { dealer: true } });
    const admin = await createUser(db, { orgId: other.id, orgowner: 1, openai: 1 });
    const call = adminCaller(server.fetch, await server.login(admin.account));
    expect(await call('POST', `${KB}/document/${documents.service!.id}/reindex`)).toMatchObject({ status: 404, body: { errcode: 40425 } });
    expect(await call('DELETE', `${KB}/document/${documents.service!.id}`)).toMatchObject({ status: 404 });
    const found = knowledgeSearchResponseSchema.parse(await ok(call('GET', `${KB}/search?text=warranty`)));
    expect(found).toMatchObject({ rows: [], total: 0 });
    const list = knowledgeDocumentListResponseSchema.parse(await ok(call('GET', `${KB}/document`)));
    expect(list.rows).toEqual([]);
  });

  it('moves a removed document to the recycle bin, and re-indexes on demand', async () => {
    const again = await ok(owner('POST', `${KB}/document/${documents.finance!.id}/reindex`));
    expect(again).toMatchObject({ document: { status: 'waiting', progress: 0 } });
    expect(await job.tick()).toEqual([documents.finance!.id]);
    await ok(owner('DELETE', `${KB}/document/${documents.finance!.id}`));
    expect((await listed()).has(documents.finance!.id)).toBe(false);
    const bin = await ok(adminCaller(server.fetch, await server.login('superadmin'))('GET', '/api/admin/system/recyclebin?kind=knowledgedoc'));
    expect(JSON.stringify(bin)).toContain('金融方案');
  });
});

describe('without a model', () => {
  it('says the assistant is not enabled at every entry point and leaves documents waiting', async () => {
    const bare = await startTestServer();
    try {
      await bare.database.db
        .update(organisations)
        .set({ settings: sql`${organisations.settings} || '{"dealer": true}'::jsonb` })
        .where(eq(organisations.name, '演示企业'));
      const admin = adminCaller(bare.fetch, await bare.login('owner01'));
      const pupil = adminCaller(bare.fetch, await bare.login('learner01'));
      const list = knowledgeDocumentListResponseSchema.parse(await ok(admin('GET', `${KB}/document`)));
      expect(list.readiness).toEqual({ model: false, embeddings: false });
      for (const refused of [
        await admin('POST', `${KB}/chat`, { question: 'warranty?' }),
        await admin('GET', `${KB}/search?text=warranty`),
        await pupil('POST', ASK, { question: 'warranty?' }),
        await pupil('GET', `${SEARCH}?text=warranty`),
        await pupil('GET', '/api/trainning/user/aicentertoken'),
      ]) {
        expect(refused).toMatchObject({ status: 403, body: { errcode: 40340, errmsg: '智能助手未启用，请联系管理员配置大模型服务' } });
      }
    } finally {
      await bare.close();
    }
  });
});
