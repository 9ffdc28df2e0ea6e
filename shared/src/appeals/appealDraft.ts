import type { DeviceStorage } from '../outbox/deviceStorage.js';
import type { AppealType } from './domain.js';

/**
 * The appeal being written, kept on the device until the server has it (docs/appeals.md "The
 * learner's appeal"): a reload, a closed page or a submit lost to the network leaves the reason and
 * the ticked items as they were. Storage that refuses (private mode, full) is tolerated: the draft
 * then lives in memory only.
 */
export interface AppealDraft {
  reason: string;
  items: string[];
}

const draftKey = (type: AppealType, recordid: string) => `peilian.appeal.draft.${type}.${recordid}`;

const isDraft = (value: unknown): value is AppealDraft => {
  const draft = value as Partial<AppealDraft> | null;
  return typeof draft?.reason === 'string' && Array.isArray(draft.items) && draft.items.every((item) => typeof item === 'string');
};

/** The draft kept for a record, or an empty one. */
export function readAppealDraft(storage: DeviceStorage | undefined, type: AppealType, recordid: string): AppealDraft {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(draftKey(type, recordid)) ?? 'null');
    if (isDraft(kept)) return { reason: kept.reason, items: kept.items };
  } catch {
    // Unreadable: start blank.
  }
  return { reason: '', items: [] };
}

/** Keeps the draft (a blank one is forgotten). */
export function keepAppealDraft(storage: DeviceStorage | undefined, type: AppealType, recordid: string, draft: AppealDraft): void {
  try {
    if (!draft.reason && draft.items.length === 0) storage?.removeItem(draftKey(type, recordid));
    else storage?.setItem(draftKey(type, recordid), JSON.stringify(draft));
  } catch {
    // Storage refused: the draft stays in memory.
  }
}
