import { describe, expect, it } from 'vitest';
import { chooseLearnerLanguage } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';

// The unsubscribe link of a daily operations data push, opened on a phone. Subscriptions are made
// by the subscribe flow, which has no page yet: the demo organisation gets two recipients in SQL.
const SUBSCRIPTION = 'sub-abcdefghijklmnop';
const OTHER_SUBSCRIPTION = 'sub-qrstuvwxyz012345';
const recipient = (id: string) =>
  `jsonb_build_object('${id}', jsonb_build_object('userId', (SELECT id::text FROM users WHERE account = 'admin01'), 'pubopenid', 'pub-${id}', 'subscribedAt', '2026-11-01T00:00:00.000Z'))`;
const app = useAppUnderTest({
  viewport: PHONE,
  data: [
    {
      sql: `UPDATE organisations SET settings = settings || jsonb_build_object('dailyPush', jsonb_build_object('subscriptions', ${recipient(SUBSCRIPTION)} || ${recipient(OTHER_SUBSCRIPTION)})) WHERE name = $1`,
      params: ['演示企业'],
    },
  ],
});

const message = () => app.page.getByTestId('page-message');
/** Opens a link as a fresh page, the way a tap on a push message does. */
const open = async (query: string) => {
  await app.page.goto(`${app.server.url}/#/wxcall/unsubscribe${query}`);
  await app.page.reload();
  await message().waitFor();
};

describe('unsubscribe page', () => {
  it("asks to confirm with the organisation's name, then says it is done", async () => {
    await open(`?id=${SUBSCRIPTION}&org=${encodeURIComponent('演示企业')}`);
    await expect(message().textContent()).resolves.toBe('确定取消订阅演示企业的每日运营数据推送吗？');
    await app.page.getByTestId('unsubscribe').click();
    await message().filter({ hasText: '取消订阅成功，请关闭此页面' }).waitFor();
    await expect(app.page.getByTestId('unsubscribe').count()).resolves.toBe(0);
  });

  it('answers the same when the link is confirmed again', async () => {
    await open(`?id=${SUBSCRIPTION}&org=${encodeURIComponent('演示企业')}`);
    await app.page.getByTestId('unsubscribe').click();
    await message().filter({ hasText: '取消订阅成功，请关闭此页面' }).waitFor();
  });

  it("shows the server's refusal of an unknown or malformed id and keeps the button", async () => {
    for (const id of ['sub-unknown-0123456789', 'x']) {
      await open(`?id=${id}&org=${encodeURIComponent('演示企业')}`);
      await app.page.getByTestId('unsubscribe').click();
      await expect(app.page.getByTestId('unsubscribe-error').textContent()).resolves.toBe('退订链接无效，请从最新的推送消息中打开');
      await expect(app.page.getByTestId('unsubscribe').isEnabled()).resolves.toBe(true);
    }
  });

  it('says a link without an id is not valid, without a button', async () => {
    await open(`?org=${encodeURIComponent('演示企业')}`);
    await expect(message().textContent()).resolves.toBe('退订链接无效，请从最新的推送消息中打开');
    await expect(app.page.getByTestId('unsubscribe').count()).resolves.toBe(0);
  });

  it('speaks English and Traditional Chinese too, with a prompt for a link without the name', async () => {
    await app.page.goto(`${app.server.url}/#/login`);
    await chooseLearnerLanguage(app.page, 'English');
    await open(`?id=${OTHER_SUBSCRIPTION}`);
    // The language file loads after the choice: the page may still speak the one before for a moment.
    await expect.poll(() => message().textContent()).toBe('Unsubscribe from the daily operations data push?');
    await expect.poll(() => app.page.getByTestId('unsubscribe').textContent()).toBe('Confirm unsubscribe');
    await app.page.getByTestId('unsubscribe').click();
    await message().filter({ hasText: 'Unsubscribed successfully, please close this page' }).waitFor();

    await app.page.goto(`${app.server.url}/#/login`);
    await chooseLearnerLanguage(app.page, '繁體中文');
    await open('?id=sub-unknown-0123456789&org=x');
    await expect.poll(() => message().textContent()).toBe('確定取消訂閱x的每日營運數據推送嗎？');
    await app.page.getByTestId('unsubscribe').click();
    await expect(app.page.getByTestId('unsubscribe-error').textContent()).resolves.toBe('退訂連結無效，請從最新的推送訊息中開啟');
  });
});
