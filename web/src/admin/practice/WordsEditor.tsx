import { Button, Form, Input, message, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { helpOf } from './formIssues';
import { wordList, wordsIssues } from './wordForms';
import { fetchWords, saveWords, type WordKind } from './wordsApi';

/** The sensitive or polite library as one list to edit: a word per line, saved as a whole. */
export function WordsEditor({ kind }: { kind: WordKind }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // Nothing can be typed before the library has loaded: the loaded list would replace it unseen.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    fetchWords(kind).then(
      (words) => {
        setSaved(words);
        setText(words.join('\n'));
        setLoaded(true);
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  }, [kind, notice, t]);
  const issues = useMemo(() => wordsIssues(text), [text]);

  const save = async () => {
    if (issues.length > 0) return;
    setSaving(true);
    try {
      const words = await saveWords(kind, wordList(text));
      setSaved(words);
      setText(words.join('\n'));
      void notice.success(t('practiceWeb.common.saved'));
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form layout="vertical">
      {holder}
      <Form.Item extra={t('practiceWeb.words.wordsHint')} validateStatus={issues.length > 0 ? 'error' : undefined} help={helpOf(issues, t)}>
        <Input.TextArea rows={12} value={text} disabled={!loaded} onChange={(event) => setText(event.target.value)} data-testid={`words-${kind}`} />
      </Form.Item>
      <Space>
        <Button type="primary" loading={saving} disabled={!loaded || issues.length > 0} onClick={() => void save()} data-testid={`words-${kind}-save`}>
          {t('practiceWeb.words.wordsSave')}
        </Button>
        <Typography.Text type="secondary" data-testid={`words-${kind}-count`}>
          {t('practiceWeb.words.wordsCount', { total: saved.length })}
        </Typography.Text>
      </Space>
    </Form>
  );
}
