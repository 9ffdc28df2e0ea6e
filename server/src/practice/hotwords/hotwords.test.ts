import { dialogue, HOT_WORDS_MAX, hotWordListResponseSchema, hotWordResponseSchema, hotWordSettingResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, demoOrganisation } from '../../../test/factories.js';
import { forgetWordLibraries, organisationLexicon, recognitionBoost } from '../lexicon.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { hotWords } from '../../db/schema/index.js';
import { insertHotWord } from '../../data/practice/words.js';

let server: TestServer;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const list = async (query = '') => hotWordListResponseSchema.parse((await owner('GET', `/api/admin/organization/hotword?${query}`)).body);
const body = (overrides: Record<string, unknown> = {}) => ({ word: '途锐', replace: '图锐|涂瑞', homophone: 1, ...overrides });

describe('hot words', () => {
  it('adds a hot word with priority 100 by default, edits it, switches it off and on, and deletes it', async () => {
    const id = await createdId(owner, '/api/admin/organization/hotword', 'hotword', body({ replace: ' 图锐 | 涂瑞 |图锐' }));
    const detail = hotWordResponseSchema.parse((await owner('GET', `/api/admin/organization/hotword/${id}`)).body).hotword;
    expect(detail).toMatchObject({ word: '途锐', replace: '图锐|涂瑞', homophone: 1, pinyin: 'tu rui', priority: 100, status: 0 });
    const answer = await list();
    expect(answer.limit).toBe(HOT_WORDS_MAX);
    expect(answer.rows.map((row) => row.id)).toContain(id);

    const edited = await owner('PUT', `/api/admin/organization/hotword/${id}`, body({ word: 'MPV', homophone: 0, priority: 200 }));
    expect(hotWordResponseSchema.parse(edited.body).hotword).toMatchObject({ word: 'MPV', homophone: 0, priority: 200 });
    const off = await owner('PUT', `/api/admin/organization/hotword/${id}/disable?status=1`);
    expect(hotWordResponseSchema.parse(off.body).hotword.status).toBe(1);
    expect((await list('status=1')).rows.map((row) => row.id)).toEqual([id]);
    expect(hotWordResponseSchema.parse((await owner('PUT', `/api/admin/organization/hotword/${id}/disable?status=0`)).body).hotword.status).toBe(0);
    expect((await owner('DELETE', `/api/admin/organization/hotword/${id}`)).status).toBe(200);
    expect(await owner('GET', `/api/admin/organization/hotword/${id}`)).toMatchObject({ status: 404, body: { errmsg: '热词不存在或已删除' } });
  });

  it("computes a homophone word's syllables unless given, and answers the pinyin call", async () => {
    const computed = await createdId(owner, '/api/admin/organization/hotword', 'hotword', body({ word: '途观', replace: '' }));
    expect(hotWordResponseSchema.parse((await owner('GET', `/api/admin/organization/hotword/${computed}`)).body).hotword.pinyin).toBe('tu guan');
    const given = await createdId(owner, '/api/admin/organization/hotword', 'hotword', body({ word: '行长', replace: '', pinyin: ' Hang  Zhang ' }));
    expect(hotWordResponseSchema.parse((await owner('GET', `/api/admin/organization/hotword/${given}`)).body).hotword.pinyin).toBe('hang zhang');
    const plain = await createdId(owner, '/api/admin/organization/hotword', 'hotword', body({ word: '卡罗拉', replace: '', homophone: 0 }));
    expect(hotWordResponseSchema.parse((await owner('GET', `/api/admin/organization/hotword/${plain}`)).body).hotword.pinyin).toBe('');
    expect(await owner('POST', '/api/admin/organization/hotword/pinyin', { word: '途岳' })).toMatchObject({ status: 200, body: { pinyin: 'tu yue' } });
    expect((await owner('POST', '/api/admin/organization/hotword/pinyin', { word: 'SUV' })).body.detail).toContain('同音替换仅支持中文热词');
  });

  it.each([
    [{ word: '' }, '请输入词语'],
    [{ word: '词'.repeat(33) }, '每个词语最多32个字'],
    [{ word: 'SUV', homophone: 1 }, '同音替换仅支持中文热词'],
    [{ word: '途岳SUV', homophone: 1 }, '同音替换仅支持中文热词'],
    [{ priority: 0 }, '优先级须为1到1000的整数'],
    [{ priority: 1001 }, '优先级须为1到1000的整数'],
    [{ replace: `图锐|${'长'.repeat(33)}` }, '每个词语最多32个字'],
    [{ priority: 1.5 }, '优先级须为1到1000的整数'],
    [{ replace: '途锐|图锐' }, '替换词不能与热词相同'],
    [{ pinyin: 'tu' }, '拼音须为与热词字数相同的音节，用空格分隔'],
    [{ pinyin: 'tu yue2' }, '拼音须为与热词字数相同的音节，用空格分隔'],
    [{ replace: Array.from({ length: 11 }, (_, index) => `替${index}`).join('|') }, '替换词最多10个'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = (await list()).total;
    const answer = await owner('POST', '/api/admin/organization/hotword', body(change));
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await list()).total).toBe(before);
  });

  it('refuses a word already there ("Keyword already exists") and the 5001st word', async () => {
    await createdId(owner, '/api/admin/organization/hotword', 'hotword', body({ word: '保养' }));
    expect(await owner('POST', '/api/admin/organization/hotword', body({ word: '保养' }))).toMatchObject({ status: 409, body: { errmsg: '关键词已存在' } });
    expect((await owner('POST', '/api/admin/organization/hotword', body({ word: '保养' }), 'en')).body.errmsg).toBe('Keyword already exists');

    const { db } = server.database;
    const orgId = (await db.query.hotWords.findFirst({ where: (w, { eq }) => eq(w.word, '保养') }))!.orgId;
    const have = (await list()).total;
    await db.insert(hotWords).values(Array.from({ length: HOT_WORDS_MAX - have }, (_, index) => ({ orgId, word: `词${index}` })));
    expect((await list()).total).toBe(HOT_WORDS_MAX);
    expect(await owner('POST', '/api/admin/organization/hotword', body({ word: '最后一个' }))).toMatchObject({
      status: 409,
      body: { errmsg: '热词数量已达上限5000' },
    });
    expect((await list()).total).toBe(HOT_WORDS_MAX);
  });

  it("never shows another organisation's hot words", async () => {
    const other = await createOrganisation(server.database.db);
    const foreign = await insertHotWord(server.database.db, { orgId: other.id, word: '外部热词' });
    expect((await owner('GET', `/api/admin/organization/hotword/${foreign.id}`)).status).toBe(404);
    expect((await owner('PUT', `/api/admin/organization/hotword/${foreign.id}/disable?status=1`)).status).toBe(404);
    expect((await owner('DELETE', `/api/admin/organization/hotword/${foreign.id}`)).status).toBe(404);
    expect((await list('word=外部热词')).total).toBe(0);
  });

  it('keeps the hot-word setting: both on by default; off, the recogniser gets none and replace words correct nothing', async () => {
    const SETTING = '/api/admin/organization/hotword/setting';
    const orgId = (await demoOrganisation(server.database.db)).id;
    expect(hotWordSettingResponseSchema.parse((await owner('GET', SETTING)).body).setting).toEqual({ recognition: 1, correction: 1 });
    // The list is full by now (the test above): the word goes in below the API, and the libraries are read again.
    await insertHotWord(server.database.db, { orgId, word: '途岳设', replace: '图岳设' });
    forgetWordLibraries(server.database.db, orgId);
    const corrected = async (text: string) =>
      dialogue.applyHotWords(
        dialogue.cleanText(text),
        dialogue.prepareLexicon(dialogue.lexiconSchema.parse(await organisationLexicon(server.database.db, orgId, text))),
      ).text;
    expect(await corrected('这款图岳设')).toContain('途岳设');
    expect((await recognitionBoost(server.database.db, orgId)).map((hot) => hot.word)).toContain('途岳设');

    expect(await owner('PUT', SETTING, { recognition: 2, correction: 0 })).toMatchObject({ status: 400 });
    expect(hotWordSettingResponseSchema.parse((await owner('GET', SETTING)).body).setting).toEqual({ recognition: 1, correction: 1 });
    const saved = await owner('PUT', SETTING, { recognition: 0, correction: 0 });
    expect(hotWordSettingResponseSchema.parse(saved.body).setting).toEqual({ recognition: 0, correction: 0 });
    expect(await recognitionBoost(server.database.db, orgId)).toEqual([]);
    expect(await corrected('这款图岳设')).toContain('图岳设');
    await owner('PUT', SETTING, { recognition: 1, correction: 1 });
    expect(await corrected('这款图岳设')).toContain('途岳设');
  });
});
