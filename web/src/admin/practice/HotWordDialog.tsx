import { HOT_WORD_MAX_CHARS } from '@peilian/shared';
import { Button, Form, Input, InputNumber, message, Modal, Space, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { fieldProps } from './useFormIssues';
import { hotWordBody, hotWordIssues, type HotWordDraft } from './wordForms';
import { fetchPinyin, saveHotWord } from './wordsApi';

interface Props {
  initial: HotWordDraft | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Create or edit a hot word: replace words, homophones with their pinyin (asked of the server), priority. */
export function HotWordDialog({ initial, onSaved, onClose }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [draft, setDraft] = useState<HotWordDraft | null>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setDraft(initial);
    setTried(false);
  }, [initial]);
  const issues = useMemo(() => (draft ? hotWordIssues(draft) : []), [draft]);
  if (!draft) return null;
  const item = (field: string) => fieldProps(issues, tried, t, field);

  const pinyin = () => {
    fetchPinyin(draft.word.trim()).then(
      (syllables) => setDraft((current) => current && { ...current, pinyin: syllables }),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  };
  const save = async () => {
    setTried(true);
    if (issues.length > 0) return;
    setSaving(true);
    try {
      await saveHotWord(draft.id, hotWordBody(draft));
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
      title={t(draft.id ? 'practiceWeb.words.hotEditTitle' : 'practiceWeb.words.hotAddTitle')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'hotword-save' }}
      destroyOnHidden
    >
      {holder}
      <Form layout="vertical">
        <Form.Item label={t('practiceWeb.words.word')} required {...item('word')}>
          <Input maxLength={HOT_WORD_MAX_CHARS} value={draft.word} onChange={(event) => setDraft({ ...draft, word: event.target.value })} data-testid="hotword-word" />
        </Form.Item>
        <Form.Item label={t('practiceWeb.words.replace')} extra={t('practiceWeb.words.replaceHint')} {...item('replace')}>
          <Input value={draft.replace} onChange={(event) => setDraft({ ...draft, replace: event.target.value })} data-testid="hotword-replace" />
        </Form.Item>
        <Form.Item label={t('practiceWeb.words.homophone')} {...item('homophone')}>
          <Switch checked={draft.homophone === 1} onChange={(on) => setDraft({ ...draft, homophone: on ? 1 : 0 })} data-testid="hotword-homophone" />
        </Form.Item>
        {draft.homophone === 1 && (
          <Form.Item label={t('practiceWeb.words.pinyin')} extra={t('practiceWeb.words.pinyinHint')} {...item('pinyin')}>
            <Space.Compact style={{ width: '100%' }}>
              <Input value={draft.pinyin} onChange={(event) => setDraft({ ...draft, pinyin: event.target.value })} data-testid="hotword-pinyin" />
              <Button onClick={pinyin} data-testid="hotword-pinyin-fetch">
                {t('practiceWeb.words.pinyinFetch')}
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
        <Form.Item label={t('practiceWeb.words.priority')} {...item('priority')}>
          <InputNumber min={1} max={1000} precision={0} value={draft.priority} onChange={(priority) => setDraft({ ...draft, priority: priority ?? 0 })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
