import { categoriesResponseSchema, speechListResponseSchema, speechResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, speechBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertSpeech } from '../../data/practice/speeches.js';

let server: TestServer;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const list = async (query = '') => speechListResponseSchema.parse((await owner('GET', `/api/admin/material/speech?${query}`)).body);

describe('speech library', () => {
  it('creates, edits, disables, filters, pages and deletes speeches', async () => {
    const id = await createdId(owner, '/api/admin/material/speech', 'speech', speechBody());
    const other = await createdId(
      owner,
      '/api/admin/material/speech',
      'speech',
      speechBody({ category: '开场', text: '你好，我随便看看。', difficulty: 1, emotion: 0, keywords: '' }),
    );
    const detail = speechResponseSchema.parse((await owner('GET', `/api/admin/material/speech/${id}`)).body).speech;
    expect(detail).toMatchObject({ category: '价格异议', difficulty: 2, emotion: 6, keywords: '价格|贵,优惠', voiceno: 'V001', disabled: 0 });

    expect((await list('category=价格异议')).rows.map((row) => row.id)).toEqual([id]);
    expect((await list('difficulty=1')).rows.map((row) => row.id)).toContain(other);
    expect((await list('emotion=6')).rows.map((row) => row.id)).not.toContain(other);
    expect((await list(`text=${encodeURIComponent('随便')}`)).rows.map((row) => row.id)).toEqual([other]);
    expect((await list('text=100%25')).total).toBe(0);
    expect(await owner('GET', '/api/admin/material/speech?rows=7')).toMatchObject({ status: 400, body: { errcode: 40002 } });

    const edited = await owner('PUT', `/api/admin/material/speech/${id}`, speechBody({ text: '改过的话术', keywords: '折扣' }));
    expect(speechResponseSchema.parse(edited.body).speech).toMatchObject({ text: '改过的话术', keywords: '折扣' });
    const disabled = await owner('POST', `/api/admin/material/speech/${id}/disable`, { disabled: 1 });
    expect(speechResponseSchema.parse(disabled.body).speech.disabled).toBe(1);
    expect((await list('disabled=0')).rows.map((row) => row.id)).not.toContain(id);

    expect((await owner('DELETE', `/api/admin/material/speech/${other}`)).status).toBe(200);
    expect(await owner('GET', `/api/admin/material/speech/${other}`)).toMatchObject({ status: 404, body: { errmsg: '话术不存在或已删除' } });
  });

  it.each([
    [{ text: '' }, '请输入话术内容'],
    [{ text: '话'.repeat(201) }, '话术内容最多200个字'],
    [{ category: '' }, '请输入分类'],
    [{ difficulty: 4 }, '难度只能是低、中、高'],
    [{ emotion: 7 }, '情绪只能是0到6'],
    [{ emotion: -1 }, '情绪只能是0到6'],
    [{ keywords: 'a,b,c,d,e,f|g,h,i,j,k' }, '关键词最多10个'],
    [{ keywords: '价格,价格' }, '关键词不能重复'],
    [{ voiceno: 'x'.repeat(33) }, '语音编号最多32个字符'],
    [{ keywords: `价格,${'长'.repeat(33)}` }, '每个关键词最多32个字'],
    [{ category: '类'.repeat(21) }, '分类最多20个字'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = (await list()).total;
    const answer = await owner('POST', '/api/admin/material/speech', speechBody(change));
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await list()).total).toBe(before);
  });

  it('lists the categories in use with their counts', async () => {
    await createdId(owner, '/api/admin/material/speech', 'speech', speechBody({ category: '分类统计' }));
    await createdId(owner, '/api/admin/material/speech', 'speech', speechBody({ category: '分类统计' }));
    const answer = categoriesResponseSchema.parse((await owner('GET', '/api/admin/material/speech/category')).body);
    expect(answer.rows).toContainEqual({ name: '分类统计', count: 2 });
  });

  it('counts ten keywords across `,` and `|` and accepts full-width separators', async () => {
    const ten = 'a|b,c|d,e,f，g｜h,i,j';
    expect((await owner('POST', '/api/admin/material/speech', speechBody({ keywords: ten }))).status).toBe(200);
  });

  it("answers in English and never shows another organisation's speech", async () => {
    const answer = await owner('POST', '/api/admin/material/speech', speechBody({ text: '' }), 'en');
    expect(answer.body.detail).toContain('Enter the speech text');
    const other = await createOrganisation(server.database.db);
    const foreign = await insertSpeech(server.database.db, { orgId: other.id, category: '外部', text: '外部话术' });
    for (const [method, path, body] of [
      ['GET', `/api/admin/material/speech/${foreign.id}`, undefined],
      ['PUT', `/api/admin/material/speech/${foreign.id}`, speechBody()],
      ['POST', `/api/admin/material/speech/${foreign.id}/disable`, { disabled: 1 }],
      ['DELETE', `/api/admin/material/speech/${foreign.id}`, undefined],
    ] as const) {
      expect(await owner(method, path, body)).toMatchObject({ status: 404, body: { errmsg: '话术不存在或已删除' } });
    }
    // A path whose id is no id names no record at all (the route contract).
    expect(await owner('GET', '/api/admin/material/speech/not-an-id')).toMatchObject({ status: 404, body: { successed: false, errmsg: '请求的接口不存在' } });
    expect((await list('text=外部话术')).total).toBe(0);
    const [kept] = await server.database.db.query.speeches.findMany({ where: (s, { eq }) => eq(s.id, foreign.id) });
    expect(kept?.text).toBe('外部话术');
  });

  it('keeps learners out', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', '/api/admin/material/speech')).status).toBe(403);
  });
});
