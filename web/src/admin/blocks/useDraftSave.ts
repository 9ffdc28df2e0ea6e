import type { MessageKey, ValidationIssue } from '@peilian/shared';
import { message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';

export interface DraftSaveOptions<D, I> {
  /** The draft being written, null when closed. */
  initial: D | null;
  /** The issues shared's rules find in a draft; none when it may be saved. */
  issuesOf: (draft: D) => I[];
  /** Sends a draft without issues to the server; resolves once the lists on screen show it. */
  send: (draft: D) => Promise<unknown>;
  /** The toast after a save. */
  savedKey: MessageKey;
  onClose: () => void;
}

/** Form.Item props showing some issues: the error state and their messages. */
export interface IssueProps {
  validateStatus?: 'error';
  help?: string;
}

/**
 * The state of a `DraftDialog`: the draft (reset when another opens), its issues shown once the admin
 * tried to save, only a draft without issues sent, the server's refusal as a toast, the saving flag.
 */
export function useDraftSave<D, I extends ValidationIssue>({ initial, issuesOf, send, savedKey, onClose }: DraftSaveOptions<D, I>) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [draft, setDraft] = useState<D | null>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setDraft(initial);
    setTried(false);
  }, [initial]);
  const issues = useMemo(() => (draft ? issuesOf(draft) : []), [draft, issuesOf]);

  const save = async () => {
    setTried(true);
    if (!draft || issues.length > 0) return;
    setSaving(true);
    try {
      await send(draft);
      void notice.success(t(savedKey));
      onClose();
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };
  /** Form.Item props of some of the issues, once the admin tried to save (none before). */
  const shown = (found: readonly I[]): IssueProps =>
    tried && found.length > 0 ? { validateStatus: 'error', help: [...new Set(found.map((one) => t(one.key, one.params)))].join('；') } : {};
  return { t, notice, holder, draft, setDraft, tried, issues, saving, save, shown };
}
