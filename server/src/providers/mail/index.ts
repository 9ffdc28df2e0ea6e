export { createMailer } from './nodemailer.js';
export { MailError, type MailAttachment, type MailErrorKind, type Mailer, type MailMessage, type SmtpSettings } from './types.js';
