import { OPTION_LETTERS, QUESTION_OPTIONS_MAX, QUESTION_TYPES, type AdminMediaQuestion } from '@peilian/shared';

/** A question being written on editvideo / editfile (docs/training.md "Questions inside a video or file"). */
export type MediaQuestionDraft = Omit<AdminMediaQuestion, 'n'>;

type Choice = MediaQuestionDraft['choices'][number];

/** The two option texts of a true/false question, in the admin's language. */
export type JudgeLabels = readonly [string, string];

const letter = (index: number) => OPTION_LETTERS[index] ?? String(index + 1);
const blank = (count: number): Choice[] => Array.from({ length: count }, (_, index) => ({ id: letter(index), content: '', iscorrect: 0 }));

/** A new question at a second: four empty options, or true/false's two. */
export function newMediaQuestion(type: number, at: number, judge: JudgeLabels): MediaQuestionDraft {
  const choices =
    type === QUESTION_TYPES.judge
      ? [
          { id: 'A', content: judge[0], iscorrect: 1 },
          { id: 'B', content: judge[1], iscorrect: 0 },
        ]
      : blank(4);
  return { at, type, text: '', choices };
}

/** The question as another type: its text and point kept, the options made anew. */
export const withType = (draft: MediaQuestionDraft, type: number, judge: JudgeLabels): MediaQuestionDraft => ({
  ...newMediaQuestion(type, draft.at, judge),
  text: draft.text,
});

/** Ticks or unticks an option; single choice and true/false keep one tick. */
export function withCorrect(draft: MediaQuestionDraft, index: number, correct: boolean): MediaQuestionDraft {
  const one = draft.type !== QUESTION_TYPES.multiple;
  return {
    ...draft,
    choices: draft.choices.map((choice, at) => ({ ...choice, iscorrect: at === index ? (correct ? 1 : 0) : one && correct ? 0 : choice.iscorrect })),
  };
}

export const withOptionText = (draft: MediaQuestionDraft, index: number, content: string): MediaQuestionDraft => ({
  ...draft,
  choices: draft.choices.map((choice, at) => (at === index ? { ...choice, content } : choice)),
});

/** Options are lettered by place again after one is added or removed. */
const relettered = (choices: Choice[]): Choice[] => choices.map((choice, index) => ({ ...choice, id: letter(index) }));

export const withAddedOption = (draft: MediaQuestionDraft): MediaQuestionDraft =>
  draft.choices.length >= QUESTION_OPTIONS_MAX ? draft : { ...draft, choices: relettered([...draft.choices, { id: '', content: '', iscorrect: 0 }]) };

export const withoutOption = (draft: MediaQuestionDraft, index: number): MediaQuestionDraft => ({
  ...draft,
  choices: relettered(draft.choices.filter((_, at) => at !== index)),
});
