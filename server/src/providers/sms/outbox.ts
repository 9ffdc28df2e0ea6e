import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger.js';
import type { SmsMessage, SmsNotice, SmsProvider } from './types.js';

/** Where the outbox provider writes: `<DATA_DIR>/outbox/sms.jsonl`. */
export const smsOutboxFile = (dataDir: string) => path.join(dataDir, 'outbox', 'sms.jsonl');

/**
 * The local default: every code becomes a JSON line `{mobile, code, purpose, at}` in the outbox file
 * and a log line naming the file (never the code), so demo users and tests can read the codes
 * without a phone; every notice a line
 * `{mobile, template, params, text, at}`.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(
    private readonly file: string,
    private readonly logger: Logger,
  ) {}

  private async append(line: Record<string, unknown>): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify({ ...line, at: new Date().toISOString() })}\n`, 'utf8');
  }

  async send({ mobile, code, purpose }: SmsMessage): Promise<void> {
    await this.append({ mobile, code, purpose });
    // The code itself only goes to the file: a log line must not replay a sign-in (docs/security.md).
    this.logger.info({ mobile, purpose, outbox: this.file }, 'sms code written to the outbox');
  }

  async notify({ mobile, template, params, text }: SmsNotice): Promise<void> {
    await this.append({ mobile, template, params, text });
    this.logger.info({ mobile, template, outbox: this.file }, 'sms notice written to the outbox');
  }
}
