import type { NotifyPreviewResponse, NotifyTemplate } from '@peilian/shared';
import { message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { issuesOf } from '../blocks/formIssues';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { failureMessages } from '../data/errors';
import { useAdminAction, useAdminMutation, useAdminQuery } from '../data/queries';
import { bodyOf, draftOf, NEW_TEMPLATE, templateIssues, type TemplateDraft } from './templateForm';

/** Form.Item props of some messages: the error state and the messages, once each. */
export function helpProps(lines: readonly string[]) {
  return lines.length > 0 ? { validateStatus: 'error' as const, help: [...new Set(lines)].join('；') } : {};
}

/** Creates (no id) or updates a template; resolves with the stored one. */
function useSaveTemplate() {
  const create = useAdminMutation('notify', 'create');
  const update = useAdminMutation('notify', 'update');
  return async (id: string, draft: TemplateDraft): Promise<NotifyTemplate> =>
    (id ? await update.run({ id }, bodyOf(draft)) : await create.run({}, bodyOf(draft))).template;
}

/**
 * The template editor's state: the template read (or a new one), the shared rules' messages once
 * the admin tried to save or preview, the save (a new template's id then goes into the URL, so
 * saving again updates it), the preview, and the server's refusal.
 */
export function useTemplateEditor(id: string) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState<TemplateDraft | null>(() => (id ? null : NEW_TEMPLATE));
  const [loaded, setLoaded] = useState('');
  const [tried, setTried] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const [preview, setPreview] = useState<NotifyPreviewResponse | null>(null);
  const stored = useAdminQuery('notify', 'read', id ? { id } : null);
  const options = useAdminQuery('notify', 'options', {});
  const saveTemplate = useSaveTemplate();
  const previewCall = useAdminAction('notify', 'preview');
  useErrorNotice(notice, options.error);

  const read = stored.data?.template;
  useEffect(() => {
    if (id && read?.id === id && loaded !== id) {
      setDraft(draftOf(read));
      setLoaded(id);
    }
  }, [id, read, loaded]);
  const loadError = id && loaded !== id ? stored.error : '';

  const issues = useMemo(() => (draft ? templateIssues(draft) : []), [draft]);
  const change = (patch: Partial<TemplateDraft>) => {
    setDraft((current) => current && { ...current, ...patch });
    setDirty(true);
    setGeneral([]);
  };
  /** A field's messages by the shared rules, once the admin tried to save or preview. */
  const help = (field: keyof TemplateDraft) => helpProps(tried ? issuesOf(issues, field).map((issue) => t(issue.key, issue.params)) : []);

  const save = async () => {
    setTried(true);
    if (!draft || issues.length > 0) return;
    setSaving(true);
    try {
      const saved = await saveTemplate(loaded, draft);
      setLoaded(saved.id);
      setDraft(draftOf(saved));
      setDirty(false);
      setTried(false);
      void notice.success(t('notifyAdmin.editor.saved'));
      if (!loaded) setParams({ id: saved.id }, { replace: true });
    } catch (error) {
      setGeneral(failureMessages(error, t));
    } finally {
      setSaving(false);
    }
  };

  const showPreview = async () => {
    setTried(true);
    if (!draft || issues.length > 0) return;
    await previewCall({}, bodyOf(draft)).then(setPreview, (error: unknown) => void notice.error(errorMessage(error, t)));
  };

  return {
    t,
    holder,
    draft,
    change,
    tried,
    help,
    options: options.data,
    loadError,
    saving,
    save,
    general,
    preview,
    showPreview,
    closePreview: () => setPreview(null),
    /** The template as saved, for "send a test now" (none while new or changed since). */
    saved: loaded && draft && !dirty ? { id: loaded, subject: draft.subject } : null,
  };
}

export type TemplateEditor = ReturnType<typeof useTemplateEditor>;
