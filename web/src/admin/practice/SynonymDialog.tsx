import { PRACTICE_LIMITS } from '@peilian/shared';
import { Form, Input, message, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { fieldProps } from './useFormIssues';
import { synonymBody, synonymIssues, type SynonymDraft } from './wordForms';
import { saveSynonym } from './wordsApi';

interface Props {
  initial: SynonymDraft | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Create or edit a synonym group: a base word and up to 20 synonyms. */
export function SynonymDialog({ initial, onSaved, onClose }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [draft, setDraft] = useState<SynonymDraft | null>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setDraft(initial);
    setTried(false);
  }, [initial]);
  const issues = useMemo(() => (draft ? synonymIssues(draft) : []), [draft]);
  if (!draft) return null;
  const item = (field: string) => fieldProps(issues, tried, t, field);

  const save = async () => {
    setTried(true);
    if (issues.length > 0) return;
    setSaving(true);
    try {
      await saveSynonym(draft.id, synonymBody(draft));
      void notice.success(t('practiceWeb.common.saved'));
      onSaved();
      onClose();
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(draft.id ? 'practiceWeb.words.synonymEditTitle' : 'practiceWeb.words.synonymAddTitle')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'synonym-save' }}
      destroyOnHidden
    >
      {holder}
      <Form layout="vertical">
        <Form.Item label={t('practiceWeb.words.base')} required {...item('base')}>
          <Input maxLength={PRACTICE_LIMITS.wordMax} value={draft.base} onChange={(event) => setDraft({ ...draft, base: event.target.value })} data-testid="synonym-base" />
        </Form.Item>
        <Form.Item label={t('practiceWeb.words.synonyms')} required extra={t('practiceWeb.words.synonymsHint')} {...item('words')}>
          <Input.TextArea rows={3} value={draft.words} onChange={(event) => setDraft({ ...draft, words: event.target.value })} data-testid="synonym-words" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
