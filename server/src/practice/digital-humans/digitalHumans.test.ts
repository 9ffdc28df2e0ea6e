import { clipListResponseSchema, voiceTemplateListResponseSchema, voiceTemplateResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, voiceTemplateBody } from '../../../test/practiceClient.js';
import type { Caller } from '../../../test/tasksClient.js';
import { updateVoiceTemplate } from '../../data/practice/voiceTemplates.js';

let server: TestServer;
let owner: Caller;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const list = async (query = '') => voiceTemplateListResponseSchema.parse((await owner('GET', `/api/admin/voice/digitalhuman?${query}`)).body);

/** Polls the template until its synthesis is no longer running. */
async function settled(id: string) {
  for (;;) {
    const template = voiceTemplateResponseSchema.parse((await owner('GET', `/api/admin/voice/digitalhuman/${id}`)).body).digitalhuman;
    if (template.synthstatus !== 'running') return template;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('digital humans', () => {
  it('creates an unvoiced template; a new voice makes a voiced one unvoiced again; other edits keep it voiced', async () => {
    const id = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody());
    const created = voiceTemplateResponseSchema.parse((await owner('GET', `/api/admin/voice/digitalhuman/${id}`)).body).digitalhuman;
    expect(created).toMatchObject({ name: '成熟男声', language: 'mandarin', voiced: 0, synthstatus: 'idle', synthdone: 0, isfree: 1 });
    const { db } = server.database;
    const orgId = (await db.query.voiceTemplates.findFirst({ where: (t, { eq }) => eq(t.id, id) }))!.orgId;
    await updateVoiceTemplate(db, orgId, id, { voiced: 1, synthStatus: 'done', synthDone: 4, synthTotal: 4 }, new Date());

    const renamed = await owner('PUT', `/api/admin/voice/digitalhuman/${id}`, voiceTemplateBody({ name: '新名字' }));
    expect(voiceTemplateResponseSchema.parse(renamed.body).digitalhuman).toMatchObject({ name: '新名字', voiced: 1, synthstatus: 'done' });
    const revoiced = await owner('PUT', `/api/admin/voice/digitalhuman/${id}`, voiceTemplateBody({ speechvoice: 'yue' }));
    expect(voiceTemplateResponseSchema.parse(revoiced.body).digitalhuman).toMatchObject({ voiced: 0, synthstatus: 'idle', synthdone: 0 });

    expect((await list('name=成熟男声')).rows.map((row) => row.id)).toEqual([id]);
    expect(
      voiceTemplateResponseSchema.parse((await owner('POST', `/api/admin/voice/digitalhuman/${id}/disable`, { disabled: 1 })).body).digitalhuman.disabled,
    ).toBe(1);
    expect((await list('disabled=1')).rows.map((row) => row.id)).toContain(id);
    expect((await owner('DELETE', `/api/admin/voice/digitalhuman/${id}`)).status).toBe(200);
    expect(await owner('GET', `/api/admin/voice/digitalhuman/${id}`)).toMatchObject({ status: 404, body: { errmsg: '数字人不存在或已删除' } });
  });

  it('voices every scripted line in the background as a dubbing task, keeps voiced lines, and voices only what is new', async () => {
    const id = await createdId(owner, '/api/admin/voice/digitalhuman', 'digitalhuman', voiceTemplateBody({ name: '合成测试', speechvoice: 'm2' }));
    const started = voiceTemplateResponseSchema.parse((await owner('POST', `/api/admin/voice/digitalhuman/${id}/synthesize`)).body).digitalhuman;
    expect(started.synthstatus).toBe('running');
    // The demo organisation's speeches and its scenario's custom lines and replies.
    expect(started.synthtotal).toBeGreaterThan(5);
    const done = await settled(id);
    expect(done).toMatchObject({ synthstatus: 'done', voiced: 1, synthdone: started.synthtotal, syntherror: '' });

    const { db } = server.database;
    const clips = await db.query.voiceClips.findMany({ where: (c, { eq }) => eq(c.templateId, id) });
    expect(clips).toHaveLength(started.synthtotal);
    expect(clips.every((clip) => clip.durationMs > 0)).toBe(true);
    expect((await server.fetch(`/files/${clips[0]!.storageKey}`)).status).toBe(200);
    const listed = clipListResponseSchema.parse((await owner('GET', `/api/admin/voice/digitalhuman/${id}/clips?rows=100`)).body);
    expect(listed.total).toBe(started.synthtotal);
    expect(listed.rows.map((row) => row.text)).toContain('您好，还在吗？');
    expect(listed.rows.every((row) => row.duration > 0 && row.path.startsWith('/files/'))).toBe(true);

    await owner('POST', '/api/admin/material/speech', { category: '新增', text: '我再考虑一下吧。' });
    const again = voiceTemplateResponseSchema.parse((await owner('POST', `/api/admin/voice/digitalhuman/${id}/synthesize`)).body).digitalhuman;
    // The new task lists every line; those voiced before are done at once, only the new one is voiced.
    expect(again).toMatchObject({ synthstatus: 'running', synthtotal: started.synthtotal + 1, synthdone: started.synthtotal });
    expect(await settled(id)).toMatchObject({ synthstatus: 'done', synthdone: started.synthtotal + 1 });
    expect(await db.query.voiceClips.findMany({ where: (c, { eq }) => eq(c.templateId, id) })).toHaveLength(started.synthtotal + 1);

    expect((await owner('DELETE', `/api/admin/voice/digitalhuman/${id}`)).status).toBe(200);
    expect(await db.query.voiceClips.findMany({ where: (c, { eq }) => eq(c.templateId, id) })).toHaveLength(0);
    // Its files stay with the deletion in the recycle bin until it is deleted for good (audit/recycle-bin/recycleBin.test.ts).
    expect((await server.fetch(`/files/${clips[0]!.storageKey}`)).status).toBe(200);
  });

  it.each([
    [{ name: '' }, '请输入数字人名称'],
    [{ name: '名'.repeat(31) }, '数字人名称最多30个字'],
    [{ language: 'klingon' }, '语言只能是普通话、方言或外语'],
    [{ source: 'cloud' }, '不支持的声音来源'],
    [{ sex: 2 }, '性别只能是男或女'],
    [{ timbre: '音'.repeat(31) }, '最多30个字'],
    [{ example: '例'.repeat(201) }, '示例文本最多200个字'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = (await list()).total;
    const answer = await owner('POST', '/api/admin/voice/digitalhuman', voiceTemplateBody(change));
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await list()).total).toBe(before);
  });
});
