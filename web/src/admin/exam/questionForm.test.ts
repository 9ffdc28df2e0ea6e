import { QUESTION_TYPES } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { draftIssues, issuesFor, newDraft, withAddedOption, withCorrect, withOptionText, withoutOption, withType } from './questionForm';

const JUDGE = ['对', '错'] as const;

function filledSingle() {
  let draft = newDraft(QUESTION_TYPES.single, 'c1', JUDGE);
  draft = { ...draft, text: ' 价格异议怎么处理？ ' };
  ['先认同', '直接降价', '转移话题', '沉默'].forEach((text, index) => (draft = withOptionText(draft, index, text)));
  return withCorrect(draft, 0, true);
}

describe('question form', () => {
  it('starts each type with its options: four blank, the judge pair, none for fill', () => {
    expect(newDraft(QUESTION_TYPES.single, '', JUDGE).choices).toHaveLength(4);
    expect(newDraft(QUESTION_TYPES.judge, '', JUDGE).choices.map((choice) => choice.content)).toEqual(['对', '错']);
    expect(newDraft(QUESTION_TYPES.fill, '', JUDGE).choices).toEqual([]);
  });

  it('accepts a complete single-choice question and flags what is missing by field', () => {
    expect(draftIssues(filledSingle())).toEqual([]);
    const empty = newDraft(QUESTION_TYPES.single, '', JUDGE);
    const issues = draftIssues(empty);
    expect(issuesFor(issues, 'text').map((found) => found.key)).toEqual(['exam.rules.textRequired']);
    expect(issuesFor(issues, 'choices', 2).map((found) => found.key)).toEqual(['exam.rules.optionTextRequired']);
    expect(issuesFor(issues, 'answer').map((found) => found.key)).toEqual(['exam.rules.singleNeedsOne']);
  });

  it('keeps one correct option for single, several for multiple', () => {
    const single = withCorrect(filledSingle(), 2, true);
    expect(single.choices.map((choice) => choice.iscorrect)).toEqual([0, 0, 1, 0]);
    const multiple = withCorrect(withType(filledSingle(), QUESTION_TYPES.multiple, JUDGE), 1, true);
    expect(multiple.choices.map((choice) => choice.iscorrect)).toEqual([0, 1, 0, 0]);
    expect(draftIssues(multiple).map((found) => found.key)).toEqual(['exam.rules.multipleNeedsTwo']);
    expect(draftIssues(withCorrect(multiple, 3, true))).toEqual([]);
  });

  it('adds options up to ten with fresh letters and removes them', () => {
    let draft = filledSingle();
    for (let index = 0; index < 10; index += 1) draft = withAddedOption(draft);
    expect(draft.choices.map((choice) => choice.id).join('')).toBe('ABCDEFGHIJ');
    draft = withoutOption(draft, 1);
    expect(withAddedOption(draft).choices.at(-1)?.id).toBe('B');
  });

  it('checks fill answers, text and tip lengths', () => {
    const fill = { ...withType(filledSingle(), QUESTION_TYPES.fill, JUDGE), answer: '' };
    expect(fill.choices).toEqual([]);
    expect(draftIssues(fill).map((found) => found.key)).toEqual(['exam.rules.fillAnswerRequired']);
    expect(draftIssues({ ...fill, answer: '认同，追问' })).toEqual([]);
    const long = { ...fill, answer: '认同', text: '字'.repeat(501), promotion: '解'.repeat(129), choices: [] };
    expect(draftIssues(long).map((found) => found.field)).toEqual(['text', 'promotion']);
  });

  it('refuses option texts over 200 characters on that option', () => {
    const draft = withOptionText(filledSingle(), 1, '长'.repeat(201));
    expect(issuesFor(draftIssues(draft), 'choices', 1).map((found) => found.key)).toEqual(['exam.rules.optionTextTooLong']);
  });
});
