import { createTranslator, FAQ_SIMILAR_MAX, faqBodySchema, type AdminFaq } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../blocks/formIssues';
import { isOverLimit } from '../blocks/textLimit';
import { FAQ_TEXT_LIMITS, faqBody, faqDraftOf, faqIssues, newFaqDraft, similarTexts, withoutRow, withRow, withSimilarAdded, type FaqDraft } from './faqForm';

const t = createTranslator('zh-CN');
const messages = (draft: FaqDraft, field: string, index?: number) => issuesOf(faqIssues(draft), field, index).map((issue) => t(issue.key, issue.params));
const filled = (changes: Partial<FaqDraft> = {}): FaqDraft => ({
  ...newFaqDraft('c1'),
  question: '保养多久一次？',
  answer: '每五千公里或半年一次',
  ...changes,
});

describe('FAQ editor form', () => {
  it('asks for the standard question and answer with the shared messages, and accepts a complete question', () => {
    const empty = newFaqDraft();
    expect(messages(empty, 'question')).toEqual(['请输入标准问题']);
    expect(messages(empty, 'answer')).toEqual(['请输入标准答案']);
    expect(faqIssues(filled())).toEqual([]);
  });

  it('sends an empty sort as blank, which the server reads as "at the top", and keeps a given one', () => {
    expect(faqBody(filled())).toMatchObject({ sort: '', catalogid: 'c1', emotion: 0, thinking: 0 });
    expect(faqBodySchema.parse(faqBody(filled())).sort).toBeUndefined();
    expect(faqBodySchema.parse(faqBody(filled({ sort: 12 }))).sort).toBe(12);
    expect(faqBody(filled({ id: 'f1' }))).not.toHaveProperty('id');
  });

  it('names both ends of the sort range', () => {
    expect(messages(filled({ sort: 100_000 }), 'sort')).toEqual(['排序须为0到99999之间的整数']);
    expect(messages(filled({ sort: -1 }), 'sort')).toEqual(['排序须为0到99999之间的整数']);
  });

  it('checks answer keywords as the practice matcher reads them: no repeats, each short enough', () => {
    expect(faqIssues(filled({ keywords: '五千公里|半年,保养' }))).toEqual([]);
    expect(messages(filled({ keywords: '保养,保养' }), 'keywords')).toEqual(['答案关键词不能重复']);
    expect(messages(filled({ keywords: '长'.repeat(33) }), 'keywords')).toEqual(['每个关键词最多32个字符']);
  });

  it('flags the row of a similar or extended question that is blank, and an extended one without its answer', () => {
    const draft = filled({
      similar: [
        { question: '多久保养', answer: '' },
        { question: ' ', answer: '' },
      ],
      extended: [{ question: '费用呢？', answer: '' }],
    });
    expect(messages(draft, 'similar', 0)).toEqual([]);
    expect(messages(draft, 'similar', 1)).toEqual(['请输入相似问题']);
    expect(issuesOf(faqIssues(draft), 'extended', 0).map((issue) => issue.path)).toEqual([['extended', 0, 'answer']]);
  });

  it('adds AI suggestions as similar questions with the standard answer, up to the bank maximum', () => {
    const almost = filled({ similar: Array.from({ length: FAQ_SIMILAR_MAX - 1 }, (_, index) => ({ question: `问${index}`, answer: '' })) });
    const outcome = withSimilarAdded(almost, ['甲', '乙']);
    expect(outcome.added).toBe(1);
    expect(outcome.draft.similar).toHaveLength(FAQ_SIMILAR_MAX);
    expect(outcome.draft.similar.at(-1)).toEqual({ question: '甲', answer: '' });
    expect(
      similarTexts(
        filled({
          similar: [
            { question: ' 多久保养 ', answer: '' },
            { question: '', answer: '' },
          ],
        }),
      ),
    ).toEqual(['保养多久一次？', '多久保养']);
  });

  it('edits rows of a list without touching the others', () => {
    const rows = [
      { question: 'a', answer: '' },
      { question: 'b', answer: '' },
    ];
    expect(withRow(rows, 1, { answer: 'B' })).toEqual([rows[0], { question: 'b', answer: 'B' }]);
    expect(withoutRow(rows, 0)).toEqual([rows[1]]);
  });

  it('reads a stored question as the editor edits it', () => {
    const stored: AdminFaq = {
      ...filled(),
      id: 'f1',
      catalogname: '售后',
      sort: 3,
      emotion: 2,
      keywords: '五千公里',
      similar: [{ question: '多久保养', answer: '' }],
      extended: [],
      images: [{ path: 'org/faqimage/20300101/a.png', description: '保养手册' }],
      thinking: 1,
      disabled: 0,
      creator: '管理员',
      createdate: 0,
    };
    const draft = faqDraftOf(stored);
    expect(draft).toMatchObject({ id: 'f1', catalogid: 'c1', sort: 3, emotion: 2, thinking: 1, images: stored.images });
    expect(draft).not.toHaveProperty('catalogname');
  });

  it('limits each text where the shared rules do, past it with the very message the server refuses it with', () => {
    const over = (max: number) => '长'.repeat(max + 1);
    const cases = [
      ['question', FAQ_TEXT_LIMITS.question, filled({ question: over(FAQ_TEXT_LIMITS.question.max) })],
      ['answer', FAQ_TEXT_LIMITS.answer, filled({ answer: over(FAQ_TEXT_LIMITS.answer.max) })],
      ['description', FAQ_TEXT_LIMITS.description, filled({ description: over(FAQ_TEXT_LIMITS.description.max) })],
    ] as const;
    for (const [field, limit, draft] of cases) {
      expect(isOverLimit(draft[field], limit)).toBe(true);
      expect(messages(draft, field)).toEqual([t(limit.tooLong, { max: limit.max })]);
      expect(isOverLimit('长'.repeat(limit.max), limit)).toBe(false);
    }
    const images = filled({ images: [{ path: 'faqimage/a.png', description: over(FAQ_TEXT_LIMITS.imageDescription.max) }] });
    expect(faqIssues(images).map((issue) => issue.key)).toContain(FAQ_TEXT_LIMITS.imageDescription.tooLong);
  });
});
