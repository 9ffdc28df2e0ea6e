import { Form, Input } from 'antd';
import { DraftDialog } from '../blocks/DraftDialog';
import { limitProps } from '../blocks/textLimit';
import { useEditDialog } from './useEditDialog';
import { SYNONYM_BASE_LIMIT, synonymBody, synonymIssues, type SynonymDraft } from './wordForms';
import { useAdminMutation } from '../data/queries';

interface Props {
  initial: SynonymDraft | null;
  onClose: () => void;
}

/** Create or edit a synonym group: a base word and up to 20 synonyms. */
export function SynonymDialog({ initial, onClose }: Props) {
  const create = useAdminMutation('synonyms', 'create');
  const update = useAdminMutation('synonyms', 'update');
  const { t, holder, draft, setDraft, saving, save, item } = useEditDialog({
    initial,
    issuesOf: synonymIssues,
    send: (draft) => (draft.id ? update.run({ id: draft.id }, synonymBody(draft)) : create.run({}, synonymBody(draft))),
    onClose,
  });
  if (!draft) return null;

  const base = limitProps(draft.base, SYNONYM_BASE_LIMIT, t, item('base'));
  return (
    <DraftDialog
      title={t(draft.id ? 'practiceWeb.words.synonymEditTitle' : 'practiceWeb.words.synonymAddTitle')}
      saving={saving}
      saveTestId="synonym-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('practiceWeb.words.base')} htmlFor="synonym-dialog-base" required {...base.item}>
          <Input
            id="synonym-dialog-base"
            count={base.count}
            value={draft.base}
            onChange={(event) => setDraft({ ...draft, base: event.target.value })}
            data-testid="synonym-base"
          />
        </Form.Item>
        <Form.Item
          label={t('practiceWeb.words.synonyms')}
          htmlFor="synonym-dialog-words"
          required
          extra={t('practiceWeb.words.synonymsHint')}
          {...item('words')}
        >
          <Input.TextArea
            id="synonym-dialog-words"
            rows={3}
            value={draft.words}
            onChange={(event) => setDraft({ ...draft, words: event.target.value })}
            data-testid="synonym-words"
          />
        </Form.Item>
      </Form>
    </DraftDialog>
  );
}
