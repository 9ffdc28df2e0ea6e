import { describe, expect, it } from 'vitest';
import { practiceAnswerSchema, practiceSessionRefSchema, practiceSessionReplySchema, practiceStartSchema } from './practiceSession.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('practice session messages', () => {
  it('accepts a start, a reference and a typed answer, trimming the text', () => {
    expect(practiceStartSchema.parse({ scenarioId: ' abc ' })).toEqual({ scenarioId: 'abc' });
    expect(practiceSessionRefSchema.parse({ sessionId: 's1' })).toEqual({ sessionId: 's1' });
    expect(practiceAnswerSchema.parse({ sessionId: 's1', text: '  您好  ' })).toEqual({ sessionId: 's1', text: '您好' });
  });

  it('refuses missing ids, blank, overlong or non-text answers and unknown fields with i18n keys', () => {
    expect(messages(practiceStartSchema.safeParse({}))).toEqual(['practiceSession.rules.idRequired']);
    expect(messages(practiceAnswerSchema.safeParse({ sessionId: 's1', text: '   ' }))).toEqual(['practiceSession.rules.textRequired']);
    expect(messages(practiceAnswerSchema.safeParse({ sessionId: 's1', text: 42 }))).toEqual(['practiceSession.rules.textRequired']);
    expect(messages(practiceAnswerSchema.safeParse({ sessionId: 's1', text: '好'.repeat(1001) }))).toEqual(['practiceSession.rules.textTooLong']);
    expect(practiceSessionRefSchema.safeParse({ sessionId: 's1', userId: 'u2' }).success).toBe(false);
  });

  it('describes a refusal reply and refuses a reply of neither shape', () => {
    expect(practiceSessionReplySchema.parse({ ok: false, errcode: 40480, errmsg: 'x' })).toEqual({ ok: false, errcode: 40480, errmsg: 'x' });
    expect(practiceSessionReplySchema.safeParse({ ok: true }).success).toBe(false);
  });
});
