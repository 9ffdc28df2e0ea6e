import { CATALOG_TYPES, type AdminPaper, type CatalogNode } from '@peilian/shared';
import { message, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { composeBody, lineOf, newPaper, paperCheck, type PaperDraft } from './paperForm';
import { useErrorNotice } from '../blocks/useErrorNotice';

function flatten(nodes: readonly CatalogNode[]): CatalogNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function draftOfPaper(paper: AdminPaper): PaperDraft {
  return {
    id: paper.id,
    title: paper.title,
    minute: paper.minute,
    limitMinute: paper.limitMinute,
    score: paper.score,
    category: paper.category,
    status: paper.status,
    questions: (paper.questions ?? []).map((question) => ({ ...lineOf(question), id: question.sourceid || question.id })),
  };
}

/** Saves a new paper or an edited one; resolves with the stored paper. */
function useSavePaper() {
  const create = useAdminMutation('papers', 'create');
  const update = useAdminMutation('papers', 'update');
  return async (draft: PaperDraft): Promise<AdminPaper> => {
    const body = composeBody(draft);
    return (body.id ? await update.run({ id: body.id }, body) : await create.run({}, body)).paper;
  };
}

/** Saves the draft (a new paper's id then goes into the URL) and takes the stored paper as the draft. */
function usePaperSave(draft: PaperDraft, setDraft: (draft: PaperDraft) => void, notice: ReturnType<typeof message.useMessage>[0]) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const [saving, setSaving] = useState(false);
  const savePaper = useSavePaper();
  /** Saves the draft; publishing saves first without saying so, then says it published. */
  const save = async (announce = true): Promise<AdminPaper | null> => {
    setSaving(true);
    try {
      const paper = await savePaper(draft);
      setDraft(draftOfPaper(paper));
      if (!id) setParams({ id: paper.id });
      if (announce) void notice.success(t('examAdmin.paper.saved'));
      return paper;
    } catch (error) {
      void notice.error(errorMessage(error, t));
      return null;
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/**
 * The paper composer's state (`?id=` the paper, none a new one): the draft read once, the exam
 * categories, the live check, saving (a new paper's id then goes into the URL) and publishing.
 */
export function usePaperEditor() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [draft, setDraft] = useState<PaperDraft>(newPaper);
  const categories = useAdminQuery('catalogs', 'tree', { type: CATALOG_TYPES.paper });
  const stored = useAdminQuery('papers', 'read', id ? { id } : null);
  const status = useAdminMutation('papers', 'status');
  useErrorNotice(notice, categories.error || stored.error);

  const read = stored.data?.paper;
  useEffect(() => {
    if (id && read?.id === id && draft.id !== id) setDraft(draftOfPaper(read));
  }, [id, read, draft.id]);

  const { saving, save } = usePaperSave(draft, setDraft, notice);
  const publish = () => {
    void modal.confirm({
      title: t('examAdmin.paper.publish'),
      content: t('examAdmin.paper.publishedNote'),
      okButtonProps: { 'data-testid': 'paper-publish-confirm' },
      onOk: async () => {
        const paper = await save(false);
        if (!paper) return;
        try {
          const published = (await status.run({ id: paper.id }, { status: 1 })).paper;
          setDraft(draftOfPaper({ ...paper, ...published, questions: paper.questions }));
          void notice.success(t('examAdmin.paper.publishDone'));
        } catch (error) {
          void notice.error(errorMessage(error, t));
        }
      },
    });
  };

  const check = useMemo(() => paperCheck(draft), [draft]);
  const categoryList = useMemo(() => flatten(categories.data?.rows ?? []), [categories.data]);
  return { t, notice, holder, modalHolder, draft, setDraft, categories: categoryList, check, locked: draft.status === 1, saving, save, publish };
}
