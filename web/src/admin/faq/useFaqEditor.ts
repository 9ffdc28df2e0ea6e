import { CATALOG_TYPES, type AdminFaq } from '@peilian/shared';
import { message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { issuesOf, type FormIssue } from '../blocks/formIssues';
import { faqBody, faqDraftOf, faqIssues, newFaqDraft, type FaqDraft } from './faqForm';
import type { FaqBodyInput } from './faqQueries';
import { NO_SERVER_ISSUES, serverIssues, type ServerIssues } from './serverIssues';

/** A new draft, or how to change the current one (for answers that arrive while the admin types). */
export type DraftChange = (next: FaqDraft | ((current: FaqDraft) => FaqDraft)) => void;

/** Form.Item props of some messages: the error state and the messages, once each. */
export function helpProps(lines: readonly string[]) {
  return lines.length > 0 ? { validateStatus: 'error' as const, help: [...new Set(lines)].join('；') } : {};
}

/** Creates (no id) or updates a question; resolves with the stored one once the lists on screen show it. */
function useSaveFaq() {
  const create = useAdminMutation('faq', 'create');
  const update = useAdminMutation('faq', 'update');
  return async (id: string, body: FaqBodyInput): Promise<AdminFaq> => (id ? await update.run({ id }, body) : await create.run({}, body)).faq;
}

/** Each field's messages: the shared rules' issues once the admin tried to save, then the server's. */
function useFieldMessages(issues: readonly FormIssue[], tried: boolean, server: ServerIssues) {
  const t = useT();
  const shown = (found: readonly FormIssue[]) => (tried ? found : []).map((issue) => t(issue.key, issue.params));
  /** A field's messages: the rules it breaks once tried, then the server's. */
  const lines = (field: keyof FaqDraft): string[] => [...shown(issuesOf(issues, field)), ...(server.byField[field] ?? [])];
  /** A list field's messages about the list itself (too many rows), not about one row. */
  const listLines = (field: keyof FaqDraft): string[] => [
    ...shown(issuesOf(issues, field).filter((issue) => issue.path.length === 1)),
    ...(server.byField[field] ?? []),
  ];
  /** The messages of one part (`question`, `answer`, `description`) of a list field's row. */
  const rowLines = (field: keyof FaqDraft, index: number, part: string): string[] =>
    shown(issuesOf(issues, field, index).filter((issue) => issue.path[2] === part));
  const item = (field: keyof FaqDraft) => helpProps(lines(field));
  return { item, listLines, rowLines };
}

/**
 * The FAQ editor's state: the question read (or a new one in the catalogue the list had chosen),
 * the catalogue tree, the shared rules' issues shown once the admin tried to save, the save (a new
 * question's id then goes into the URL, so saving again updates it) and the server's refusal placed
 * on its fields.
 */
export function useFaqEditor(id: string, catalogid: string) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState<FaqDraft | null>(() => (id ? null : newFaqDraft(catalogid)));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [server, setServer] = useState<ServerIssues>(NO_SERVER_ISSUES);
  const loaded = draft?.id ?? null;
  const stored = useAdminQuery('faq', 'read', id ? { id } : null);
  const tree = useAdminQuery('catalogs', 'tree', { type: CATALOG_TYPES.faq });
  const saveFaq = useSaveFaq();
  useErrorNotice(notice, tree.error);

  const read = stored.data?.faq;
  useEffect(() => {
    if (id && read?.id === id && loaded !== id) setDraft(faqDraftOf(read));
  }, [id, read, loaded]);
  const loadError = id && loaded !== id ? stored.error : '';

  const issues = useMemo(() => (draft ? faqIssues(draft) : []), [draft]);
  const change: DraftChange = (next) => {
    setDraft((current) => (typeof next === 'function' ? current && next(current) : next));
    setServer(NO_SERVER_ISSUES);
  };

  const save = async () => {
    setTried(true);
    if (!draft || issues.length > 0) return;
    setSaving(true);
    try {
      const saved = await saveFaq(draft.id, faqBody(draft));
      setDraft(faqDraftOf(saved));
      setTried(false);
      void notice.success(t('faqAdmin.editor.saved'));
      if (!draft.id) setParams({ id: saved.id }, { replace: true });
    } catch (error) {
      setServer(serverIssues(error, t));
    } finally {
      setSaving(false);
    }
  };

  const { item, listLines, rowLines } = useFieldMessages(issues, tried, server);
  return { t, holder, draft, change, catalogues: tree.data?.rows ?? [], loadError, saving, save, item, listLines, rowLines, general: server.general };
}
