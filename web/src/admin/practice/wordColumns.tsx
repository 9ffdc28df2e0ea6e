import type { AdminHotWord, AdminSynonym, Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { clippedText, COLUMN_PX } from '../blocks/columns';
import { editRemoveColumn, statusColumn } from './libraryColumns';

interface Actions<R> {
  toggle: (row: R) => void;
  edit: (row: R) => void;
  remove: (row: R) => void;
}

/** The hot words' columns: the word, its replace words, pinyin, priority, status and actions (pinned in view). */
export function hotWordColumns(t: Translate, { toggle, edit, remove }: Actions<AdminHotWord>): TableColumnsType<AdminHotWord> {
  return [
    { title: t('practiceWeb.words.word'), dataIndex: 'word', width: COLUMN_PX.name, render: (value: string) => clippedText(value) },
    { title: t('practiceWeb.words.replace'), dataIndex: 'replace', width: COLUMN_PX.text, render: (value: string) => clippedText(value) },
    { title: t('practiceWeb.words.pinyin'), dataIndex: 'pinyin', width: 160, render: (value: string) => clippedText(value) },
    { title: t('practiceWeb.words.priority'), dataIndex: 'priority', width: COLUMN_PX.number },
    statusColumn<AdminHotWord>(t, (hot) => hot.status === 0, toggle),
    editRemoveColumn<AdminHotWord>(t, edit, remove),
  ];
}

/** The synonym groups' columns: the base word, its synonyms, status and actions — edit, relate more words, remove (pinned in view). */
export function synonymColumns(
  t: Translate,
  { toggle, edit, relate, remove }: Actions<AdminSynonym> & { relate: (row: AdminSynonym) => void },
): TableColumnsType<AdminSynonym> {
  return [
    { title: t('practiceWeb.words.base'), dataIndex: 'base', width: COLUMN_PX.name, render: (value: string) => clippedText(value) },
    { title: t('practiceWeb.words.synonyms'), dataIndex: 'words', width: COLUMN_PX.text, render: (words: string[]) => clippedText(words.join('，')) },
    statusColumn<AdminSynonym>(t, (synonym) => synonym.status === 0, toggle),
    editRemoveColumn<AdminSynonym>(t, edit, remove, undefined, {
      label: t('practiceWeb.words.synonymRelate'),
      act: relate,
      testId: (row) => `synonym-relate-${row.id}`,
    }),
  ];
}
