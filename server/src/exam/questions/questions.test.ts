import { questionListResponseSchema, questionResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue, createQuestion, questionBody } from '../../../test/examClient.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { insertQuestions } from '../../data/questions.js';
import type { Caller } from '../../../test/tasksClient.js';

let server: TestServer;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const list = async (query: string) => questionListResponseSchema.parse((await owner('GET', `/api/admin/study/question?${query}`)).body);

describe('question bank', () => {
  it('creates, edits, disables and lists questions by catalogue (with sub-catalogues), type, level and text', async () => {
    const root = await createCatalogue(owner, 11, '产品题库');
    const child = (await owner('POST', '/api/admin/material/catalog', { type: 11, name: '价格异议', parentid: root })).body.catalog as { id: string };
    const single = await createQuestion(owner, { catalog: child.id });
    const multiple = await createQuestion(owner, {
      type: 1,
      text: '哪些是有效的倾听技巧？🙂',
      catalog: root,
      choices: [
        { id: 'A', content: '复述', iscorrect: 1 },
        { id: 'B', content: '打断', iscorrect: 0 },
        { id: 'C', content: '提问', iscorrect: 1 },
      ],
    });
    const fill = await createQuestion(owner, { type: 3, text: '我们的总部在____', choices: [], answer: '北京|Beijing', level: 1 });

    const inRoot = await list(`catalogid=${root}`);
    expect(inRoot.rows.map((row) => row.id).sort()).toEqual([single, multiple].sort());
    expect(inRoot.rows.find((row) => row.id === single)).toMatchObject({ catalogname: '价格异议', type: 0, level: 2, score: 10, disabled: 0 });
    expect((await list('type=3')).rows.map((row) => row.id)).toContain(fill);
    expect((await list('type=3')).rows.every((row) => row.type === 3)).toBe(true);
    expect((await list('level=1&type=3')).rows.map((row) => row.id)).toContain(fill);
    expect((await list(`text=${encodeURIComponent('倾听')}`)).rows.map((row) => row.id)).toEqual([multiple]);
    expect((await list('text=100%25')).total).toBe(0);

    const edited = await owner('PUT', `/api/admin/study/question/${single}`, questionBody({ text: '改过的题目', score: 5.5, catalog: '' }));
    expect(questionResponseSchema.parse(edited.body).question).toMatchObject({ text: '改过的题目', score: 5.5, catalog: '', catalogname: '' });

    const disabled = await owner('POST', `/api/admin/study/question/${single}/disable`, { disabled: 1 });
    expect(questionResponseSchema.parse(disabled.body).question.disabled).toBe(1);
    expect((await list('disabled=1')).rows.map((row) => row.id)).toContain(single);
    expect((await list('disabled=0')).rows.map((row) => row.id)).not.toContain(single);
  });

  it('pages the picker by 30 and refuses other page sizes', async () => {
    const { db } = server.database;
    const catalog = await createCatalogue(owner, 11, '分页');
    const me = (await owner('GET', `/api/admin/study/question/${await createQuestion(owner, { catalog, text: '第0题' })}`)).body.question as { id: string };
    const row = (await db.query.questions.findFirst({ where: (q, { eq }) => eq(q.id, me.id) }))!;
    await insertQuestions(
      db,
      Array.from({ length: 34 }, (_, index) => ({
        orgId: row.orgId,
        catalogId: catalog,
        type: 2,
        text: `判断${index + 1}`,
        choices: [
          { id: 'A', content: '正确', iscorrect: 1 as const },
          { id: 'B', content: '错误', iscorrect: 0 as const },
        ],
      })),
    );
    const first = await list(`catalogid=${catalog}&type=2&rows=30`);
    expect(first).toMatchObject({ total: 34 });
    expect(first.rows).toHaveLength(30);
    expect((await list(`catalogid=${catalog}&type=2&rows=30&page=2`)).rows).toHaveLength(4);
    expect(await owner('GET', '/api/admin/study/question?rows=7')).toMatchObject({ status: 400, body: { errcode: 40002 } });
  });

  it.each([
    [{ text: '' }, '请输入题目内容'],
    [{ text: '题'.repeat(501) }, '题目内容最多500个字'],
    [{ level: 4 }, '难度只能是低、中、高'],
    [{ score: 10.25 }, '分值须在0到100之间，最多一位小数'],
    [{ promotion: '解'.repeat(129) }, '解析最多128个字'],
    [{ type: 7 }, '题型不正确'],
    [
      {
        choices: [
          { id: 'A', content: '甲', iscorrect: 1 },
          { id: 'B', content: '乙', iscorrect: 1 },
        ],
      },
      '单选题必须有且只有一个正确答案',
    ],
    [
      {
        type: 1,
        choices: [
          { id: 'A', content: '甲', iscorrect: 1 },
          { id: 'B', content: '乙', iscorrect: 0 },
        ],
      },
      '多选题至少需要两个正确答案',
    ],
    [{ type: 3, choices: [], answer: '' }, '请输入填空题答案，多个空的答案用逗号分隔'],
    [{ choices: Array.from({ length: 11 }, (_, index) => ({ id: `o${index}`, content: `选项${index}`, iscorrect: index === 0 ? 1 : 0 })) }, '最多10个选项'],
  ])('refuses %o with the spec message and stores nothing', async (change, message) => {
    const before = (await list('rows=30')).total;
    const answer = await owner('POST', '/api/admin/study/question', questionBody(change));
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await list('rows=30')).total).toBe(before);
  });

  it("answers in English, refuses a catalogue of another type or organisation, and another organisation's question", async () => {
    const answer = await owner('POST', '/api/admin/study/question', questionBody({ text: '' }), 'en');
    expect(answer.body.detail?.[0]).toMatch(/question/i);
    const paperCatalog = await createCatalogue(owner, 12, '试卷目录');
    expect(await owner('POST', '/api/admin/study/question', questionBody({ catalog: paperCatalog }))).toMatchObject({
      status: 404,
      body: { errmsg: '目录不存在' },
    });
    const { db } = server.database;
    const other = await createOrganisation(db);
    const stranger = await createUser(db, { orgId: other.id });
    const [foreign] = await insertQuestions(db, [{ orgId: other.id, type: 3, text: '外部题', answer: 'x', creatorId: stranger.id }]);
    for (const [method, path, body] of [
      ['GET', `/api/admin/study/question/${foreign!.id}`, undefined],
      ['PUT', `/api/admin/study/question/${foreign!.id}`, questionBody()],
      ['POST', `/api/admin/study/question/${foreign!.id}/disable`, { disabled: 1 }],
    ] as const) {
      expect(await owner(method, path, body)).toMatchObject({ status: 404, body: { errmsg: '题目不存在或已删除' } });
    }
    // A path whose id is not one names no question: the route contract's 404.
    expect(await owner('GET', '/api/admin/study/question/not-an-id')).toMatchObject({ status: 404, body: { errmsg: '请求的接口不存在' } });
    expect((await list('text=外部题')).total).toBe(0);
  });

  it('keeps learners out', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', '/api/admin/study/question')).status).toBe(403);
  });

  it('belongs to exam management: its holder keeps the bank, its catalogues and its import; the Q&A bank key reaches none', async () => {
    const { db } = server.database;
    const examToken = await server.login((await createUser(db, { funcs: 'exammanagement' })).account);
    const examManager = adminCaller(server.fetch, examToken);
    const catalog = await createCatalogue(examManager, 11, '考试管理的题目分类');
    const id = await createQuestion(examManager, { catalog, text: '考试管理员写的题' });
    const listed = await examManager('GET', `/api/admin/study/question?text=${encodeURIComponent('考试管理员写的题')}`);
    expect(questionListResponseSchema.parse(listed.body).rows).toMatchObject([{ id }]);
    expect((await server.fetch('/api/admin/study/question/import/template', { headers: { token: examToken } })).status).toBe(200);

    const faqKeeper = adminCaller(server.fetch, await server.login((await createUser(db, { funcs: 'questionbank,editbank' })).account));
    for (const [method, path, body] of [
      ['GET', '/api/admin/study/question', undefined],
      ['POST', '/api/admin/study/question', questionBody()],
      ['GET', `/api/admin/study/question/${id}`, undefined],
      ['POST', `/api/admin/study/question/${id}/disable`, { disabled: 1 }],
      ['GET', '/api/admin/study/question/import/template', undefined],
      ['GET', '/api/admin/material/catalog?type=11', undefined],
      ['POST', '/api/admin/material/catalog', { type: 11, name: '越权' }],
    ] as const) {
      expect(await faqKeeper(method, path, body), `${method} ${path}`).toMatchObject({ status: 403, body: { errcode: 40300 } });
    }
  });
});
