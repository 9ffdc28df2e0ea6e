import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger.js';
import type { SmsMessage, SmsProvider } from './types.js';

/** Where the outbox provider writes: `<DATA_DIR>/outbox/sms.jsonl`. */
export const smsOutboxFile = (dataDir: string) => path.join(dataDir, 'outbox', 'sms.jsonl');

/**
 * The local default: every code becomes a JSON line `{mobile, code, purpose, at}` in the outbox file
 * and a log line, so demo users and tests can read the codes without a phone.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(
    private readonly file: string,
    private readonly logger: Logger,
  ) {}

  async send({ mobile, code, purpose }: SmsMessage): Promise<void> {
    const line = JSON.stringify({ mobile, code, purpose, at: new Date().toISOString() });
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, `${line}\n`, 'utf8');
    this.logger.info({ mobile, code, purpose, outbox: this.file }, 'sms code written to the outbox');
  }
}
