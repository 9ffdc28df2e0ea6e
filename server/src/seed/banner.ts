import type { DEMO_ACCOUNTS } from './demo.js';

const width = (text: string) => [...text].reduce((sum, ch) => sum + (/[\u2E80-\uFFEF]/.test(ch) ? 2 : 1), 0);
const pad = (text: string, to: number) => text + ' '.repeat(Math.max(0, to - width(text)));

/** The demo accounts as an aligned text table (CJK characters count double width). */
export function formatDemoAccounts(accounts: typeof DEMO_ACCOUNTS): string {
  const rows = [
    ['账号 account', '角色 role', '姓名 name', '密码 password'],
    ...accounts.map((a) => [a.account, `${a.role.zh} ${a.role.en}`, a.name, a.password]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => width(row[col] ?? ''))));
  return rows.map((row) => `  ${row.map((cell, col) => pad(cell, widths[col] ?? 0)).join('  ')}`.trimEnd()).join('\n');
}
