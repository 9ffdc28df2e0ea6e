import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createTranslator, voiceprintAuditListResponseSchema, type VoiceprintAudit } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCurrentAudit, findVoiceprintAudit } from '../../data/voiceprintAudits.js';
import { findVoiceprint } from '../../data/voiceprints.js';
import { findUserInOrg } from '../../data/users.js';
import { wholeOrganisation } from '../../data/dataScope.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { auditRecord, registeredVoice, type VoiceprintPlace } from '../../../test/voiceprintRecords.js';
import { expireOverdueAudits } from './expiryJob.js';

const ORG = '/api/admin/organization';
const DAY = 24 * 60 * 60 * 1000;
const en = createTranslator('en');

let server: TestServer;
let place: VoiceprintPlace;
let token: string;
let admin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  place = { db, dataDir: server.config.dataDir, orgId: (await demoOrganisation(db)).id };
  token = await server.login('superadmin');
  admin = adminCaller(server.fetch, token);
});
afterAll(() => server?.close());

const sampleFile = (key: string) => path.join(server.config.dataDir, 'files', ...key.split('/'));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** A user of the demo organisation with a registered voiceprint and a re-registration waiting. */
async function reRegistered(name: string, audit: Parameters<typeof auditRecord>[2] = {}) {
  const user = await createUser(place.db, { name });
  const voice = await registeredVoice(place, user.id);
  const record = await auditRecord(place, user.id, { originalKey: voice.sampleKey, ...audit });
  return { user, voice, record };
}

async function list(query: string): Promise<VoiceprintAudit[]> {
  const { status, body } = await admin('GET', `${ORG}/voiceprint/audit?${query}`);
  expect(status).toBe(200);
  return voiceprintAuditListResponseSchema.parse(body).rows;
}

const decide = (userId: string, status: number, language = 'zh-CN') => admin('PUT', `${ORG}/user/checkvoiceflag/${userId}`, { status }, language);

describe('the audit list', () => {
  it('lists the organisation’s records newest first, filtered by status and by name or account', async () => {
    const waiting = await reRegistered('声纹待审甲');
    const passed = await reRegistered('声纹已过乙', { status: 1 });
    const elsewhere = await createOrganisation(place.db);
    const stranger = await createUser(place.db, { orgId: elsewhere.id, name: '声纹待审甲' });
    await auditRecord({ ...place, orgId: elsewhere.id }, stranger.id);

    const byName = await list('name=声纹待审甲');
    expect(byName.map((row) => row.id)).toEqual([waiting.record.id]);
    expect(byName[0]).toMatchObject({ username: '声纹待审甲', account: waiting.user.account, status: 0, score: 70, hasoriginal: true, overdue: false });
    expect((await list(`name=${passed.user.account}&status=1`)).map((row) => row.id)).toEqual([passed.record.id]);
    expect(await list(`name=${passed.user.account}&status=0`)).toEqual([]);
    const pending = await list('status=0&rows=100');
    expect(pending.every((row) => row.status === 0)).toBe(true);
    expect(pending.map((row) => row.id)).toContain(waiting.record.id);
    const times = (await list('rows=100')).map((row) => row.createdate);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('deciding a re-registration', () => {
  it('passes: the new voice becomes the voiceprint, and the decision is final in the caller’s language', async () => {
    const { user, voice, record } = await reRegistered('声纹通过丙');
    const passed = await decide(user.id, 1);
    expect(passed.status).toBe(200);
    expect(passed.body.audit).toMatchObject({ id: record.id, status: 1, handlername: '系统管理员' });
    const now = await findVoiceprint(place.db, place.orgId, user.id);
    expect(now).toMatchObject({ id: voice.id, sampleKey: record.sampleKey, embedding: record.embedding, provider: 'embedding' });
    expect((await findUserInOrg(place.db, place.orgId, user.id))?.user).toMatchObject({ voiceprint: 1, voiceflag: voice.id });

    for (const status of [1, 2]) {
      const again = await decide(user.id, status, 'en');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ errcode: 40993, errmsg: en('errors.voiceprint.auditFinal') });
    }
  });

  it('passes for a user whose voiceprint was removed meanwhile: a new one is made', async () => {
    const user = await createUser(place.db, { name: '声纹重建丁' });
    const record = await auditRecord(place, user.id);
    expect((await decide(user.id, 1)).status).toBe(200);
    const made = await findVoiceprint(place.db, place.orgId, user.id);
    expect(made?.sampleKey).toBe(record.sampleKey);
    expect((await findUserInOrg(place.db, place.orgId, user.id))?.user).toMatchObject({ voiceprint: 1, voiceflag: made?.id });
  });

  it('rejects: the old voiceprint stays and the new sample is kept for the record', async () => {
    const { user, voice, record } = await reRegistered('声纹驳回戊');
    const rejected = await decide(user.id, 2);
    expect(rejected.body.audit).toMatchObject({ status: 2 });
    expect(await findVoiceprint(place.db, place.orgId, user.id)).toMatchObject({ id: voice.id, sampleKey: voice.sampleKey });
    expect(await exists(sampleFile(record.sampleKey))).toBe(true);
    expect((await decide(user.id, 1)).status).toBe(409);
  });

  it('lets exactly one of two concurrent decisions win', async () => {
    const { user } = await reRegistered('声纹并发己');
    const answers = await Promise.all([decide(user.id, 1), decide(user.id, 2)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await findCurrentAudit(place.db, place.orgId, user.id))?.status).toBe((winner.body.audit as VoiceprintAudit).status);
  });

  it('refuses a status other than pass or reject, a user without a record, and another organisation’s user', async () => {
    const { user } = await reRegistered('声纹参数庚');
    expect((await decide(user.id, 3)).status).toBe(400);
    expect((await decide((await createUser(place.db)).id, 1)).body.errcode).toBe(40499);
    const elsewhere = await createOrganisation(place.db);
    const stranger = await createUser(place.db, { orgId: elsewhere.id });
    await auditRecord({ ...place, orgId: elsewhere.id }, stranger.id);
    expect((await decide(stranger.id, 1)).status).toBe(404);
    expect((await findCurrentAudit(place.db, elsewhere.id, stranger.id))?.status).toBe(0);
  });
});

describe('the samples', () => {
  it('plays both samples to the audit, and nothing at the stored address or to another organisation', async () => {
    const { voice, record } = await reRegistered('声纹试听辛');
    for (const [which, key] of [
      ['original', voice.sampleKey],
      ['new', record.sampleKey],
    ] as const) {
      const response = await server.fetch(`${ORG}/voiceprint/audit/${record.id}/audio?which=${which}`, { headers: { token } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(await readFile(sampleFile(key)));
      expect((await server.fetch(`/files/${key}`)).status).toBe(404);
    }
    const elsewhere = await createOrganisation(place.db);
    const stranger = await createUser(place.db, { orgId: elsewhere.id });
    const foreign = await auditRecord({ ...place, orgId: elsewhere.id }, stranger.id);
    expect((await server.fetch(`${ORG}/voiceprint/audit/${foreign.id}/audio`, { headers: { token } })).status).toBe(404);
  });
});

describe('unregisterface', () => {
  it('deletes the voiceprint, the pending re-registration and their samples, and resets the user’s flags', async () => {
    const { user, voice, record } = await reRegistered('声纹注销壬');
    const answer = await admin('POST', `${ORG}/user/${user.id}/unregisterface`, {});
    expect(answer.status).toBe(200);
    expect(await findVoiceprint(place.db, place.orgId, user.id)).toBeUndefined();
    expect(await findVoiceprintAudit(place.db, wholeOrganisation(place.orgId), record.id)).toBeUndefined();
    expect((await findUserInOrg(place.db, place.orgId, user.id))?.user).toMatchObject({ voiceprint: 0, voiceflag: '' });
    await expect.poll(() => exists(sampleFile(voice.sampleKey))).toBe(false);
    await expect.poll(() => exists(sampleFile(record.sampleKey))).toBe(false);
    const elsewhere = await createOrganisation(place.db);
    const stranger = await createUser(place.db, { orgId: elsewhere.id });
    const kept = await registeredVoice({ ...place, orgId: elsewhere.id }, stranger.id);
    expect((await admin('POST', `${ORG}/user/${stranger.id}/unregisterface`, {})).status).toBe(404);
    expect(await findVoiceprint(place.db, elsewhere.id, stranger.id)).toEqual(kept);
  });
});

describe('expiry', () => {
  it('shows a record pending over 30 days overdue, refuses to decide it, and the job marks it expired', async () => {
    const { user, record } = await reRegistered('声纹过期癸', { createdAt: new Date(Date.now() - 31 * DAY) });
    const fresh = await reRegistered('声纹未过期子', { createdAt: new Date(Date.now() - 29 * DAY) });
    expect((await list('name=声纹过期癸'))[0]).toMatchObject({ status: 0, overdue: true });
    expect((await decide(user.id, 1)).status).toBe(409);
    const expired = await expireOverdueAudits(place.db, { now: () => new Date() });
    expect(expired).toContain(record.id);
    expect(expired).not.toContain(fresh.record.id);
    expect((await list('name=声纹过期癸'))[0]).toMatchObject({ status: 4, overdue: false });
    expect((await list('name=声纹未过期子'))[0]).toMatchObject({ status: 0 });
  });
});
