import type { Config } from '../config.js';
import { smsOutboxFile } from '../providers/sms/outbox.js';
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

/** What a start tells about itself once it serves: where, on what, and the accounts to sign in with. */
export interface StartFacts {
  url: string;
  /** The address listened on: loopback for a demo start without `HOST`. */
  host: string;
  demo: boolean;
  topAdministrator: InstalledTopAdministrator | undefined;
  readyMs: number;
  /** Server processes behind the port (`WORKERS`). */
  workers: number;
}

/** The lines a start prints once it serves (docs/deploy.md): never a password. */
export function startBanner(config: Config, facts: StartFacts): string {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
  const processes = facts.workers > 1 ? `, ${facts.workers} processes` : '';
  return (
    [
      '',
      `陪练 Peilian is running at ${facts.url}  (${config.edition}, ${where}${processes}, ready in ${Math.round(facts.readyMs)} ms)`,
      // A demo start without HOST: its accounts' password is in the README, so only this machine reaches it.
      ...(facts.demo && config.host === undefined
        ? [`演示数据只在本机监听 With the demo, listening on ${facts.host} only (this machine); set HOST to listen on others`]
        : []),
      ...formatAccountNotes(config.seedDemo, facts.topAdministrator),
      ...(config.sms.provider === 'outbox' ? [`短信验证码 SMS codes → ${smsOutboxFile(config.dataDir)}`] : []),
      '',
    ].join('\n') + '\n'
  );
}
