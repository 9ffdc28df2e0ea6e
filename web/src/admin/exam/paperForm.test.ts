import { describe, expect, it } from 'vitest';
import { isOverLimit } from '../blocks/textLimit';
import { composeBody, newPaper, PAPER_TITLE_LIMIT, paperCheck, withAdded, withBatchScore, withLineScore, withoutLines, type PaperLine } from './paperForm';

const line = (id: string, score = 10): PaperLine => ({ id, type: 0, text: `题${id}`, level: 3, catalogname: '', score });

describe('paper composer', () => {
  it('adds picked questions once each, in order', () => {
    const draft = withAdded(withAdded(newPaper(), [line('a'), line('b')]), [line('b'), line('c'), line('c')]);
    expect(draft.questions.map((found) => found.id)).toEqual(['a', 'b', 'c']);
    expect(withoutLines(draft, ['b']).questions.map((found) => found.id)).toEqual(['a', 'c']);
  });

  it('requires the total to be exactly 100 and warns on zero scores and totals over 100', () => {
    let draft = { ...withAdded(newPaper(), [line('a', 50), line('b', 40)]), title: '季度考试' };
    expect(paperCheck(draft).errors.map((found) => found.key)).toEqual(['exam.paper.totalNot100']);
    draft = withLineScore(draft, 'b', 50);
    expect(paperCheck(draft)).toMatchObject({ total: 100, errors: [], warnings: [] });
    const over = withAdded(draft, [line('c', 0)]);
    expect(paperCheck(withLineScore(over, 'c', 5)).warnings.map((found) => found.key)).toEqual(['exam.paper.totalOver100']);
    expect(paperCheck(over).warnings.map((found) => found.key)).toEqual(['exam.paper.zeroScoreQuestions']);
  });

  it('sets a batch score with one decimal and refuses others without changing anything', () => {
    const draft = withAdded(newPaper(), [line('a'), line('b'), line('c')]);
    expect(withBatchScore(draft, ['a', 'c'], 33.3).draft.questions.map((found) => found.score)).toEqual([33.3, 10, 33.3]);
    const refused = withBatchScore(draft, ['a'], 33.33);
    expect(refused.issue?.key).toBe('exam.paper.batchScoreInvalid');
    expect(refused.draft).toBe(draft);
  });

  it('sends the questions as references with their scores', () => {
    const draft = { ...withAdded(newPaper(), [line('a', 100)]), title: ' 考试 ' };
    expect(composeBody(draft)).toMatchObject({ title: '考试', questions: [{ id: 'a', score: 100 }] });
  });

  it('limits the title where the paper rules do, counting as they do, past it with their message', () => {
    const draft = { ...withAdded(newPaper(), [line('a', 100)]), title: `  ${'题'.repeat(PAPER_TITLE_LIMIT.max)}  ` };
    expect(isOverLimit(draft.title, PAPER_TITLE_LIMIT)).toBe(false);
    expect(paperCheck(draft).errors).toEqual([]);
    const long = { ...draft, title: '😀'.repeat(PAPER_TITLE_LIMIT.max + 1) };
    expect(isOverLimit(long.title, PAPER_TITLE_LIMIT)).toBe(true);
    expect(paperCheck(long).errors).toEqual([{ field: 'title', key: PAPER_TITLE_LIMIT.tooLong, params: { max: PAPER_TITLE_LIMIT.max } }]);
  });
});
