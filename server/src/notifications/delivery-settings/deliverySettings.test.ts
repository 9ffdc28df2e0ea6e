import { ROLE_TYPES } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller, createRoleAs, roleHolder } from '../../../test/peopleClient.js';
import { loadDelivery, maskWebhook } from './settings.js';

const DELIVERY = '/api/admin/system/notify/delivery';
const WEBHOOK = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx-4bc4-97a0-0ec2sifa5aaa';

let server: TestServer;
let owner: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('superadmin'));
});
afterAll(() => server?.close());

const form = { host: 'smtp.exmail.qq.com', port: 465, security: 'ssl', account: 'report@peilian.cn', from: '', password: 'Mail#2026', webhook: WEBHOOK };
const orgId = async () => (await demoOrganisation(server.database.db)).id;

describe('the delivery settings (notify/delivery)', () => {
  it('keeps the password and the webhook sealed: never returned, not readable in the database, opened for sending', async () => {
    const saved = await owner('PUT', DELIVERY, form);
    expect(saved.body).toEqual({
      successed: true,
      delivery: {
        host: 'smtp.exmail.qq.com',
        port: 465,
        security: 'ssl',
        account: 'report@peilian.cn',
        from: '',
        haspassword: true,
        webhook: maskWebhook(WEBHOOK),
      },
    });
    expect(JSON.stringify((await owner('GET', DELIVERY)).body)).not.toContain('Mail#2026');
    expect(maskWebhook(WEBHOOK)).toBe('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=****5aaa');
    const stored = JSON.stringify((await demoOrganisation(server.database.db)).settings);
    expect(stored).not.toContain('Mail#2026');
    expect(stored).not.toContain('693a91f6');
    const delivery = await loadDelivery(server.database.db, server.config, await orgId());
    expect(delivery).toEqual({
      smtp: { host: 'smtp.exmail.qq.com', port: 465, security: 'ssl', account: 'report@peilian.cn', from: '', password: 'Mail#2026' },
      webhook: WEBHOOK,
    });
  });

  it('a blank password and the masked webhook keep what is stored; clearing removes them', async () => {
    await owner('PUT', DELIVERY, form);
    await owner('PUT', DELIVERY, { ...form, port: 587, security: 'starttls', password: '', webhook: maskWebhook(WEBHOOK) });
    expect(await loadDelivery(server.database.db, server.config, await orgId())).toMatchObject({
      smtp: { port: 587, security: 'starttls', password: 'Mail#2026' },
      webhook: WEBHOOK,
    });
    const cleared = await owner('PUT', DELIVERY, { ...form, password: '', clearpassword: 1, webhook: '' });
    expect(cleared.body).toMatchObject({ delivery: { haspassword: false, webhook: '' } });
    expect(await loadDelivery(server.database.db, server.config, await orgId())).toMatchObject({ smtp: { password: '' }, webhook: '' });
  });

  it('refuses bad input in the caller language and changes nothing', async () => {
    await owner('PUT', DELIVERY, form);
    const before = (await owner('GET', DELIVERY)).body;
    for (const [change, message] of [
      [{ port: 70000 }, '端口为1至65535的整数'],
      [{ host: 'smtp qq com' }, '邮件服务器地址不正确'],
      [{ security: 'tls1.0' }, '请选择加密方式'],
      [{ from: 'not-an-address' }, '发件人邮箱格式不正确'],
      [{ webhook: 'ftp://robot' }, '请输入以 http:// 或 https:// 开头的企业微信机器人地址'],
    ] as const) {
      const refused = await owner('PUT', DELIVERY, { ...form, ...change });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ successed: false, errmsg: expect.stringContaining(message) });
    }
    expect((await owner('GET', DELIVERY)).body).toEqual(before);
  });

  it('is for holders of message-management only', async () => {
    const role = await createRoleAs(owner, { name: '用户管理员', type: ROLE_TYPES.administrator, funcs: ['adminuser'] });
    const manager = await roleHolder(server, owner, role);
    expect((await manager('GET', DELIVERY)).status).toBe(403);
    expect((await manager('PUT', DELIVERY, form)).status).toBe(403);
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    expect((await learner('GET', DELIVERY)).status).toBe(403);
  });
});
