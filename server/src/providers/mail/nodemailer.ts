import nodemailer from 'nodemailer';
import { MailError, type MailErrorKind, type Mailer, type MailMessage, type SmtpSettings } from './types.js';

/** The reply codes and error codes nodemailer reports, mapped to what an administrator can act on. */
function kindOf(error: { code?: string; responseCode?: number; message?: string }): MailErrorKind {
  const code = error.code ?? '';
  if (code === 'EAUTH' || error.responseCode === 535 || error.responseCode === 534) return 'auth';
  if (code === 'ETIMEDOUT' || /timeout/i.test(error.message ?? '')) return 'timeout';
  if (code === 'ECONNECTION' || code === 'EDNS' || code === 'ESOCKET' || code === 'ECONNREFUSED' || code === 'ETLS') return 'unreachable';
  return 'refused';
}

/**
 * Mail through nodemailer's SMTP transport, one connection per mail (sends are few and scheduled),
 * each step bounded by `timeoutMs`.
 */
export function createMailer(options: { timeoutMs: number }): Mailer {
  return {
    async send(settings: SmtpSettings, message: MailMessage) {
      if (!settings.host) throw new MailError('notConfigured', 'No mail server is set');
      const transport = nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.security === 'ssl',
        requireTLS: settings.security === 'starttls',
        ...(settings.account ? { auth: { user: settings.account, pass: settings.password } } : {}),
        connectionTimeout: options.timeoutMs,
        greetingTimeout: options.timeoutMs,
        socketTimeout: options.timeoutMs,
      });
      try {
        const sent = await transport.sendMail({
          from: settings.from || settings.account,
          to: message.to,
          cc: message.cc,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          attachments: message.attachments.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return { messageId: String(sent.messageId ?? '') };
      } catch (error) {
        const failure = error as { code?: string; responseCode?: number; message?: string };
        throw new MailError(kindOf(failure), failure.message ?? String(error));
      } finally {
        transport.close();
      }
    },
  };
}
