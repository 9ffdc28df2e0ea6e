import { QUESTION_LEVEL_NAMES, QUESTION_TYPE_NAMES, type MessageKey, type QuestionLevel } from '@peilian/shared';

/** Question type and level labels for selects and columns. */
export const TYPE_OPTIONS: readonly { value: number; key: MessageKey }[] = QUESTION_TYPE_NAMES.map((name, value) => ({ value, key: `exam.type.${name}` }));

export const LEVEL_OPTIONS: readonly { value: QuestionLevel; key: MessageKey }[] = ([1, 2, 3] as const).map((value) => ({
  value,
  key: `exam.level.${QUESTION_LEVEL_NAMES[value]}`,
}));

export const typeKey = (type: number): MessageKey => `exam.type.${QUESTION_TYPE_NAMES[type] ?? 'single'}`;
export const levelKey = (level: number): MessageKey => `exam.level.${QUESTION_LEVEL_NAMES[level as QuestionLevel] ?? 'high'}`;
