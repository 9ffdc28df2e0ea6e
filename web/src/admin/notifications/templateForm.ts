import {
  isRecipientAddress,
  NOTIFY_LIMITS,
  notifyTemplateRequestSchema,
  splitRecipients,
  type MessageKey,
  type MessageParams,
  type NotifyMethod,
  type NotifyPeriod,
  type NotifyScope,
  type NotifyTemplate,
  type NotifyTemplateForm,
} from '@peilian/shared';
import { schemaIssues, type FormIssue } from '../blocks/formIssues';

/** The template editor's form as the page holds it (docs/notifications.md, "The back office pages"). */
export interface TemplateDraft {
  subject: string;
  method: NotifyMethod;
  period: NotifyPeriod;
  /** `hh:mm` on the organisation's clock. */
  sendtime: string;
  /** 1 Monday … 7 Sunday (weekly). */
  weekday: number;
  /** 1–28 (monthly). */
  monthday: number;
  /** `;`-separated addresses, as typed. */
  recipients: string;
  cc: string;
  content: string;
  attachments: NotifyScope[];
  enabled: boolean;
}

export const NEW_TEMPLATE: TemplateDraft = {
  subject: '',
  method: 'email',
  period: 'daily',
  sendtime: '08:00',
  weekday: 1,
  monthday: 1,
  recipients: '',
  cc: '',
  content: '',
  attachments: [],
  enabled: true,
};

/** The form of a saved template. */
export function draftOf(template: NotifyTemplate): TemplateDraft {
  return {
    subject: template.subject,
    method: template.method,
    period: template.period,
    sendtime: template.sendtime,
    weekday: template.weekday,
    monthday: template.monthday,
    recipients: template.recipients.join('; '),
    cc: template.cc.join('; '),
    content: template.content,
    attachments: [...template.attachments],
    enabled: template.enabled === 1,
  };
}

/** The request body of the form (create, update and preview alike); the server checks it with the same schema. */
export const bodyOf = (draft: TemplateDraft): NotifyTemplateForm => ({ ...draft, enabled: draft.enabled ? 1 : 0 });

/** What the shared rules refuse in the form, by field. */
export const templateIssues = (draft: TemplateDraft): FormIssue[] => schemaIssues(notifyTemplateRequestSchema, bodyOf(draft));

/** A message to show: an i18n key and its parameters. */
export interface Said {
  key: MessageKey;
  params?: MessageParams;
}

/** A list of addresses as the field shows it while typed: how many, and what is wrong with it. */
export interface RecipientCheck {
  count: number;
  /** Every address that is not one (not only the first, as the server names). */
  invalid: string[];
  problems: Said[];
}

/**
 * The address list checked as it is typed, by the rules the server applies (`splitRecipients`,
 * `isRecipientAddress`, at most 100): the count, and each address that is wrong, by name.
 */
export function checkRecipients(text: string, required: boolean): RecipientCheck {
  const addresses = splitRecipients(text);
  const invalid = addresses.filter((address) => !isRecipientAddress(address));
  const problems: Said[] = [];
  if (required && addresses.length === 0) problems.push({ key: 'notifyAdmin.rules.recipientsRequired' });
  if (addresses.length > NOTIFY_LIMITS.recipientsMax)
    problems.push({ key: 'notifyAdmin.rules.recipientsTooMany', params: { max: NOTIFY_LIMITS.recipientsMax } });
  if (invalid.length > 0) problems.push({ key: 'notifyAdmin.rules.recipientInvalid', params: { address: invalid.join('; ') } });
  return { count: addresses.length, invalid, problems };
}

/** A text after `insert` replaced its selection `[start, end)`, and where the caret goes: after the insert. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

/** A variable as the content holds it. */
export const variableToken = (name: string): string => `{{${name}}}`;
