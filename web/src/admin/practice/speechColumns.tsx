import type { AdminSpeech, Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { difficultyKey, emotionKey } from './labels';
import { actionsColumn, statusColumn } from './libraryColumns';

interface Actions {
  toggle: (speech: AdminSpeech) => void;
  edit: (speech: AdminSpeech) => void;
  remove: (speech: AdminSpeech) => void;
}

/** The speech list's columns: text, category, difficulty, emotion, keywords, status and actions. */
export function speechColumns(t: Translate, { toggle, edit, remove }: Actions): TableColumnsType<AdminSpeech> {
  return [
    { title: t('practiceWeb.speech.text'), dataIndex: 'text', render: (value: string) => <span data-testid="speech-row-text">{value}</span> },
    { title: t('practiceWeb.speech.category'), dataIndex: 'category', width: 120 },
    { title: t('practiceWeb.speech.difficulty'), dataIndex: 'difficulty', width: 80, render: (value: number) => t(difficultyKey(value)) },
    { title: t('practiceWeb.speech.emotion'), dataIndex: 'emotion', width: 90, render: (value: number) => t(emotionKey(value)) },
    { title: t('practiceWeb.speech.keywords'), dataIndex: 'keywords', width: 200 },
    statusColumn<AdminSpeech>(
      t,
      (speech) => speech.disabled === 0,
      toggle,
      (speech) => `speech-toggle-${speech.text}`,
    ),
    actionsColumn<AdminSpeech>(t, edit, remove, (speech) => `speech-edit-${speech.text}`),
  ];
}
