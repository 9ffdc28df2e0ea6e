import { createStore } from 'zustand/vanilla';
import { ApiError, isNetworkFailure } from '../api/client.js';
import type { MessageKey } from '../i18n/messages.js';
import { appealBodySchema } from '../schemas/appeals.js';
import { keepAppealDraft, readAppealDraft } from './appealDraft.js';
import type { AppealRecordOptions, AppealRecordState, AppealRecordStore } from './appealTypes.js';

/**
 * One study record's appeal (admin-back-office §4, §5; docs/appeals.md "On the learner surfaces"),
 * one store for the PWA and the mini-program: whether the record may be appealed, the form (reason,
 * the items ticked) and, once made, the appeal in its place. An appeal is made once and is final,
 * so nothing is sent again behind the learner's back: a submit lost to the network says so and
 * keeps the reason (in the form and on the device) for the learner to send again; only the server's
 * answer shows the appeal as made. A second appeal of the record is refused with the server's
 * message, and the record is read again to show the appeal it already has.
 */
export function createAppealRecordStore(options: AppealRecordOptions): AppealRecordStore {
  const { type, recordid, calls, storage } = options;
  const draft = readAppealDraft(storage, type, recordid);
  return createStore<AppealRecordState>()((set, get) => {
    const keepDraft = () => keepAppealDraft(storage, type, recordid, { reason: get().reason, items: get().items });

    async function load(): Promise<void> {
      set({ phase: 'loading', failure: null });
      try {
        const answer = await calls.record({ type, recordid });
        set({ phase: 'ready', refusal: answer.refusal, criteria: answer.criteria, appeal: answer.appeal });
        if (answer.appeal) keepAppealDraft(storage, type, recordid, { reason: '', items: [] });
      } catch (error) {
        set({ phase: 'failed', failure: { error } });
      }
    }

    async function send(): Promise<boolean> {
      const parsed = appealBodySchema.safeParse({ type, recordid, reason: get().reason, items: get().items });
      if (!parsed.success) {
        set({ notice: { kind: 'invalid', key: (parsed.error.issues[0]?.message ?? 'errors.unknown') as MessageKey } });
        return false;
      }
      set({ submitting: true, notice: null });
      try {
        const answer = await calls.submit({}, parsed.data);
        keepAppealDraft(storage, type, recordid, { reason: '', items: [] });
        set({ submitting: false, appeal: answer.appeal, reason: '', items: [], refusal: null });
        return true;
      } catch (error) {
        set({ submitting: false, notice: isNetworkFailure(error) ? { kind: 'offline' } : { kind: 'refused', error } });
        if (error instanceof ApiError && error.key === 'errors.appeals.alreadyAppealed') await load();
        return false;
      }
    }

    return {
      phase: 'idle',
      refusal: null,
      criteria: [],
      appeal: null,
      reason: draft.reason,
      items: draft.items,
      submitting: false,
      notice: null,
      failure: null,
      load,
      setReason(text) {
        const notice = get().notice;
        set({ reason: text, notice: notice?.kind === 'invalid' ? null : notice });
        keepDraft();
      },
      toggleItem(key) {
        const items = get().items;
        set({ items: items.includes(key) ? items.filter((item) => item !== key) : [...items, key] });
        keepDraft();
      },
      async submit() {
        if (get().submitting || get().appeal) return false;
        return send();
      },
    };
  });
}
