import { describe, expect, it } from 'vitest';
import { endpointPath } from '../api/endpoint.js';
import { examEndpoints } from '../endpoints/exam.js';
import {
  examAnswerBodySchema,
  examKeyQuerySchema,
  examQueryTimeResponseSchema,
  examResultResponseSchema,
  examSaveResponseSchema,
  examStartResponseSchema,
  examTokenQuerySchema,
  examUserQuerySchema,
} from './exam.js';

const answer = { saveid: 'save-0001', at: 1000, items: [{ questionid: 'q1', choices: ['o1'], at: 1000 }] };

describe('exam call paths', () => {
  it('follows the spec and sends save and submit as JSON', () => {
    expect(endpointPath(examEndpoints.token, { id: 'p 1' })).toBe('api/trainning/v3/exampaper/token/p%201');
    expect(endpointPath(examEndpoints.start, { id: 'p1' })).toBe('api/trainning/v3/exampaper/p1/start');
    expect(endpointPath(examEndpoints.querytime, { id: 'p1' })).toBe('api/trainning/v3/exampaper/p1/querytime');
    expect(examEndpoints.save.json).toBe(true);
    expect(examEndpoints.submit.json).toBe(true);
    expect('json' in examEndpoints.result).toBe(false);
  });
});

describe('exam request schemas', () => {
  it('reads the answer from JSON or from a form field holding JSON text', () => {
    expect(examAnswerBodySchema.parse({ answer }).answer.items[0]?.questionid).toBe('q1');
    expect(examAnswerBodySchema.parse({ answer: JSON.stringify(answer) }).answer.saveid).toBe('save-0001');
    expect(examAnswerBodySchema.safeParse({ answer: '{not json' }).success).toBe(false);
    expect(examAnswerBodySchema.safeParse({}).success).toBe(false);
  });

  it('requires the attempt key and reads preview as 0 or 1', () => {
    expect(examKeyQuerySchema.parse({ key: ' k1 ' })).toEqual({ key: 'k1', preview: 0 });
    expect(examKeyQuerySchema.parse({ key: 'k1', preview: '1' })).toEqual({ key: 'k1', preview: 1 });
    expect(examKeyQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('errors.exam.attemptNotFound');
    expect(examKeyQuerySchema.safeParse({ key: 'k', preview: '2' }).success).toBe(false);
    expect(examTokenQuerySchema.parse({ preview: 'true' })).toEqual({ preview: 1 });
    expect(examUserQuerySchema.parse({})).toEqual({ userid: '', preview: 0 });
  });
});

describe('exam response schemas', () => {
  it('refuses a start response that leaks correct flags', () => {
    const start = {
      successed: true,
      key: 'k1',
      paper: {
        id: 'p1',
        title: '期末考试',
        categoryName: '',
        minute: 60,
        limitMinute: 10,
        score: 60,
        total: 100,
        questioncount: 1,
        questions: [{ id: 'q1', type: 0, text: '题', level: 3, score: 100, choices: [{ id: 'o1', content: '甲' }], blanks: 0 }],
      },
      attempt: { startedAt: 1, deadline: 2, minSubmitAt: 1, servertime: 1, status: 'inProgress', submittedAt: null, answers: [] },
    };
    expect(examStartResponseSchema.safeParse(start).success).toBe(true);
    const leaky = structuredClone(start);
    (leaky.paper.questions[0]?.choices[0] as Record<string, unknown>).iscorrect = 1;
    expect(examStartResponseSchema.safeParse(leaky).success).toBe(false);
  });

  it('describes save, querytime and result answers', () => {
    expect(
      examSaveResponseSchema.safeParse({
        successed: true,
        saveid: 'save-0001',
        accepted: ['q1'],
        rejected: [{ questionid: 'q9', errcode: 40002, reason: 'errors.invalidInput' }],
        status: 'inProgress',
        deadline: 10,
        remainingSeconds: 5,
        servertime: 5,
      }).success,
    ).toBe(true);
    expect(
      examQueryTimeResponseSchema.safeParse({
        successed: true,
        startedAt: 0,
        deadline: 10,
        minSubmitAt: 0,
        servertime: 5,
        remainingSeconds: 5,
        maySubmit: true,
        expired: false,
        status: 'inProgress',
      }).success,
    ).toBe(true);
    const result = {
      successed: true,
      paper: { id: 'p1', title: 't', score: 60, total: 100 },
      startedAt: 0,
      submittedAt: 10,
      submittedBy: 'learner',
      usedSeconds: 0,
      score: 80,
      passed: true,
      correctCount: 8,
      answeredCount: 10,
      questionCount: 10,
      standing: { score: 80, passed: true },
      visibility: { marks: false, answers: false },
      review: [],
    };
    expect(examResultResponseSchema.safeParse(result).success).toBe(true);
    expect(examResultResponseSchema.safeParse({ ...result, internal: 1 }).success).toBe(false);
  });
});
