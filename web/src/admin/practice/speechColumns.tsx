import type { AdminSpeech, Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { clippedText, COLUMN_PX, textColumn } from '../blocks/columns';
import { difficultyKey, emotionKey } from './labels';
import { editRemoveColumn, statusColumn } from './libraryColumns';

interface Actions {
  toggle: (speech: AdminSpeech) => void;
  edit: (speech: AdminSpeech) => void;
  remove: (speech: AdminSpeech) => void;
}

/** The speech list's columns: text, category, difficulty, emotion, keywords, status and actions (pinned in view). */
export function speechColumns(t: Translate, { toggle, edit, remove }: Actions): TableColumnsType<AdminSpeech> {
  return [
    textColumn<AdminSpeech>(t('practiceWeb.speech.text'), 'text', { testId: 'speech-row-text' }),
    { title: t('practiceWeb.speech.category'), dataIndex: 'category', width: COLUMN_PX.name, render: (value: string) => clippedText(value, 1) },
    { title: t('practiceWeb.speech.difficulty'), dataIndex: 'difficulty', width: COLUMN_PX.number, render: (value: number) => t(difficultyKey(value)) },
    { title: t('practiceWeb.speech.emotion'), dataIndex: 'emotion', width: COLUMN_PX.number, render: (value: number) => t(emotionKey(value)) },
    { title: t('practiceWeb.speech.keywords'), dataIndex: 'keywords', width: 200, render: (value: string) => clippedText(value) },
    statusColumn<AdminSpeech>(
      t,
      (speech) => speech.disabled === 0,
      toggle,
      (speech) => `speech-toggle-${speech.text}`,
    ),
    editRemoveColumn<AdminSpeech>(t, edit, remove, (speech) => `speech-edit-${speech.text}`),
  ];
}
