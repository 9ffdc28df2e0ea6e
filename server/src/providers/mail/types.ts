/** The SMTP server an organisation sends through (its 邮件服务器 settings, the password opened). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** none: plain (upgraded when the server offers STARTTLS); ssl: TLS from the start; starttls: required. */
  security: 'none' | 'ssl' | 'starttls';
  account: string;
  password: string;
  /** The sender address ('' = the account). */
  from: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: MailAttachment[];
  headers?: Record<string, string>;
}

/**
 * Why a mail was not sent, as an administrator can act on it: no server set, the account or
 * password refused, the server not reached, the server refused the mail, no answer in time.
 */
export type MailErrorKind = 'notConfigured' | 'auth' | 'unreachable' | 'refused' | 'timeout';

export class MailError extends Error {
  override name = 'MailError';

  constructor(
    readonly kind: MailErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** Sends one mail through the given server. */
export interface Mailer {
  send(settings: SmtpSettings, message: MailMessage): Promise<{ messageId: string }>;
}
