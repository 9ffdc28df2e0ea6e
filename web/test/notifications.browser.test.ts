import { DEMO_ORGANISATION, startSmtpCatcher, type SmtpCatcher } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSidebarEntry, signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';

// The notification pages (docs/notifications.md, "The back office pages"): the organisation's owner
// points the mail server at a real SMTP server on loopback through the delivery card, writes a
// template (a wrong address is named as it is typed), inserts variables at the caret, previews it
// with the organisation's real values, saves it and sends a test that the SMTP server receives, reads
// the sent rows in the send log and switches the template off; every page scanned at 1280 and 1920 px.

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.close();
});

const app = useAppUnderTest({ viewport: { width: 1280, height: 900 } });
const page = (): Page => app.page;
const SUBJECT = '晨间运营简报';
const RECIPIENTS = ['ops@example.com', 'lead@example.com'];

/** Scans the page as it is at 1280 and at 1920 px wide, and goes back to 1280. */
async function scanAtBothWidths(label: string): Promise<void> {
  for (const width of [1920, 1280]) {
    await page().setViewportSize({ width, height: 900 });
    await a11yScan(page(), `${label} at ${width} px`);
  }
}

const tab = async (name: 'templates' | 'sends' | 'settings') => {
  await page().getByTestId(`notify-tab-${name}`).click();
  await page().locator('.ant-tabs-tab-active').getByTestId(`notify-tab-${name}`).waitFor();
};

describe('the notification pages', () => {
  it('sets the mail server through the delivery card: the password is never shown again', async () => {
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await openSidebarEntry(page(), '系统管理', '消息通知');
    await waitForRoute(page(), '/admin/system/message-management');
    await expect(page().getByTestId('notify-title').textContent()).resolves.toBe('消息通知');
    await tab('settings');
    const card = page().getByTestId('notify-delivery');
    await card.getByLabel('SMTP 服务器').fill(smtp.host);
    await card.getByLabel('端口').fill(String(smtp.port));
    await card.getByLabel('加密方式').click();
    await page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '不加密' }).click();
    await card.getByLabel('账号').fill(smtp.account);
    await card.getByLabel('密码', { exact: true }).fill(smtp.password);
    await card.getByLabel('发件人地址').fill('notice@example.com');
    await page().getByTestId('notify-delivery-save').click();
    await page().getByTestId('notify-delivery-save-done').waitFor();
    await expect.poll(() => page().getByTestId('notify-password-state').textContent()).toContain('已设置');
    await expect(card.getByLabel('密码', { exact: true }).inputValue()).resolves.toBe('');
    await page().getByTestId('notify-taskmsg').waitFor();
    await scanAtBothWidths('the delivery settings');
  });

  it('writes a template: a wrong address is named as typed, variables go in at the caret, the preview shows real values', async () => {
    await tab('templates');
    await page().getByTestId('notify-add').click();
    await waitForRoute(page(), '/admin/system/edit-msg-template');
    await page().getByTestId('notify-subject').fill(SUBJECT);
    await page().getByTestId('notify-recipients').fill(`${RECIPIENTS[0]}; lead@example`);
    await page().getByText('收件人邮箱格式不正确：lead@example').waitFor();
    await page().getByTestId('notify-recipients').fill(RECIPIENTS.join('; '));
    await expect.poll(() => page().getByTestId('notify-recipients-count').textContent()).toContain('2/100');
    await expect(page().getByText('收件人邮箱格式不正确').count()).resolves.toBe(0);

    const content = page().getByTestId('notify-content');
    await content.fill('，昨日活跃学员  人。');
    await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
    await page().getByTestId('notify-variable-orgName').click();
    // The focus is back in the text, after the variable; by the keyboard alike: a variable focused, Enter.
    await expect.poll(() => content.evaluate((area: HTMLTextAreaElement) => area === document.activeElement && area.selectionStart)).toBe('{{orgName}}'.length);
    await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.length - 3, area.value.length - 3));
    await page().getByTestId('notify-variable-activeLearners').focus();
    await page().keyboard.press('Enter');
    await expect(content.inputValue()).resolves.toBe('{{orgName}}，昨日活跃学员 {{activeLearners}} 人。');
    await scanAtBothWidths('the template editor');

    await page().getByTestId('notify-preview-open').click();
    const preview = page().getByTestId('notify-preview');
    await preview.waitFor();
    await expect(page().getByTestId('notify-preview-subject').textContent()).resolves.toBe(SUBJECT);
    const rendered = (await page().getByTestId('notify-preview-content').textContent()) ?? '';
    expect(rendered).toMatch(new RegExp(`^${DEMO_ORGANISATION}，昨日活跃学员 \\d+ 人。$`));
    await a11yScan(page(), 'the preview');
    await page().locator('.ant-modal-wrap:visible').getByRole('button', { name: '关闭' }).last().click();
    await preview.waitFor({ state: 'detached' });
  });

  it('saves it and sends a test the SMTP server receives, one mail per recipient', async () => {
    await expect(page().getByTestId('notify-editor-test').isDisabled()).resolves.toBe(true);
    await page().getByTestId('notify-save').click();
    await page().waitForFunction(() => /[?&]id=/.test(window.location.hash));
    await expect.poll(() => page().getByTestId('notify-editor-test').isEnabled()).toBe(true);
    await page().getByTestId('notify-editor-test').click();
    await page().getByTestId('notify-editor-test-confirm').click();
    await page().getByTestId('notify-test-result').waitFor();
    await expect(page().getByTestId('notify-test-summary').textContent()).resolves.toBe('共 2 条，成功 2 条');
    const mails = await smtp.waitForMails(2);
    expect(mails.map((mail) => mail.subject)).toEqual([SUBJECT, SUBJECT]);
    expect(mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual([...RECIPIENTS].sort());
    expect(mails[0]!.text).toContain(DEMO_ORGANISATION);
    await a11yScan(page(), 'the test result');
    await page().locator('.ant-modal-wrap:visible').getByRole('button', { name: '关闭' }).last().click();
  });

  it('reads the sent rows in the send log, and switches the template off', async () => {
    await page().getByTestId('notify-back').click();
    await waitForRoute(page(), '/admin/system/message-management');
    const row = page().getByTestId('notify-table').locator('tbody tr.ant-table-row', { hasText: SUBJECT });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('每天 08:00');
    await expect.poll(() => page().getByTestId(`notify-last-${SUBJECT}`).textContent()).toContain('已发送');
    await scanAtBothWidths('the templates');

    await tab('sends');
    await page().getByTestId('notify-sends-template').click();
    await page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: SUBJECT }).click();
    const sent = page().getByTestId('notify-sends').locator('tbody tr.ant-table-row', { hasText: SUBJECT });
    await expect.poll(() => sent.count()).toBe(2);
    for (const recipient of RECIPIENTS) {
      await expect(page().getByTestId(`notify-send-result-${recipient}`).textContent()).resolves.toBe('已发送');
    }
    await page().getByTestId('notify-sends-result').click();
    await page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '失败' }).click();
    await expect.poll(() => sent.count()).toBe(0);
    await scanAtBothWidths('the send log');

    await tab('templates');
    const enabled = page().getByTestId(`notify-enabled-${SUBJECT}`);
    await expect(enabled.getAttribute('aria-checked')).resolves.toBe('true');
    await enabled.focus();
    await page().keyboard.press('Space');
    await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('false');
    await page().reload();
    await expect.poll(() => page().getByTestId(`notify-enabled-${SUBJECT}`).getAttribute('aria-checked')).toBe('false');
    await expect(page().getByTestId(`notify-next-${SUBJECT}`).textContent()).resolves.toBe('—');
  });
});
