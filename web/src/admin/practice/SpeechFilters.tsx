import { Select } from 'antd';
import { useT } from '../../app';
import { DIFFICULTY_OPTIONS, EMOTION_OPTIONS } from './labels';
import { StatusFilter } from './StatusFilter';

/** The speech list's filters as the URL holds them ('' for all). */
export interface SpeechFilterValue {
  category: string;
  difficulty: string;
  emotion: string;
  disabled: string;
}

interface Props {
  value: SpeechFilterValue;
  categories: readonly string[];
  onChange: (change: Partial<SpeechFilterValue>) => void;
}

/** The speech list's filters: category, difficulty, emotion and status. */
export function SpeechFilters({ value, categories, onChange }: Props) {
  const t = useT();
  return (
    <>
      <Select
        style={{ width: 140 }}
        aria-label={t('practiceWeb.speech.category')}
        value={value.category}
        onChange={(category) => onChange({ category })}
        options={[{ value: '', label: t('practiceWeb.speech.allCategories') }, ...categories.map((name) => ({ value: name, label: name }))]}
        data-testid="speech-filter-category"
      />
      <Select
        style={{ width: 120 }}
        aria-label={t('practiceWeb.speech.difficulty')}
        value={value.difficulty}
        onChange={(difficulty) => onChange({ difficulty })}
        options={[
          { value: '', label: t('practiceWeb.speech.allDifficulties') },
          ...DIFFICULTY_OPTIONS.map(({ value: level, key }) => ({ value: String(level), label: t(key) })),
        ]}
      />
      <Select
        style={{ width: 120 }}
        aria-label={t('practiceWeb.speech.emotion')}
        value={value.emotion}
        onChange={(emotion) => onChange({ emotion })}
        options={[
          { value: '', label: t('practiceWeb.speech.allEmotions') },
          ...EMOTION_OPTIONS.map(({ value: emotion, key }) => ({ value: String(emotion), label: t(key) })),
        ]}
      />
      <StatusFilter value={value.disabled} onChange={(disabled) => onChange({ disabled })} />
    </>
  );
}
