import { CUSTOMER_ATTRIBUTE, CUSTOMER_NAME, customerBodySchema, PRACTICE_LIMITS, type AdminCustomer, type CustomerBody } from '@peilian/shared';
import type { TextLimit } from '../blocks/textLimit';
import { schemaIssues, type FormIssue } from '../blocks/formIssues';

/** The customer's limited texts, each with the message the server's rule (`customerBodySchema`) refuses a longer one with. */
export const CUSTOMER_TEXT_LIMITS = {
  name: { max: CUSTOMER_NAME.max, tooLong: 'practiceAdmin.rules.customerNameLength' },
  tradetime: { max: PRACTICE_LIMITS.tradeTimeMax, tooLong: 'practiceAdmin.rules.tradeTimeTooLong' },
  attributeLabel: { max: CUSTOMER_ATTRIBUTE.max, tooLong: 'practiceAdmin.rules.attributeLength' },
  attributeValue: { max: PRACTICE_LIMITS.attributeValueMax, tooLong: 'practiceAdmin.rules.attributeValueTooLong' },
} as const satisfies Record<string, TextLimit>;

/** A custom attribute row of the dialog, with a stable key for the list. */
export interface AttributeRow {
  key: number;
  label: string;
  value: string;
}

/** The customer dialog's state (admin §2 voicecustomer). */
export interface CustomerDraft {
  id: string;
  name: string;
  gender: 0 | 1;
  avatar: string;
  tradetime: string;
  digitalhuman: string;
  /** The chosen digital human's name, shown even when it is no longer among the enabled ones. */
  digitalhumanname: string;
  attributes: AttributeRow[];
}

let nextKey = 1;
const row = (label = '', value = ''): AttributeRow => ({ key: nextKey++, label, value });

export function newCustomerDraft(): CustomerDraft {
  return { id: '', name: '', gender: 1, avatar: '', tradetime: '', digitalhuman: '', digitalhumanname: '', attributes: [] };
}

export function customerDraftOf(customer: AdminCustomer): CustomerDraft {
  const { id, name, avatar, tradetime, digitalhuman, digitalhumanname } = customer;
  return {
    id,
    name,
    gender: customer.gender ? 1 : 0,
    avatar,
    tradetime,
    digitalhuman,
    digitalhumanname,
    attributes: customer.attributes.map((one) => row(one.label, one.value)),
  };
}

/** Appends an empty attribute row, up to the 20 allowed. */
export function withAttribute(draft: CustomerDraft): CustomerDraft {
  if (draft.attributes.length >= CUSTOMER_ATTRIBUTE.count) return draft;
  return { ...draft, attributes: [...draft.attributes, row()] };
}

export function withAttributeChanged(draft: CustomerDraft, key: number, change: Partial<Pick<AttributeRow, 'label' | 'value'>>): CustomerDraft {
  return { ...draft, attributes: draft.attributes.map((one) => (one.key === key ? { ...one, ...change } : one)) };
}

export function withoutAttribute(draft: CustomerDraft, key: number): CustomerDraft {
  return { ...draft, attributes: draft.attributes.filter((one) => one.key !== key) };
}

/** The body as sent: attribute rows left wholly blank are dropped, the rest trimmed by the schema. */
export function customerBody(draft: CustomerDraft): CustomerBody {
  const attributes = draft.attributes.filter((one) => one.label.trim() || one.value.trim()).map(({ label, value }) => ({ label, value }));
  return { name: draft.name, gender: draft.gender, avatar: draft.avatar, tradetime: draft.tradetime, digitalhuman: draft.digitalhuman, attributes };
}

/**
 * What keeps the customer from being saved — the server's rules (`customerBodySchema`). An
 * attribute issue's index is that of the sent list; `attributeRowIssues` maps it back to the rows.
 */
export function customerIssues(draft: CustomerDraft): FormIssue[] {
  return schemaIssues(customerBodySchema, customerBody(draft));
}

/** The attribute issues of one row of the dialog (blank rows are not sent, so indexes shift). */
export function attributeRowIssues(draft: CustomerDraft, issues: readonly FormIssue[], key: number): FormIssue[] {
  const sent = draft.attributes.filter((one) => one.label.trim() || one.value.trim());
  const index = sent.findIndex((one) => one.key === key);
  return index < 0 ? [] : issues.filter((issue) => issue.field === 'attributes' && issue.path[1] === index);
}

/** Issues of the attribute list as a whole (too many, duplicate labels). */
export function attributeListIssues(issues: readonly FormIssue[]): FormIssue[] {
  return issues.filter((issue) => issue.field === 'attributes' && issue.path.length === 1);
}
