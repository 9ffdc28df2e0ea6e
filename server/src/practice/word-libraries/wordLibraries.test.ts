import { synonymListResponseSchema, synonymResponseSchema, wordResponseSchema, wordsResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { insertSynonym, replaceWords } from '../../data/practice/words.js';

let server: TestServer;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const words = async (kind: string) => wordsResponseSchema.parse((await owner('GET', `/api/admin/system/setting/words/${kind}`)).body);
const synonyms = async (query = '') => synonymListResponseSchema.parse((await owner('GET', `/api/admin/organization/synonyms?${query}`)).body);

describe('sensitive and polite words', () => {
  it("replaces a library with a list or text, keeps kept words' status, and keeps the two libraries apart", async () => {
    const saved = await owner('PUT', '/api/admin/system/setting/words/sensitive', { words: ['傻', ' 骗子 ', '傻', ''] });
    expect(
      wordsResponseSchema
        .parse(saved.body)
        .rows.map((row) => row.word)
        .sort(),
    ).toEqual(['傻', '骗子'].sort());
    const cheat = (await words('sensitive')).rows.find((row) => row.word === '骗子')!;
    const off = await owner('PUT', `/api/admin/organization/sensitiveword/${cheat.id}/disable?status=1`);
    expect(wordResponseSchema.parse(off.body).word).toMatchObject({ word: '骗子', status: 1, kind: 'sensitive' });

    await owner('PUT', '/api/admin/system/setting/words/sensitive', { words: '骗子\n垃圾，忽悠' });
    const after = await words('sensitive');
    expect(after.rows.map((row) => [row.word, row.status]).sort()).toEqual(
      [
        ['垃圾', 0],
        ['忽悠', 0],
        ['骗子', 1],
      ].sort(),
    );

    await owner('PUT', '/api/admin/system/setting/words/polite', { words: ['您好', '谢谢', '请'] });
    expect((await words('polite')).total).toBe(3);
    expect((await words('sensitive')).total).toBe(3);
    expect((await owner('PUT', '/api/admin/system/setting/words/polite', { words: [] })).status).toBe(200);
    expect((await words('polite')).total).toBe(0);
  });

  it('refuses an over-long word or more than 5,000 words and changes nothing', async () => {
    await owner('PUT', '/api/admin/system/setting/words/polite', { words: ['您好'] });
    const long = await owner('PUT', '/api/admin/system/setting/words/polite', { words: ['谢谢', '长'.repeat(33)] });
    expect(long.status).toBe(400);
    expect(long.body.detail?.[0]).toContain('超过32个字');
    const many = await owner('PUT', '/api/admin/system/setting/words/polite', { words: Array.from({ length: 5001 }, (_, index) => `w${index}`) });
    expect(many.body.detail).toContain('词库最多5000个词');
    expect((await words('polite')).rows.map((row) => row.word)).toEqual(['您好']);
    expect((await owner('GET', '/api/admin/system/setting/words/rude')).status).toBe(404);
  });

  it("never shows another organisation's words", async () => {
    const other = await createOrganisation(server.database.db);
    await replaceWords(server.database.db, other.id, 'sensitive', ['外部敏感词']);
    expect((await words('sensitive')).rows.map((row) => row.word)).not.toContain('外部敏感词');
    const foreign = (await server.database.db.query.practiceWords.findFirst({ where: (w, { eq }) => eq(w.word, '外部敏感词') }))!;
    expect(await owner('PUT', `/api/admin/organization/sensitiveword/${foreign.id}/disable?status=1`)).toMatchObject({
      status: 404,
      body: { errmsg: '词语不存在或已删除' },
    });
  });
});

describe('synonyms', () => {
  it('adds a base word with synonyms (list or comma text), edits, switches off, deletes', async () => {
    const id = await createdId(owner, '/api/admin/organization/synonyms', 'synonym', { base: '实惠', words: '划算，便宜点, 性价比高' });
    expect(synonymResponseSchema.parse((await owner('GET', `/api/admin/organization/synonyms/${id}`)).body).synonym).toMatchObject({
      base: '实惠',
      words: ['划算', '便宜点', '性价比高'],
      status: 0,
    });
    const edited = await owner('PUT', `/api/admin/organization/synonyms/${id}`, { base: '实惠', words: ['让利'] });
    expect(synonymResponseSchema.parse(edited.body).synonym.words).toEqual(['让利']);
    expect(synonymResponseSchema.parse((await owner('PUT', `/api/admin/organization/synonyms/${id}/disable?status=1`)).body).synonym.status).toBe(1);
    expect((await synonyms('word=实惠')).rows.map((row) => row.id)).toEqual([id]);
    expect(await owner('POST', '/api/admin/organization/synonyms', { base: '实惠', words: '划算' })).toMatchObject({
      status: 409,
      body: { errmsg: '该基准词已存在' },
    });
    expect((await owner('DELETE', `/api/admin/organization/synonyms/${id}`)).status).toBe(200);
    expect(await owner('GET', `/api/admin/organization/synonyms/${id}`)).toMatchObject({ status: 404, body: { errmsg: '同义词不存在或已删除' } });
  });

  it.each([
    [{ base: '', words: '折扣' }, '请输入词语'],
    [{ base: '价格', words: '' }, '请输入同义词，多个用逗号分隔'],
    [{ base: '价格', words: '价格,价钱' }, '同义词不能与基准词相同'],
    [{ base: '价格', words: Array.from({ length: 21 }, (_, index) => `价${index}`) }, '同义词最多20个'],
    [{ base: '价格', words: ['长'.repeat(33)] }, '每个词语最多32个字'],
  ])('refuses %o with its message and stores nothing', async (input, message) => {
    const before = (await synonyms()).total;
    const answer = await owner('POST', '/api/admin/organization/synonyms', input);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await synonyms()).total).toBe(before);
  });

  it("never shows another organisation's synonyms", async () => {
    const other = await createOrganisation(server.database.db);
    const foreign = await insertSynonym(server.database.db, { orgId: other.id, base: '外部基准词', words: ['外部'] });
    expect((await owner('GET', `/api/admin/organization/synonyms/${foreign.id}`)).status).toBe(404);
    expect((await owner('PUT', `/api/admin/organization/synonyms/${foreign.id}`, { base: 'x', words: 'y' })).status).toBe(404);
    expect((await synonyms('word=外部基准词')).total).toBe(0);
    expect((await owner('PUT', `/api/admin/organization/synonyms/${foreign.id}/relate`, { words: ['y'] })).status).toBe(404);
    expect((await owner('PUT', '/api/admin/organization/synonyms/batchset', { synonymids: [foreign.id], status: 1 })).status).toBe(404);
    expect((await server.database.db.query.synonyms.findFirst({ where: (row, { eq }) => eq(row.id, foreign.id) }))?.status).toBe(0);
  });

  it('relates more words to a group, keeping its own, within its limits and never its base word', async () => {
    const id = await createdId(owner, '/api/admin/organization/synonyms', 'synonym', { base: '关联基准', words: '折扣' });
    const related = await owner('PUT', `/api/admin/organization/synonyms/${id}/relate`, { words: '减价，折扣, 让利' });
    expect(synonymResponseSchema.parse(related.body).synonym.words).toEqual(['折扣', '减价', '让利']);
    expect(await owner('PUT', `/api/admin/organization/synonyms/${id}/relate`, { words: ['关联基准'] })).toMatchObject({
      status: 400,
      body: { detail: ['同义词不能与基准词相同'] },
    });
    const many = Array.from({ length: 50 }, (_, n) => `词${n}`);
    expect((await owner('PUT', `/api/admin/organization/synonyms/${id}/relate`, { words: many })).status).toBe(400);
    expect((await synonyms('word=关联基准')).rows[0]?.words).toEqual(['折扣', '减价', '让利']);
  });

  it('turns chosen groups off and on at once, all or none', async () => {
    const ids = [
      await createdId(owner, '/api/admin/organization/synonyms', 'synonym', { base: '批量甲', words: '甲一' }),
      await createdId(owner, '/api/admin/organization/synonyms', 'synonym', { base: '批量乙', words: '乙一' }),
    ];
    const statuses = async () => (await synonyms('word=批量')).rows.map((row) => row.status);
    expect((await owner('PUT', '/api/admin/organization/synonyms/batchset', { synonymids: ids, status: 1 })).body).toEqual({ successed: true, updated: 2 });
    expect(await statuses()).toEqual([1, 1]);
    const refused = await owner('PUT', '/api/admin/organization/synonyms/batchset', { synonymids: [...ids, 'not-an-id'], status: 0 });
    expect(refused).toMatchObject({ status: 404, body: { errmsg: '同义词不存在或已删除' } });
    expect(await statuses()).toEqual([1, 1]);
    expect((await owner('PUT', '/api/admin/organization/synonyms/batchset', { synonymids: [], status: 0 })).status).toBe(400);
  });
});
