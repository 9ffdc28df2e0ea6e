import { message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import type { IssueProps } from '../blocks/useDraftSave';
import { issuesOf } from '../blocks/formIssues';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { humanBody, humanDraftOf, humanIssues, newHumanDraft, type HumanDraft } from './humanForm';

/**
 * The digital-human editor's state (editspeechdub, `?id=` — none: a new one): the template read,
 * the shared rules' issues shown once the admin tried to save, the save (a new template's id then
 * goes into the URL, so saving again updates it) and the server's refusal as a message.
 */
export function useHumanEditor(id: string) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState<HumanDraft | null>(() => (id ? null : newHumanDraft()));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const stored = useAdminQuery('digitalHumans', 'read', id ? { id } : null);
  const create = useAdminMutation('digitalHumans', 'create');
  const update = useAdminMutation('digitalHumans', 'update');

  const read = stored.data?.digitalhuman;
  const loaded = draft?.id ?? null;
  useEffect(() => {
    if (id && read?.id === id && loaded !== id) setDraft(humanDraftOf(read));
  }, [id, read, loaded]);
  const loadError = id && loaded !== id ? stored.error : '';

  const issues = useMemo(() => (draft ? humanIssues(draft) : []), [draft]);
  /** A field's Form.Item props: the rules it breaks, once the admin tried to save. */
  const item = (field: keyof HumanDraft): IssueProps => {
    const found = tried ? issuesOf(issues, field) : [];
    return found.length ? { validateStatus: 'error', help: [...new Set(found.map((issue) => t(issue.key, issue.params)))].join('；') } : {};
  };

  const save = async () => {
    setTried(true);
    if (!draft || issues.length > 0) return;
    setSaving(true);
    try {
      const { digitalhuman } = draft.id ? await update.run({ id: draft.id }, humanBody(draft)) : await create.run({}, humanBody(draft));
      setDraft(humanDraftOf(digitalhuman));
      setTried(false);
      void notice.success(t('practiceWeb.human.saved'));
      if (!draft.id) setParams({ id: digitalhuman.id }, { replace: true });
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return { t, notice, holder, draft, setDraft, stored: read?.id === draft?.id ? read : undefined, loadError, item, saving, save };
}
