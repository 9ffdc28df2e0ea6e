import { dialogue, QUESTION_LEVEL_NAMES, type MessageKey, type QuestionLevel } from '@peilian/shared';

/** Difficulty (like question levels) and emotion labels for selects and columns. */
export const DIFFICULTY_OPTIONS: readonly { value: 1 | 2 | 3; key: MessageKey }[] = ([1, 2, 3] as const).map((value) => ({
  value,
  key: `exam.level.${QUESTION_LEVEL_NAMES[value]}`,
}));

export const EMOTION_OPTIONS: readonly { value: number; key: MessageKey }[] = dialogue.EMOTIONS.map((name, value) => ({
  value,
  key: `dialogue.emotions.${name}`,
}));

export const difficultyKey = (level: number): MessageKey => `exam.level.${QUESTION_LEVEL_NAMES[level as QuestionLevel] ?? 'low'}`;
export const emotionKey = (emotion: number): MessageKey => `dialogue.emotions.${dialogue.EMOTIONS[emotion] ?? 'normal'}`;
