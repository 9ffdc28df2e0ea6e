import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/fakes/smtp.js';
import { createMailer } from './nodemailer.js';
import type { MailError, SmtpSettings } from './types.js';

let catcher: SmtpCatcher;
const mailer = createMailer({ timeoutMs: 5_000 });
const settings = (): SmtpSettings => ({
  host: catcher.host,
  port: catcher.port,
  security: 'none',
  account: catcher.account,
  password: catcher.password,
  from: 'reports@peilian.test',
});
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as MailError,
  );

beforeAll(async () => {
  catcher = await startSmtpCatcher();
});
afterAll(() => catcher.close());

describe('the mail client (nodemailer against a real SMTP server on loopback)', () => {
  it('signs in and delivers to each recipient and cc, with the attachment intact', async () => {
    const content = Buffer.from('工作表 bytes');
    await mailer.send(settings(), {
      to: ['manager@example.com'],
      cc: ['boss@example.com'],
      subject: '昨日运营日报',
      text: '学习人数：12',
      attachments: [{ filename: '任务报表.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
      headers: { 'List-Unsubscribe': '<https://peilian.test/wxcall/unsubscribe?id=x>' },
    });
    const [mail] = await catcher.waitForMails(1);
    expect(mail!.envelopeTo.sort()).toEqual(['boss@example.com', 'manager@example.com']);
    expect(mail!.subject).toBe('昨日运营日报');
    expect(mail!.text?.trim()).toBe('学习人数：12');
    expect(mail!.from?.text).toBe('reports@peilian.test');
    expect(mail!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain('/wxcall/unsubscribe?id=x');
    expect(mail!.attachments.map((file) => [file.filename, file.content.equals(content)])).toEqual([['任务报表.xlsx', true]]);
  });

  it('says which step failed: the password, the server down, no server set', async () => {
    const message = { to: ['a@example.com'], cc: [], subject: 's', text: 't', attachments: [] };
    expect(await failure(mailer.send({ ...settings(), password: 'wrong' }, message))).toMatchObject({ name: 'MailError', kind: 'auth' });
    await catcher.stop();
    try {
      expect(await failure(mailer.send(settings(), message))).toMatchObject({ kind: 'unreachable' });
    } finally {
      await catcher.start();
    }
    expect(await failure(mailer.send({ ...settings(), host: '' }, message))).toMatchObject({ kind: 'notConfigured' });
    const count = catcher.mails.length;
    await mailer.send(settings(), message);
    expect((await catcher.waitForMails(count + 1)).at(-1)!.subject).toBe('s');
  });
});
