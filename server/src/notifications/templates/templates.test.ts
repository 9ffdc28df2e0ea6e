import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifyOptionsResponseSchema,
  notifyPreviewResponseSchema,
  notifyTemplateListResponseSchema,
  notifyTemplateResponseSchema,
  ROLE_TYPES,
  wallTimeInstant,
  zonedDay,
} from '@peilian/shared';
import { insertNotifyTemplate } from '../../data/notifications.js';
import { ManualClock } from '../../../test/clock.js';
import { createOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller, createRoleAs, roleHolder } from '../../../test/peopleClient.js';
import { DEMO_DAILY_SUBJECT } from '../../seed/notifications.js';

/** Notification templates in the back office (docs/notifications.md "Templates"): the form's rules, the schedule it sets, who may. */

const PATH = '/api/admin/system/notify/template';
const ZONE = 'Asia/Shanghai';
// 06:00 in China today: the templates below next send at 08:00 today.
const today = zonedDay(Date.now(), ZONE);
const clock = new ManualClock(new Date(wallTimeInstant(`${today} 06:00`, ZONE)!));
let server: TestServer;
let owner: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
});
afterAll(() => server?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  subject: '{{orgName}}培训日报',
  method: 'email',
  period: 'daily',
  sendtime: '08:00',
  recipients: 'li.manager@example.com; wang.ops@example.com',
  cc: '',
  content: '昨日活跃学员 {{activeLearners}} 人，陪练 {{practiceSessions}} 次',
  attachments: ['overall'],
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}) {
  const answer = await owner('POST', PATH, form(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return notifyTemplateResponseSchema.parse(answer.body).template;
}

const total = async () => notifyTemplateListResponseSchema.parse((await owner('GET', `${PATH}?rows=100`)).body).total;

describe('notification templates', () => {
  it('lists the demo daily report, offers the variables and the scopes the data centre fills', async () => {
    const list = notifyTemplateListResponseSchema.parse((await owner('GET', PATH)).body);
    expect(list.rows.find((row) => row.subject === DEMO_DAILY_SUBJECT)).toMatchObject({ kind: 'daily', period: 'daily', enabled: 1, recipientcount: 2 });
    const options = notifyOptionsResponseSchema.parse((await owner('GET', '/api/admin/system/notify/options')).body);
    expect(options.variables).toContain('activeLearners');
    expect(options.scopes).toEqual(['overall', 'student', 'task']);
  });

  it('saves the form with its next send in the organisation’s time, weekly and monthly on their day, and none while disabled', async () => {
    const daily = await created({ recipients: 'A@Example.com；b@example.com,a@example.com' });
    expect(daily).toMatchObject({ recipients: ['a@example.com', 'b@example.com'], recipientcount: 2, nextsend: wallTimeInstant(`${today} 08:00`, ZONE) });
    const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    // Weekly on today's weekday at 05:00, already past: a week from today.
    const weekly = await created({ period: 'weekly', weekday, sendtime: '05:00' });
    const nextWeek = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(weekly.nextsend).toBe(wallTimeInstant(`${nextWeek} 05:00`, ZONE));
    const monthly = await created({ period: 'monthly', monthday: 28, sendtime: '23:30' });
    expect(zonedDay(monthly.nextsend!, ZONE).slice(8)).toBe('28');
    const off = await owner('PUT', `${PATH}/${daily.id}/enabled`, { enabled: 0 });
    expect(notifyTemplateResponseSchema.parse(off.body).template).toMatchObject({ enabled: 0, nextsend: null });
    const on = await owner('PUT', `${PATH}/${daily.id}/enabled`, { enabled: 1 });
    expect(notifyTemplateResponseSchema.parse(on.body).template.nextsend).toBe(wallTimeInstant(`${today} 08:00`, ZONE));
  });

  it('refuses a long subject, 101 recipients, a bad address and an unknown variable with their message, and changes nothing', async () => {
    const saved = await created();
    const before = await total();
    const refusals: [Record<string, unknown>, string][] = [
      [{ subject: '周'.repeat(31) }, '主题最多30个字符'],
      [{ recipients: Array.from({ length: 101 }, (_, index) => `u${index}@example.com`).join(';') }, '收件人最多100个'],
      [{ recipients: 'ok@example.com; not-an-address' }, '收件人邮箱格式不正确：not-an-address'],
      [{ content: '昨日 {{activeLearner}} 人' }, '未知的变量：activeLearner'],
      [{ cc: 'boss@example' }, '收件人邮箱格式不正确：boss@example'],
    ];
    for (const [change, message] of refusals) {
      const create = await owner('POST', PATH, form(change));
      expect(create, JSON.stringify(change)).toMatchObject({ status: 400, body: { successed: false } });
      expect(create.body.detail?.join(' ')).toContain(message);
      const update = await owner('PUT', `${PATH}/${saved.id}`, form(change));
      expect(update.status).toBe(400);
    }
    const english = await owner('POST', PATH, form({ content: '{{nope}}' }), 'en');
    expect(english.body.detail).toContain('Unknown variable: nope');
    expect(await total()).toBe(before);
    expect(notifyTemplateResponseSchema.parse((await owner('GET', `${PATH}/${saved.id}`)).body).template).toEqual(saved);
    const unavailable = await owner('POST', PATH, form({ attachments: ['department'] }), 'en');
    expect(unavailable).toMatchObject({ status: 400, body: { errmsg: 'The data centre cannot make this attachment yet' } });
  });

  it('previews the form with the values of the period before now and the attachments it would send', async () => {
    const answer = await owner('POST', `${PATH}/preview`, form({ attachments: ['overall', 'student', 'task'] }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const preview = notifyPreviewResponseSchema.parse(answer.body);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(preview).toMatchObject({ periodstart: yesterday, periodend: yesterday, subject: `${preview.values.orgName}培训日报` });
    expect(preview.content).toBe(`昨日活跃学员 ${preview.values.activeLearners} 人，陪练 ${preview.values.practiceSessions} 次`);
    expect(preview.attachments.map((file) => [file.scope, file.filename])).toEqual([
      ['overall', `整体数据 ${yesterday}.xlsx`],
      ['student', `学员报表 ${yesterday}.xlsx`],
      ['task', `任务报表 ${yesterday}.xlsx`],
    ]);
    expect(preview.attachments[0]!.rows).toBe(2);
  });

  it('answers 404 for another organisation’s template, and 403 to an administrator without the function', async () => {
    const elsewhere = await createOrganisation(server.database.db);
    const theirs = await insertNotifyTemplate(server.database.db, {
      orgId: elsewhere.id,
      subject: '别家的日报',
      method: 'email',
      period: 'daily',
      sendTime: '08:00',
      recipients: ['x@example.com'],
      content: '内容',
    });
    for (const [method, path, body] of [
      ['GET', `${PATH}/${theirs.id}`, undefined],
      ['PUT', `${PATH}/${theirs.id}`, form()],
      ['PUT', `${PATH}/${theirs.id}/enabled`, { enabled: 0 }],
      ['POST', `${PATH}/${theirs.id}/test`, undefined],
      ['DELETE', `${PATH}/${theirs.id}`, undefined],
    ] as const) {
      expect(await owner(method, path, body), `${method} ${path}`).toMatchObject({ status: 404, body: { errmsg: '通知模板不存在' } });
    }
    const role = await createRoleAs(owner, { name: '报表员', type: ROLE_TYPES.administrator, funcs: ['studentReport'] });
    const limited = await roleHolder(server, owner, role);
    expect((await limited('GET', PATH)).status).toBe(403);
    expect((await limited('POST', PATH, form())).status).toBe(403);
    expect((await limited('GET', '/api/admin/system/notify/sends')).status).toBe(403);
  });
});
