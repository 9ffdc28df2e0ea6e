import { catalogTreeResponseSchema, drawResponseSchema, paperListResponseSchema, paperPreviewResponseSchema, paperResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue, createQuestion } from '../../../test/examClient.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertPaper } from '../../data/papers.js';

let server: TestServer;
let owner: Caller;
let ids: string[];

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  ids = [
    await createQuestion(owner, { text: '单选一' }),
    await createQuestion(owner, {
      text: '判断一',
      type: 2,
      choices: [
        { id: 'T', content: '正确', iscorrect: 1 },
        { id: 'F', content: '错误', iscorrect: 0 },
      ],
    }),
    await createQuestion(owner, { text: '填空一', type: 3, choices: [], answer: '北京,上海' }),
  ];
});
afterAll(() => server?.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  title: '期末考试',
  minute: 60,
  limitMinute: 10,
  score: 60,
  questions: [
    { id: ids[0], score: 33.3 },
    { id: ids[1], score: 33.3 },
    { id: ids[2], score: 33.4 },
  ],
  ...overrides,
});

describe('papers', () => {
  it('keeps a paper of the default category in that category, by id and by name, after publishing', async () => {
    const created = paperResponseSchema.parse((await owner('POST', '/api/admin/study/paper', body({ title: '默认分类的试卷', category: '12' }))).body).paper;
    expect(created).toMatchObject({ category: '12', categoryName: '默认分类' });
    const published = paperResponseSchema.parse((await owner('POST', `/api/admin/study/paper/${created.id}/status`, { status: 1 })).body).paper;
    expect(published).toMatchObject({ status: 1, category: '12', categoryName: '默认分类' });
    const listed = paperListResponseSchema.parse((await owner('GET', `/api/admin/study/paper?title=${encodeURIComponent('默认分类的试卷')}`)).body);
    expect(listed.rows[0]).toMatchObject({ category: '12', categoryName: '默认分类' });
  });

  it('composes a paper from picked questions, previews it without answers, publishes it and then refuses changes', async () => {
    const catalog = await createCatalogue(owner, 12, '季度考试');
    const created = paperResponseSchema.parse((await owner('POST', '/api/admin/study/paper', body({ category: catalog }))).body).paper;
    expect(created).toMatchObject({ title: '期末考试', total: 100, questioncount: 3, status: 0, categoryName: '季度考试', warnings: [] });
    expect(created.questions?.map((question) => question.sourceid)).toEqual(ids);
    expect(created.questions?.[2]).toMatchObject({ type: 3, answer: '北京,上海', score: 33.4 });

    const preview = paperPreviewResponseSchema.parse((await owner('GET', `/api/admin/study/paper/${created.id}?preview=1`)).body);
    expect(preview.questions[2]).toEqual({ id: '2', type: 3, text: '填空一', level: 2, score: 33.4, choices: [], blanks: 2 });
    expect(JSON.stringify(preview)).not.toContain('iscorrect');

    // Editing the bank question later does not change the paper's copy.
    await owner('PUT', `/api/admin/study/question/${ids[2]}`, { type: 3, text: '填空改', answer: '广州', choices: [] });
    const again = paperResponseSchema.parse((await owner('GET', `/api/admin/study/paper/${created.id}`)).body).paper;
    expect(again.questions?.[2]?.text).toBe('填空一');

    const published = await owner('POST', `/api/admin/study/paper/${created.id}/status`, { status: 1 });
    expect(paperResponseSchema.parse(published.body).paper.status).toBe(1);
    expect(await owner('PUT', `/api/admin/study/paper/${created.id}`, body({ title: '改' }))).toMatchObject({
      status: 409,
      body: { errmsg: '试卷已发布，不能修改' },
    });
    expect(await owner('DELETE', `/api/admin/study/paper/${created.id}`)).toMatchObject({ status: 409 });
    const listed = paperListResponseSchema.parse((await owner('GET', `/api/admin/study/paper?catalogid=${catalog}&status=1`)).body);
    expect(listed.rows.map((row) => row.id)).toEqual([created.id]);
  });

  it('deletes a draft paper, which is then gone', async () => {
    const draft = paperResponseSchema.parse((await owner('POST', '/api/admin/study/paper', body({ title: '待删除的草稿' }))).body).paper;
    expect(await owner('DELETE', `/api/admin/study/paper/${draft.id}`)).toMatchObject({ status: 200, body: { successed: true } });
    expect(await owner('GET', `/api/admin/study/paper/${draft.id}`)).toMatchObject({ status: 404, body: { errmsg: '试卷不存在或已删除' } });
  });

  it.each([
    [{ title: '' }, '请输入试卷标题'],
    [{ minute: 10, limitMinute: 10 }, '考试时长（10分钟）必须大于最短交卷时间（10分钟）'],
    [{ score: 0 }, '及格分须大于0且不超过100，最多一位小数'],
    [{ questions: [] }, '请至少添加一道题目'],
    [
      {
        questions: [
          { id: 'x', score: 50 },
          { id: 'x', score: 50 },
        ],
      },
      '第2题与前面的题目重复',
    ],
  ])('refuses %o with the spec message', async (change, message) => {
    const before = paperListResponseSchema.parse((await owner('GET', '/api/admin/study/paper')).body).total;
    const answer = await owner('POST', '/api/admin/study/paper', body(change));
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect(paperListResponseSchema.parse((await owner('GET', '/api/admin/study/paper')).body).total).toBe(before);
  });

  it('refuses a total other than 100 and names it', async () => {
    const answer = await owner(
      'POST',
      '/api/admin/study/paper',
      body({
        questions: [
          { id: ids[0], score: 50 },
          { id: ids[1], score: 60 },
        ],
      }),
    );
    expect(answer.body.detail).toContain('试卷总分必须等于100分，当前为110分');
    const en = await owner('POST', '/api/admin/study/paper', body({ questions: [{ id: ids[0], score: 50 }] }), 'en');
    expect(en.body.detail?.join(' ')).toMatch(/100/);
  });

  it('refuses unknown, disabled or foreign questions and a paper of another organisation', async () => {
    const disabled = await createQuestion(owner, { text: '停用题' });
    await owner('POST', `/api/admin/study/question/${disabled}/disable`, { disabled: 1 });
    for (const id of [disabled, '00000000-0000-4000-8000-000000000000']) {
      const answer = await owner('POST', '/api/admin/study/paper', body({ questions: [{ id, score: 100 }] }));
      expect(answer).toMatchObject({ status: 404, body: { errmsg: '题目不存在或已删除' } });
    }
    const other = await createOrganisation(server.database.db);
    const foreign = await insertPaper(server.database.db, { orgId: other.id, title: '外部试卷', minute: 10, passScore: 60 });
    expect(await owner('GET', `/api/admin/study/paper/${foreign.id}`)).toMatchObject({ status: 404, body: { errmsg: '试卷不存在或已删除' } });
  });

  it('draws questions at random by type and catalogue; the same seed draws the same', async () => {
    const catalog = await createCatalogue(owner, 11, '抽题目录');
    const judges: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      judges.push(
        await createQuestion(owner, {
          text: `抽题${index}`,
          type: 2,
          catalog,
          choices: [
            { id: 'T', content: '对', iscorrect: 1 },
            { id: 'F', content: '错', iscorrect: 0 },
          ],
        }),
      );
    }
    const rules = [{ catalogs: [catalog], type: 2, count: 4, score: 25 }];
    const first = drawResponseSchema.parse((await owner('POST', '/api/admin/study/paper/draw', { rules, seed: 42 })).body);
    const second = drawResponseSchema.parse((await owner('POST', '/api/admin/study/paper/draw', { rules, seed: 42 })).body);
    expect(first.questions).toHaveLength(4);
    expect(first.questions.map((question) => question.id)).toEqual(second.questions.map((question) => question.id));
    expect(first.questions.every((question) => judges.includes(question.id) && question.score === 25)).toBe(true);
    const short = drawResponseSchema.parse((await owner('POST', '/api/admin/study/paper/draw', { rules: [{ ...rules[0], count: 9 }] })).body);
    expect(short.shortfalls[0]?.message).toBe('第1条抽题规则需要9道题，题库中只有6道符合条件');
    const paper = await owner(
      'POST',
      '/api/admin/study/paper',
      body({ questions: first.questions.map((question) => ({ id: question.id, score: question.score })) }),
    );
    expect(paperResponseSchema.parse(paper.body).paper.total).toBe(100);
  });
});

describe('the paper picker of the package editor', () => {
  it('shows the published papers, their figures and catalogues to an admin of the exam task list only, who changes no paper', async () => {
    const catalog = await createCatalogue(owner, 12, '挑选目录');
    const draft = paperResponseSchema.parse((await owner('POST', '/api/admin/study/paper', body({ title: '挑选草稿', category: catalog }))).body).paper;
    const ready = paperResponseSchema.parse((await owner('POST', '/api/admin/study/paper', body({ title: '挑选已发布', category: catalog }))).body).paper;
    expect((await owner('POST', `/api/admin/study/paper/${ready.id}/status`, { status: 1 })).status).toBe(200);

    const examList = await createUser(server.database.db, { funcs: 'trainmanagement-exame' });
    const picker = adminCaller(server.fetch, await server.login(examList.account));
    for (const query of [`catalogid=${catalog}&status=1`, `catalogid=${catalog}&status=0`, `catalogid=${catalog}`]) {
      const listed = await picker('GET', `/api/admin/study/paper?${query}`);
      expect(listed.status, query).toBe(200);
      expect(
        paperListResponseSchema.parse(listed.body).rows.map((row) => row.id),
        query,
      ).toEqual([ready.id]);
    }
    const shown = paperResponseSchema.parse((await picker('GET', `/api/admin/study/paper/${ready.id}`)).body).paper;
    expect(shown).toMatchObject({ id: ready.id, title: '挑选已发布', questioncount: 3, total: 100, status: 1 });
    expect(shown.questions).toBeUndefined();
    expect(await picker('GET', `/api/admin/study/paper/${draft.id}`)).toMatchObject({ status: 404, body: { errcode: 40461 } });
    expect(await picker('GET', `/api/admin/study/paper/${ready.id}?preview=1`)).toMatchObject({ status: 403, body: { errcode: 40300 } });
    const tree = await picker('GET', '/api/admin/material/catalog?type=12');
    expect(catalogTreeResponseSchema.parse(tree.body).rows.map((row) => row.name)).toContain('挑选目录');

    const refused = [
      await picker('POST', '/api/admin/study/paper', body({ title: '越权' })),
      await picker('PUT', `/api/admin/study/paper/${draft.id}`, body({ title: '越权' })),
      await picker('POST', `/api/admin/study/paper/${draft.id}/status`, { status: 1 }),
      await picker('DELETE', `/api/admin/study/paper/${draft.id}`),
      await picker('POST', '/api/admin/material/catalog', { type: 12, name: '越权' }),
      await picker('POST', '/api/admin/study/paper/draw', { rules: [{ catalogs: [], type: 0, count: 1, score: 100 }] }),
    ];
    for (const answer of refused) expect(answer).toMatchObject({ status: 403, body: { errcode: 40300 } });
    const after = paperResponseSchema.parse((await owner('GET', `/api/admin/study/paper/${draft.id}`)).body).paper;
    expect(after).toMatchObject({ title: '挑选草稿', status: 0 });
    expect(paperListResponseSchema.parse((await owner('GET', `/api/admin/study/paper?catalogid=${catalog}`)).body).total).toBe(2);

    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', '/api/admin/study/paper')).status).toBe(403);
  });
});
