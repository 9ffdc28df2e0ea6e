import { message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import type { FormIssue } from './formIssues';
import { fieldProps, shownProps } from './useFormIssues';

interface Options<D> {
  /** The draft being written, null when closed. */
  initial: D | null;
  /** The shared-schema issues of a draft. */
  issuesOf: (draft: D) => FormIssue[];
  /** Sends a draft without issues to the server (the lists shown refresh by themselves). */
  send: (draft: D) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The state of a library edit dialog: the draft (reset when another opens), its issues shown once the admin
 * tried to save, saving only a draft without issues, a server error shown, the saving flag.
 */
export function useEditDialog<D>({ initial, issuesOf, send, onClose }: Options<D>) {
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
      void notice.success(t('practiceWeb.common.saved'));
      onClose();
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };
  /** Form.Item props of one field's issues, and of any issues, once the admin tried to save. */
  const item = (field: string) => fieldProps(issues, tried, t, field);
  const shown = (found: readonly FormIssue[]) => shownProps(found, tried, t);
  return { t, notice, holder, draft, setDraft, tried, issues, saving, save, item, shown };
}
