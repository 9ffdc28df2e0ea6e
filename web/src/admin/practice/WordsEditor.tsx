import { Button, Form, Input, message, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import type { AdminAnswer } from '../data/types';
import { helpOf } from '../blocks/formIssues';
import { wordList, wordsIssues } from './wordForms';

type WordKind = 'sensitive' | 'polite';
const textOf = (answer: AdminAnswer<'wordLibraries', 'read'>) => answer.rows.map((row) => row.word).join('\n');

/** The sensitive or polite library as one list to edit: a word per line, saved as a whole. */
export function WordsEditor({ kind }: { kind: WordKind }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const library = useAdminQuery('wordLibraries', 'read', { kind });
  const saving = useAdminMutation('wordLibraries', 'save');
  // What the admin typed; until then the library as loaded (nothing can be typed before it has loaded).
  const [typed, setTyped] = useState<string | null>(null);
  const loaded = library.data !== undefined;
  const text = typed ?? (library.data ? textOf(library.data) : '');
  useEffect(() => {
    if (library.error) void notice.error(library.error);
  }, [library.error, notice]);
  const issues = useMemo(() => wordsIssues(text), [text]);

  const save = async () => {
    if (issues.length > 0) return;
    try {
      setTyped(textOf(await saving.run({ kind }, { words: wordList(text) })));
      void notice.success(t('practiceWeb.common.saved'));
    } catch (error) {
      void notice.error(errorMessage(error, t));
    }
  };

  return (
    <Form layout="vertical">
      {holder}
      <Form.Item extra={t('practiceWeb.words.wordsHint')} validateStatus={issues.length > 0 ? 'error' : undefined} help={helpOf(issues, t)}>
        <Input.TextArea
          rows={12}
          aria-label={t(kind === 'sensitive' ? 'practiceWeb.words.sensitiveTab' : 'practiceWeb.words.politeTab')}
          value={text}
          disabled={!loaded}
          onChange={(event) => setTyped(event.target.value)}
          data-testid={`words-${kind}`}
        />
      </Form.Item>
      <Space>
        <Button type="primary" loading={saving.pending} disabled={!loaded || issues.length > 0} onClick={() => void save()} data-testid={`words-${kind}-save`}>
          {t('practiceWeb.words.wordsSave')}
        </Button>
        <Typography.Text type="secondary" data-testid={`words-${kind}-count`}>
          {t('practiceWeb.words.wordsCount', { total: library.data?.rows.length ?? 0 })}
        </Typography.Text>
      </Space>
    </Form>
  );
}
