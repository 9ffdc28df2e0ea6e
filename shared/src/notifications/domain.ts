import { EMAIL_PATTERN } from '../validators/rules.js';

/**
 * Notifications (admin-back-office §3 Notification template, §5, §9; docs/notifications.md): a
 * template an administrator schedules — subject, channel, period, recipients, content with
 * variables, Excel attachments — and the in-app notices a learner receives.
 */

export const NOTIFY_LIMITS = {
  /** §5: message subject at most 30. */
  subjectMax: 30,
  /** §5: at most 100 recipients (and as many in cc). */
  recipientsMax: 100,
  /** The content of a template, variables included. */
  contentMax: 2000,
  /** A recipient address. */
  addressMax: 100,
  /** The SMTP host, account and the WeCom webhook URL. */
  hostMax: 253,
  accountMax: 100,
  passwordMax: 128,
  webhookMax: 500,
  /** The task-message follow link (`notifysetting.url`). */
  urlMax: 500,
} as const;

/** §3 push method: e-mail, enterprise WeChat (its group robot), or both. */
export const NOTIFY_METHODS = ['email', 'wecom', 'both'] as const;
export type NotifyMethod = (typeof NOTIFY_METHODS)[number];

/** §3 period; §9 the variables count over the unit of the period: the day, week or month before the send. */
export const NOTIFY_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type NotifyPeriod = (typeof NOTIFY_PERIODS)[number];

/** §3 attachment table by scope: each an Excel workbook from the data centre's queries. */
export const NOTIFY_SCOPES = ['overall', 'department', 'position', 'student', 'task', 'studentTotal', 'studentDaily'] as const;
export type NotifyScope = (typeof NOTIFY_SCOPES)[number];

/** SMTP encryption: none (plain, may upgrade), SSL/TLS from the start, STARTTLS required. */
export const SMTP_SECURITY = ['none', 'ssl', 'starttls'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** The template's kinds: one an administrator writes, and the daily operations report (§9, preset). */
export const NOTIFY_KINDS = ['custom', 'daily'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/**
 * The variables a template's content and subject may hold as `{{name}}`, each counted over the
 * period before the send (§9: units day, week, month); `orgName` and the period's days are text.
 */
export const NOTIFY_VARIABLES = [
  'orgName',
  'periodStart',
  'periodEnd',
  'activeLearners',
  'newUsers',
  'practiceSessions',
  'practiceMinutes',
  'examAttempts',
  'examPassRate',
  'tasksCompleted',
  'averageScore',
] as const;
export type NotifyVariable = (typeof NOTIFY_VARIABLES)[number];

/** One send's outcome in the send log. `retrying`: failed, another attempt is due. */
export const SEND_RESULTS = ['sent', 'failed', 'retrying', 'skipped'] as const;
export type SendResult = (typeof SEND_RESULTS)[number];

/** A send log row's channel. */
export const SEND_CHANNELS = ['email', 'wecom'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

const VARIABLE = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** `{{name}}` replaced by its value; an unknown name is left as written. */
export function renderNotifyText(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
}

/** The names of `{{…}}` a text holds that are not variables (shown by the form, refused by the server). */
export function unknownVariables(text: string): string[] {
  const known = new Set<string>(NOTIFY_VARIABLES);
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!).filter((name) => !known.has(name)))];
}

/** A `;`-separated list (Chinese `；`, commas and line breaks too) as its distinct addresses, in order. */
export function splitRecipients(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[;；,，\s]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Whether an address is an e-mail address the form accepts. */
export const isRecipientAddress = (address: string): boolean => address.length <= NOTIFY_LIMITS.addressMax && EMAIL_PATTERN.test(address);

/** The learner's in-app notices (item 4, 5 of docs/notifications.md): what happened, rendered by kind. */
export const NOTICE_KINDS = ['taskPublished', 'taskEnding', 'appealAnswered', 'levelUp', 'badgeEarned'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
