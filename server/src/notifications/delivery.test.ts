import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, notifySendListResponseSchema, notifyTemplateResponseSchema, notifyTestResponseSchema, wallTimeInstant, zonedDay } from '@peilian/shared';
import { notifySends, reportUserDays } from '../db/schema/index.js';
import { createLogger } from '../logger.js';
import { createProviders } from '../providers/index.js';
import { ManualClock } from '../../test/clock.js';
import { startSmtpCatcher } from '../../test/fakes/smtp.js';
import { startWecomFake } from '../../test/fakes/wecom.js';
import { createOrganisation, createUser } from '../../test/factories.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { saveDelivery } from './delivery-settings/settings.js';
import { createNotifyJob } from './job.js';

/**
 * A daily template end to end on a moved clock (docs/notifications.md "Schedule and delivery"): the
 * job sends once at the due time, through a real SMTP server on loopback and the enterprise WeChat
 * robot's fake, whoever ticks and however often; unsubscribed addresses get nothing; a mail server
 * that is down is tried again and the send log says why.
 */

const ZONE = 'Asia/Shanghai';
const today = zonedDay(Date.now(), ZONE);
const yesterday = addDays(today, -1);
const clock = new ManualClock(new Date(wallTimeInstant(`${today} 06:00`, ZONE)!));
const logger = createLogger('silent');
const PATH = '/api/admin/system/notify/template';
const RECIPIENTS = ['li.manager@example.com', 'wang.ops@example.com', 'zhao.left@example.com'];

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let wecom: Awaited<ReturnType<typeof startWecomFake>>;
let owner: ReturnType<typeof adminCaller>;
let orgId: string;
let orgName: string;
let templateId: string;
/** A job as a server process runs it: a new one is a process started afresh on the same database. */
let newProcess: () => ReturnType<typeof createNotifyJob>;

const moveTo = (day: string, time: string) => clock.set(new Date(wallTimeInstant(`${day} ${time}`, ZONE)!));
const sendsOf = async (test = 0) =>
  (
    await server.database.db
      .select()
      .from(notifySends)
      .where(and(eq(notifySends.templateId, templateId), eq(notifySends.test, test)))
  ).sort((a, b) => `${a.dueAt.toISOString()} ${a.channel} ${a.recipient}`.localeCompare(`${b.dueAt.toISOString()} ${b.channel} ${b.recipient}`));

async function sheetOf(content: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  server = await startTestServer({ clock, env: LASTING_SESSIONS });
  [smtp, wecom] = await Promise.all([startSmtpCatcher(), startWecomFake({ keys: ['daily'] })]);
  const { db } = server.database;
  const org = await createOrganisation(db, { settings: { timeZone: ZONE } });
  [orgId, orgName] = [org.id, org.name];
  const boss = await createUser(db, { orgId, orgowner: 1, name: '企业负责人' });
  // Two learners made yesterday and active yesterday (the data centre's figures of the day).
  const made = new Date(wallTimeInstant(`${yesterday} 09:00`, ZONE)!);
  const [first, second] = [await createUser(db, { orgId, createdAt: made }), await createUser(db, { orgId, createdAt: made })];
  await db.insert(reportUserDays).values([
    {
      orgId,
      userId: first!.id,
      day: yesterday,
      learningSeconds: 1800,
      practiceSessions: 3,
      practiceScoreSum: 240,
      exams: 2,
      examsPassed: 1,
      examScoreSum: 150,
      tasksCompleted: 1,
    },
    { orgId, userId: second!.id, day: yesterday, learningSeconds: 600, practiceSessions: 1, practiceScoreSum: 90 },
  ]);
  owner = adminCaller(server.fetch, await server.login(boss.account));
  const smtpSettings = {
    host: smtp.host,
    port: smtp.port,
    security: 'none' as const,
    account: smtp.account,
    password: smtp.password,
    from: 'report@example.com',
  };
  await saveDelivery(db, server.config, orgId, { smtp: smtpSettings, webhook: wecom.webhook('daily') });
  const providers = createProviders(server.config);
  newProcess = () =>
    createNotifyJob({
      db,
      clock,
      logger,
      config: server.config,
      publicUrl: server.url,
      mail: providers.mail,
      wecom: providers.wecom,
      tickMs: 0,
      leaseMs: 60_000,
    });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await wecom?.close();
});

describe('a daily template', () => {
  it('is tested now, and an address unsubscribes from the link of its mail', async () => {
    const answer = await owner('POST', PATH, {
      subject: '{{orgName}}日报{{periodStart}}',
      method: 'both',
      period: 'daily',
      sendtime: '08:00',
      recipients: RECIPIENTS.join(';'),
      cc: 'boss@example.com',
      content:
        '活跃学员 {{activeLearners}} 人，新增 {{newUsers}} 人，陪练 {{practiceSessions}} 次 {{practiceMinutes}} 分钟，考试 {{examAttempts}} 次 通过率 {{examPassRate}}，完成任务 {{tasksCompleted}} 个，平均分 {{averageScore}}',
      attachments: ['overall', 'student'],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const template = notifyTemplateResponseSchema.parse(answer.body).template;
    templateId = template.id;
    expect(template.nextsend).toBe(wallTimeInstant(`${today} 08:00`, ZONE));

    const tested = await owner('POST', `${PATH}/${templateId}/test`);
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
    expect(notifyTestResponseSchema.parse(tested.body).sends.map((send) => [send.channel, send.recipient, send.result, send.test])).toEqual([
      ...RECIPIENTS.map((address) => ['email', address, 'sent', 1]),
      ['wecom', '', 'sent', 1],
    ]);
    const mails = await smtp.waitForMails(3);
    const left = mails.find((mail) => JSON.stringify(mail.to).includes('zhao.left@example.com'))!;
    const link = new URL(/\/wxcall\/unsubscribe\?[^\s"<>]+/.exec(left.text ?? '')![0], server.url);
    expect(link.searchParams.get('org')).toBe(orgName);
    const unsubscribed = await server.fetch(`/api/wechat/unsubscribe/${link.searchParams.get('id')}`, { method: 'PUT' });
    expect(await unsubscribed.json()).toEqual({ successed: true, orgname: orgName });
  });

  it('sends once at its time: a mail per recipient with its figures and tables, the robot its post and files, whoever ticks', async () => {
    const before = { mails: smtp.mails.length, posts: wecom.posts.length, files: wecom.files.length };
    moveTo(today, '07:59');
    await newProcess().tick();
    expect(await sendsOf()).toEqual([]);

    moveTo(today, '08:00');
    // Two processes tick at once: the occurrence is planned once and each send sent once.
    await Promise.all([newProcess().tick(), newProcess().tick()]);
    const mails = (await smtp.waitForMails(before.mails + 2)).slice(before.mails);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => JSON.stringify(mail.to)).sort()).toEqual([expect.stringContaining('li.manager'), expect.stringContaining('wang.ops')]);
    for (const mail of mails) {
      expect(JSON.stringify(mail.cc)).toContain('boss@example.com');
      expect(mail.subject).toBe(`${orgName}日报${yesterday}`);
      expect(mail.text).toContain('活跃学员 2 人，新增 2 人，陪练 4 次 40 分钟，考试 2 次 通过率 50%，完成任务 1 个，平均分 80');
      expect(mail.text).toMatch(/\/wxcall\/unsubscribe\?id=[A-Za-z0-9_-]{16,64}&org=/);
      expect(mail.attachments.map((file) => file.filename)).toEqual([`整体数据 ${yesterday}.xlsx`, `学员报表 ${yesterday}.xlsx`]);
    }
    const overall = await sheetOf(mails[0]!.attachments[0]!.content);
    // 40 minutes of learning, as Excel's h:mm:ss (a time of day exceljs reads as a date of 1899).
    expect(overall[1]).toEqual([yesterday, 2, new Date(Date.UTC(1899, 11, 30, 0, 40)), 1, 4, 82.5, 2, 0.5]);
    expect(overall[2]![0]).toBe('合计');
    const students = await sheetOf(mails[0]!.attachments[1]!.content);
    expect(students.slice(1).map((row) => row[0])).toEqual([1, 2]);

    // The markdown, then each attachment uploaded and posted as a file.
    const posts = wecom.posts.slice(before.posts);
    expect(posts.map((post) => post.body.msgtype)).toEqual(['markdown', 'file', 'file']);
    expect(posts[0]).toMatchObject({ key: 'daily', body: { markdown: { content: expect.stringContaining('活跃学员 2 人') } } });
    expect(wecom.files.slice(before.files).map((file) => file.filename)).toEqual([`整体数据 ${yesterday}.xlsx`, `学员报表 ${yesterday}.xlsx`]);
    expect((await sheetOf(wecom.files.at(-1)!.content))[0]).toContain('排名');

    expect((await sendsOf()).map((send) => [send.channel, send.recipient, send.result, send.attempts, send.errorKind])).toEqual([
      ['email', 'li.manager@example.com', 'sent', 1, ''],
      ['email', 'wang.ops@example.com', 'sent', 1, ''],
      ['email', 'zhao.left@example.com', 'skipped', 0, 'unsubscribed'],
      ['wecom', '', 'sent', 1, ''],
    ]);
    // A process started right after the send, and one more tick: nothing is sent again.
    await newProcess().tick();
    await newProcess().tick();
    expect(smtp.mails.length).toBe(before.mails + 2);
    expect(wecom.posts.length).toBe(before.posts + 3);
    const read = notifyTemplateResponseSchema.parse((await owner('GET', `${PATH}/${templateId}`)).body).template;
    expect(read).toMatchObject({ nextsend: wallTimeInstant(`${addDays(today, 1)} 08:00`, ZONE), lastsend: { result: 'sent' } });
  });

  it('tries a mail again while its server is down, says why in the send log, and sends it when the server is up', async () => {
    const before = smtp.mails.length;
    const tomorrow = addDays(today, 1);
    await smtp.stop();
    moveTo(tomorrow, '08:00');
    await newProcess().tick();
    const failed = (await sendsOf()).filter((send) => send.dueAt.getTime() === wallTimeInstant(`${tomorrow} 08:00`, ZONE) && send.channel === 'email');
    expect(failed.map((send) => [send.result, send.attempts, send.errorKind])).toEqual([
      ['retrying', 1, 'unreachable'],
      ['retrying', 1, 'unreachable'],
      ['skipped', 0, 'unsubscribed'],
    ]);
    const log = notifySendListResponseSchema.parse((await owner('GET', `/api/admin/system/notify/sends?templateid=${templateId}&result=retrying`)).body);
    expect(log.rows).toHaveLength(2);
    expect(log.rows[0]!.error).toContain('无法连接邮件服务器');
    const english = notifySendListResponseSchema.parse(
      (await owner('GET', `/api/admin/system/notify/sends?templateid=${templateId}&result=retrying`, undefined, 'en')).body,
    );
    expect(english.rows[0]!.error).toContain('Could not reach the mail server');

    // Not before its minute; then again, still down; then up at the third attempt.
    await newProcess().tick();
    expect((await sendsOf()).filter((send) => send.result === 'retrying').map((send) => send.attempts)).toEqual([1, 1]);
    clock.advance(60);
    await newProcess().tick();
    expect((await sendsOf()).filter((send) => send.result === 'retrying').map((send) => send.attempts)).toEqual([2, 2]);
    await smtp.start();
    clock.advance(5 * 60);
    await newProcess().tick();
    await smtp.waitForMails(before + 2);
    expect(smtp.mails.length).toBe(before + 2);
    const retried = (await sendsOf()).filter((send) => send.dueAt.getTime() === wallTimeInstant(`${tomorrow} 08:00`, ZONE) && send.channel === 'email');
    expect(retried.map((send) => [send.result, send.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
      ['skipped', 0],
    ]);
  });

  it('marks a mail failed after its last attempt, the error kept', async () => {
    const day = addDays(today, 2);
    await smtp.stop();
    moveTo(day, '08:00');
    for (const minutes of [0, 1, 5, 30]) {
      clock.advance(minutes * 60);
      await newProcess().tick();
    }
    const sends = (await sendsOf()).filter(
      (send) => send.dueAt.getTime() === wallTimeInstant(`${day} 08:00`, ZONE) && send.recipient === 'li.manager@example.com',
    );
    expect(sends.map((send) => [send.result, send.attempts, send.errorKind, send.nextAttemptAt])).toEqual([['failed', 4, 'unreachable', null]]);
    clock.advance(3600);
    await newProcess().tick();
    expect((await sendsOf()).find((send) => send.id === sends[0]!.id)).toMatchObject({ result: 'failed', attempts: 4 });
    await smtp.start();
  });

  it('answers "send a test now" with the cause when the mail server refuses or is unreachable, never a 500', async () => {
    const { db } = server.database;
    const bad = { host: smtp.host, port: smtp.port, security: 'none' as const, account: smtp.account, password: 'wrong', from: '' };
    await saveDelivery(db, server.config, orgId, { smtp: bad, webhook: wecom.webhook('daily') });
    expect(await owner('POST', `${PATH}/${templateId}/test`)).toMatchObject({ status: 400, body: { errmsg: '邮件服务器拒绝了账号或密码，请检查推送设置' } });
    const testRows = await sendsOf(1);
    expect(testRows.filter((send) => send.result === 'failed').map((send) => send.errorKind)).toContain('auth');
    await smtp.stop();
    await saveDelivery(db, server.config, orgId, { smtp: { ...bad, password: smtp.password }, webhook: wecom.webhook('daily') });
    expect(await owner('POST', `${PATH}/${templateId}/test`, undefined, 'en')).toMatchObject({
      status: 400,
      body: { errmsg: 'Could not reach the mail server: check its address, port and encryption' },
    });
    await smtp.start();
    await saveDelivery(db, server.config, orgId, { smtp: undefined, webhook: '' });
    expect(await owner('POST', `${PATH}/${templateId}/test`)).toMatchObject({ status: 400, body: { errmsg: '未设置邮件服务器，请先在推送设置中填写' } });
  });
});
