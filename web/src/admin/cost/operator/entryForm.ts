import { ENTRY_AMOUNT_MAX, ENTRY_NOTE_MAX, type MessageKey, type OperatorEntryKind, type OperatorEntryRequest } from '@peilian/shared';
import { yuanToFen } from '../money';

/** The entry dialog's fields as typed: the amount in yuan (text, so no float ever holds it). */
export interface EntryValues {
  kind: OperatorEntryKind;
  amount: string;
  note: string;
}

/** The kinds whose note says why (admin: a correction, a freeze or its release needs its reason). */
export const NOTE_REQUIRED: ReadonlySet<OperatorEntryKind> = new Set(['adjust', 'freeze', 'unfreeze']);

/** What is wrong with a typed amount for a kind (null: nothing): yuan with at most two decimals, not 0, within the limit, negative only for an adjustment. */
export function amountIssue(kind: OperatorEntryKind, text: string): MessageKey | null {
  const fen = yuanToFen(text);
  if (fen === null || fen === 0 || Math.abs(fen) > ENTRY_AMOUNT_MAX) return 'billing.operator.amountInvalid';
  if (fen < 0 && kind !== 'adjust') return 'billing.operator.amountPositive';
  return null;
}

/** What is wrong with a note for a kind (null: nothing). */
export function noteIssue(kind: OperatorEntryKind, note: string): MessageKey | null {
  if (NOTE_REQUIRED.has(kind) && note.trim() === '') return 'billing.operator.noteRequired';
  return note.trim().length > ENTRY_NOTE_MAX ? 'billing.rules.noteTooLong' : null;
}

/** The request of checked values: the amount in fen. */
export function entryRequest(values: EntryValues): OperatorEntryRequest {
  return { kind: values.kind, amount: yuanToFen(values.amount) ?? 0, note: values.note.trim() };
}
