import {
  clipListResponseSchema,
  dialogWavResponseSchema,
  recycleBinResponseSchema,
  dubbingTaskListResponseSchema,
  speechListResponseSchema,
  voiceTemplateResponseSchema,
} from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, demoOrganisation } from '../../../test/factories.js';
import { gatedEspeak, type GatedEspeak } from '../../../test/fakes/gatedEspeak.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { createdId, voiceTemplateBody } from '../../../test/practiceClient.js';
import { demoScenarioId } from '../../../test/practiceSocket.js';
import type { Caller } from '../../../test/tasksClient.js';
import { DUBBING, queueTask, settledTask, taskLines } from '../../../test/dubbingClient.js';
import { insertDubbingTask } from '../../data/practice/dubbing.js';
import { listUsage } from '../../data/usage.js';
import { findScenarioInOrg, insertScenario } from '../../data/practice/scenarios.js';
import { insertVoiceTemplate } from '../../data/practice/voiceTemplates.js';

/** The marker of lines the provider refuses until told otherwise (the last test). */
const REFUSED = '【坏】';

let server: TestServer;
let espeak: GatedEspeak;
let owner: Caller;
let demoScenario: string;

beforeAll(async () => {
  espeak = await gatedEspeak({ refuse: REFUSED });
  server = await startTestServer({ env: { ESPEAK_PATH: espeak.path } });
  demoScenario = await demoScenarioId(server);
  // After demoScenarioId's sign-in: a new sign-in of the same client kind ends the earlier session.
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(async () => {
  await server?.close();
  await espeak?.remove();
});

const HUMANS = '/api/admin/voice/digitalhuman';
let voices = 0;
/** A new digital human, each with a voice of its own (the provider's cache of voiced lines is by voice and text). */
const newHuman = (name: string) => createdId(owner, HUMANS, 'digitalhuman', voiceTemplateBody({ name, speechvoice: `配音测试${(voices += 1)}` }));
const templateOf = async (id: string) => voiceTemplateResponseSchema.parse((await owner('GET', `${HUMANS}/${id}`)).body).digitalhuman;
const tasksOf = async (templateid: string) => dubbingTaskListResponseSchema.parse((await owner('GET', `${DUBBING}?templateid=${templateid}`)).body);
const dialogWav = async (id: string) => dialogWavResponseSchema.parse((await owner('GET', `/api/admin/material/dialogwav/${id}`)).body);

describe('dubbing tasks', () => {
  it("voices a scenario's lines as a task of their own, each line with its clip; a second task finds them voiced", async () => {
    const templateid = await newHuman('场景配音');
    // What the scenario's customer says (its lines, as dialogwav lists them, in the voice of the demo customer's digital human).
    const scene = await dialogWav(demoScenario);
    expect(scene).toMatchObject({ scene: { id: demoScenario, name: 'SUV展厅接待' }, digitalhuman: { name: '沉稳男声' } });
    const texts = scene.rows.map((row) => row.text);
    // Its custom lines, its library line (the speech's text), the silence reply and the alert line.
    expect(texts).toEqual(expect.arrayContaining(['你好，我随便看看这款途岳。', '家里人多，空间要大一点，后排能坐得舒服吗？', '您好，还在吗？']));

    const task = await queueTask(owner, { templateid, scope: 'scenario', sceneid: demoScenario });
    expect(task).toMatchObject({
      templateid,
      templatename: '场景配音',
      scope: 'scenario',
      sceneid: demoScenario,
      scenename: 'SUV展厅接待',
      total: texts.length,
    });
    expect(task.creatorname).not.toBe('');
    expect(['queued', 'running']).toContain(task.status);

    const done = await settledTask(owner, task.id);
    expect(done).toMatchObject({ status: 'done', total: texts.length, done: texts.length, failed: 0, lasterror: '' });
    expect(done.finishedat).toBeGreaterThanOrEqual(done.startedat!);
    const lines = await taskLines(owner, task.id);
    expect(lines.map((line) => line.text)).toEqual(texts);
    for (const line of lines) expect(line).toMatchObject({ status: 'done', error: '', path: expect.stringMatching(/^\/files\/.+\/ttsaudio\/.+\.wav$/) });
    expect(lines.every((line) => line.duration > 0)).toBe(true);
    expect((await server.fetch(lines[0]!.path)).status).toBe(200);
    expect(await taskLines(owner, task.id, '&status=failed')).toEqual([]);
    expect((await tasksOf(templateid)).rows.map((row) => row.id)).toEqual([task.id]);
    // The digital human follows its latest task; one scenario does not make it voiced.
    expect(await templateOf(templateid)).toMatchObject({ synthstatus: 'done', synthdone: texts.length, synthtotal: texts.length, voiced: 0 });

    const calls = (await espeak.calls()).length;
    const again = await queueTask(owner, { templateid, scope: 'scenario', sceneid: demoScenario });
    expect(again.id).not.toBe(task.id);
    expect(again).toMatchObject({ status: 'done', total: texts.length, done: texts.length });
    expect((await espeak.calls()).length).toBe(calls);
    expect((await tasksOf(templateid)).rows.map((row) => row.id)).toEqual([again.id, task.id]);
  });

  it('voices the enabled speeches for the library; everything voices the rest and makes the digital human voiced', async () => {
    const templateid = await newHuman('全部配音');
    const speeches = speechListResponseSchema.parse((await owner('GET', '/api/admin/material/speech?disabled=0&rows=100')).body).rows;
    const library = await settledTask(owner, (await queueTask(owner, { templateid, scope: 'library', sceneid: demoScenario })).id);
    expect(library).toMatchObject({ status: 'done', scope: 'library', sceneid: '', scenename: '', failed: 0 });
    expect(new Set((await taskLines(owner, library.id)).map((line) => line.text))).toEqual(new Set(speeches.map((speech) => speech.text)));
    expect(await templateOf(templateid)).toMatchObject({ voiced: 0, synthstatus: 'done' });

    const calls = (await espeak.calls()).length;
    const queued = await queueTask(owner, { templateid, scope: 'all' });
    // A scenario task queued meanwhile waits behind it, then finds every line voiced by it.
    const scene = await queueTask(owner, { templateid, scope: 'scenario', sceneid: demoScenario });
    const all = await settledTask(owner, queued.id);
    expect(all).toMatchObject({ status: 'done', failed: 0 });
    expect(await settledTask(owner, scene.id)).toMatchObject({ status: 'done', done: scene.total });
    expect(all.total).toBeGreaterThan(library.total);
    // The library's lines were voiced already: only the others were synthesised.
    expect((await espeak.calls()).length - calls).toBe(all.total - library.total);
    // Each synthesis is recorded as the provider's use, for the admin who made the task.
    const uses = await listUsage(server.database.db, (await demoOrganisation(server.database.db)).id, 'dubbing', all.id);
    expect(uses).toHaveLength(all.total - library.total);
    expect(uses.every((use) => use.service === 'tts' && use.provider === 'espeak' && use.quantity > 0 && use.userId)).toBe(true);
    // One row per call the provider received, each the characters of the text it was given.
    const received = (await espeak.calls()).slice(calls).map((text) => [...text].length);
    expect(uses.map((use) => use.quantity).sort((a, b) => a - b)).toEqual(received.sort((a, b) => a - b));
    // Voiced by everything done, though its fields follow the latest task, the scenario's.
    expect(await templateOf(templateid)).toMatchObject({ voiced: 1, synthstatus: 'done', synthdone: scene.total, synthtotal: scene.total });
  });

  it('forgets what a digital human voiced when its voice changes: the next task voices every line anew', async () => {
    const templateid = await newHuman('换声配音');
    const first = await settledTask(owner, (await queueTask(owner, { templateid, scope: 'library' })).id);
    expect(first).toMatchObject({ status: 'done', failed: 0 });
    const clips = async () => clipListResponseSchema.parse((await owner('GET', `${HUMANS}/${templateid}/clips?rows=100`)).body).total;
    expect(await clips()).toBe(first.total);

    const renamed = await owner('PUT', `${HUMANS}/${templateid}`, voiceTemplateBody({ name: '换声配音2', speechvoice: `配音测试${voices}` }));
    expect(renamed.status).toBe(200);
    // Another name keeps what was voiced; another voice does not.
    expect(await clips()).toBe(first.total);
    expect((await owner('PUT', `${HUMANS}/${templateid}`, voiceTemplateBody({ name: '换声配音2', speechvoice: '换声配音新声' }))).status).toBe(200);
    expect(await clips()).toBe(0);
    expect((await tasksOf(templateid)).total).toBe(0);
    expect(await templateOf(templateid)).toMatchObject({ voiced: 0, synthstatus: 'idle', synthdone: 0, synthtotal: 0 });

    const calls = (await espeak.calls()).length;
    const again = await queueTask(owner, { templateid, scope: 'library' });
    expect(again).toMatchObject({ total: first.total, done: 0 });
    expect(await settledTask(owner, again.id)).toMatchObject({ status: 'done', done: first.total });
    expect((await espeak.calls()).length - calls).toBe(first.total);
  });

  it('goes to the recycle bin with its digital human and comes back whole on restore', async () => {
    const templateid = await newHuman('回收配音');
    const task = await settledTask(owner, (await queueTask(owner, { templateid, scope: 'scenario', sceneid: demoScenario })).id);
    const lines = await taskLines(owner, task.id);
    expect((await owner('DELETE', `${HUMANS}/${templateid}`)).status).toBe(200);
    expect((await owner('GET', `${DUBBING}/${task.id}`)).status).toBe(404);

    const superadmin = adminCaller(server.fetch, await server.login('superadmin'));
    const bin = recycleBinResponseSchema.parse((await superadmin('GET', '/api/admin/system/recyclebin?kind=digitalhuman')).body);
    const entry = bin.rows.find((row) => row.title === '回收配音')!;
    expect((await superadmin('POST', `/api/admin/system/recyclebin/${entry.id}/restore`, {})).status).toBe(200);
    expect(await settledTask(owner, task.id)).toMatchObject({ status: 'done', done: task.total });
    expect(await taskLines(owner, task.id)).toEqual(lines);
  });

  it.each([
    [{}, '请选择数字人'],
    [{ scope: 'everything' }, '配音范围只能是场景、话术库或全部话术'],
    [{ scope: 'scenario' }, '请选择要配音的场景'],
    [{ scope: 'scenario', sceneid: '' }, '请选择要配音的场景'],
  ])('refuses %o with its message and queues nothing', async (change, message) => {
    const templateid = await newHuman('拒绝配音');
    const body = { templateid: 'templateid' in change ? undefined : templateid, scope: 'library', ...change };
    const answer = await owner('POST', DUBBING, Object.keys(change).length ? body : {});
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(message);
    expect((await tasksOf(templateid)).total).toBe(0);
  });

  it("refuses in the caller's language and answers a task or line that is not there as not there", async () => {
    const templateid = await newHuman('英文拒绝');
    const english = await owner('POST', DUBBING, { templateid, scope: 'scenario' }, 'en');
    expect(english).toMatchObject({ status: 400, body: { detail: ['Choose the scenario to voice'] } });
    expect((await owner('GET', `${DUBBING}?page=1`)).status).toBe(400);
    const task = await queueTask(owner, { templateid, scope: 'library' });
    expect((await owner('GET', `${DUBBING}/${task.id}/lines?status=lost`)).status).toBe(400);
    expect(await owner('GET', `${DUBBING}/00000000-0000-4000-8000-000000000000`)).toMatchObject({ status: 404, body: { errmsg: '配音任务不存在或已删除' } });
    expect((await owner('GET', `${DUBBING}/not-a-task`)).status).toBe(404);
    expect(await owner('POST', `${DUBBING}/${task.id}/retry`, { lineid: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      status: 404,
      body: { errmsg: '台词不存在或已删除' },
    });
    await settledTask(owner, task.id);
  });

  it("answers another organisation's digital human, scenario and task as not there", async () => {
    const { db } = server.database;
    const other = await createOrganisation(db);
    const theirs = await insertVoiceTemplate(db, { orgId: other.id, name: '别家数字人' });
    const demo = (await findScenarioInOrg(db, (await demoOrganisation(db)).id, demoScenario))!;
    const scenario = await insertScenario(db, { orgId: other.id, name: '别家场景', category: '测试', document: demo.document });
    const task = await insertDubbingTask(db, { orgId: other.id, templateId: theirs.id, scope: 'library' }, []);
    const ours = await newHuman('本企业数字人');

    const notThere = { status: 404, body: { errmsg: '数字人不存在或已删除' } };
    expect(await owner('POST', DUBBING, { templateid: theirs.id, scope: 'library' })).toMatchObject(notThere);
    expect(await owner('GET', `${DUBBING}?templateid=${theirs.id}`)).toMatchObject(notThere);
    const noScene = { status: 404, body: { errmsg: '场景不存在或已删除' } };
    expect(await owner('POST', DUBBING, { templateid: ours, scope: 'scenario', sceneid: scenario.id })).toMatchObject(noScene);
    expect(await owner('GET', `/api/admin/material/dialogwav/${scenario.id}`)).toMatchObject(noScene);
    const noTask = { status: 404, body: { errmsg: '配音任务不存在或已删除' } };
    expect(await owner('GET', `${DUBBING}/${task.id}`)).toMatchObject(noTask);
    expect(await owner('GET', `${DUBBING}/${task.id}/lines`)).toMatchObject(noTask);
    expect(await owner('POST', `${DUBBING}/${task.id}/retry`, {})).toMatchObject(noTask);
    expect((await tasksOf(ours)).total).toBe(0);
  });

  // Last: it opens the provider's gate for the rest of the file.
  it("marks a line the provider cannot voice failed with the spec's message, goes on, and voices it again on retry", async () => {
    const { db } = server.database;
    const org = await demoOrganisation(db);
    const demo = (await findScenarioInOrg(db, org.id, demoScenario))!;
    const bad = ['你好，我随便看看这款途岳。', '我姓李。这车现在什么价格？有没有优惠？'];
    const document = JSON.parse(JSON.stringify(demo.document).replaceAll(bad[0]!, `${REFUSED}${bad[0]}`).replaceAll(bad[1]!, `${REFUSED}${bad[1]}`));
    const scenario = await insertScenario(db, { orgId: org.id, name: '配音失败场景', category: '测试', document });
    const templateid = await newHuman('失败配音');

    const task = await settledTask(owner, (await queueTask(owner, { templateid, scope: 'scenario', sceneid: scenario.id })).id);
    expect(task).toMatchObject({ status: 'failed', failed: 2, done: task.total - 2 });
    expect(task.lasterror).toContain('refused');
    const failed = await taskLines(owner, task.id, '&status=failed');
    expect(failed.map((line) => line.text)).toEqual(bad.map((text) => `${REFUSED}${text}`));
    for (const line of failed) expect(line).toMatchObject({ status: 'failed', error: '音频合成失败，请重试', path: '', duration: 0 });
    expect((await taskLines(owner, task.id, '&status=failed', 'en')).map((line) => line.error)).toEqual(
      Array(2).fill('Audio synthesis failed, please try again'),
    );
    expect((await taskLines(owner, task.id, '&status=failed', 'zh-TW'))[0]!.error).toBe('音訊合成失敗，請重試');
    expect(await templateOf(templateid)).toMatchObject({ synthstatus: 'failed', voiced: 0 });

    await espeak.open();
    const one = await owner('POST', `${DUBBING}/${task.id}/retry`, { lineid: failed[0]!.id });
    expect(one.status).toBe(200);
    const retried = await settledTask(owner, task.id);
    expect(retried).toMatchObject({ status: 'failed', failed: 1, done: task.total - 1 });
    expect((await taskLines(owner, task.id)).find((line) => line.id === failed[0]!.id)).toMatchObject({
      status: 'done',
      error: '',
      path: expect.stringMatching(/\.wav$/),
    });
    // A line that is not failed stays as it is.
    const unchanged = await owner('POST', `${DUBBING}/${task.id}/retry`, { lineid: failed[0]!.id });
    expect(unchanged.body).toMatchObject({ task: { status: 'failed', failed: 1 } });

    expect((await owner('POST', `${DUBBING}/${task.id}/retry`, {})).status).toBe(200);
    expect(await settledTask(owner, task.id)).toMatchObject({ status: 'done', failed: 0, done: task.total });
    expect(await templateOf(templateid)).toMatchObject({ synthstatus: 'done' });
    // Each refused line was tried once, then voiced once on its retry.
    for (const text of failed.map((line) => line.text)) expect((await espeak.voiced()).filter((voiced) => voiced === text)).toHaveLength(1);
  });
});
