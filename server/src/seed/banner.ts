import { DEMO_ORGANISATION } from './accounts.js';
import { DEMO_ACCOUNTS } from './demo.js';
import type { InstalledTopAdministrator } from './topAdministrator.js';

const width = (text: string) => [...text].reduce((sum, ch) => sum + (/[\u2E80-\uFFEF]/.test(ch) ? 2 : 1), 0);
const pad = (text: string, to: number) => text + ' '.repeat(Math.max(0, to - width(text)));

/** Where the banner sends a newcomer for the demo password, which no start prints (docs/security.md). */
export const DEMO_PASSWORD_HINT = '密码见 README.md「Start」 Password: see README.md, "Start"';

/** The demo accounts as an aligned text table (CJK characters count double width), without their password. */
export function formatDemoAccounts(accounts: typeof DEMO_ACCOUNTS): string {
  const rows = [['账号 account', '角色 role', '姓名 name'], ...accounts.map((a) => [a.account, `${a.role.zh} ${a.role.en}`, a.name])];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => width(row[col] ?? ''))));
  return rows.map((row) => `  ${row.map((cell, col) => pad(cell, widths[col] ?? 0)).join('  ')}`.trimEnd()).join('\n');
}

/**
 * What the start line tells about accounts: the demo accounts when the demo is on, and the top
 * administrator this start made with the file of its password — never a password itself.
 */
export function formatAccountNotes(demo: boolean, installed: InstalledTopAdministrator | undefined): string[] {
  const notes = demo ? [`演示账号 Demo accounts — ${DEMO_ORGANISATION} (${DEMO_PASSWORD_HINT}):`, formatDemoAccounts(DEMO_ACCOUNTS)] : [];
  if (installed) {
    notes.push(
      `已创建平台管理员 Created the platform top administrator: ${installed.account}`,
      `  初始密码在 Its first password is in ${installed.passwordFile} (首次登录须修改 to be changed at first sign-in)`,
    );
  }
  return notes;
}
