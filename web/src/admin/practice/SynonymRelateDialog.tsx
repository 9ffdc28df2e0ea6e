import { synonymRelateSchema, type AdminSynonym } from '@peilian/shared';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { DraftDialog } from '../blocks/DraftDialog';
import { schemaIssues } from '../blocks/formIssues';
import { useAdminMutation } from '../data/queries';
import { useEditDialog } from './useEditDialog';

interface Props {
  /** The group words are related to; null while the dialog is closed. */
  synonym: AdminSynonym | null;
  onClose: () => void;
}

interface RelateDraft {
  id: string;
  base: string;
  words: string;
}

const relateBody = ({ words }: RelateDraft) => ({ words });

/** Relates more words to a synonym group (`PUT synonyms/{id}/relate`): its own synonyms stay. */
export function SynonymRelateDialog({ synonym, onClose }: Props) {
  const relate = useAdminMutation('synonyms', 'relate');
  // Made once per group: a new draft object on every render would start the dialog over.
  const initial = useMemo(() => synonym && { id: synonym.id, base: synonym.base, words: '' }, [synonym]);
  const { t, holder, draft, setDraft, saving, save, item } = useEditDialog<RelateDraft>({
    initial,
    issuesOf: (current) => schemaIssues(synonymRelateSchema, relateBody(current)),
    send: (current) => relate.run({ id: current.id }, relateBody(current)),
    onClose,
  });
  if (!draft) return null;
  return (
    <DraftDialog
      title={t('practiceWeb.words.synonymRelateTitle', { base: draft.base })}
      saving={saving}
      saveTestId="synonym-relate-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('practiceWeb.words.synonymRelateWords')}
          htmlFor="synonym-relate-words"
          required
          extra={t('practiceWeb.words.synonymRelateHint')}
          {...item('words')}
        >
          <Input.TextArea
            id="synonym-relate-words"
            rows={3}
            value={draft.words}
            onChange={(event) => setDraft({ ...draft, words: event.target.value })}
            data-testid="synonym-relate-words"
          />
        </Form.Item>
      </Form>
    </DraftDialog>
  );
}
