import { describe, expect, it } from 'vitest';
import { drawBodySchema, importQuerySchema, paperListQuerySchema, questionListQuerySchema } from './examAdmin.js';

describe('admin exam call schemas', () => {
  it('reads the question list query with its picker defaults and optional filters', () => {
    expect(questionListQuerySchema.parse({})).toEqual({ text: '', catalogid: '', page: 1, rows: 30 });
    expect(questionListQuerySchema.parse({ type: '3', level: '', disabled: '1', rows: '50', text: ' 价格 ' })).toMatchObject({
      type: 3,
      disabled: 1,
      rows: 50,
      text: '价格',
    });
    for (const bad of [{ type: '4' }, { level: '0' }, { rows: '20' }, { page: '0' }]) expect(questionListQuerySchema.safeParse(bad).success).toBe(false);
  });

  it('reads the paper list, import and draw inputs', () => {
    expect(paperListQuerySchema.parse({ status: '1' })).toMatchObject({ status: 1, title: '', page: 1 });
    expect(importQuerySchema.parse({})).toEqual({ step: 'preview', mode: 3 });
    expect(importQuerySchema.parse({ step: 'import', mode: '1' })).toEqual({ step: 'import', mode: 1 });
    expect(importQuerySchema.safeParse({ mode: '4' }).success).toBe(false);
    expect(importQuerySchema.safeParse({ step: 'delete' }).success).toBe(false);
    expect(drawBodySchema.parse({ rules: [{ type: 2, count: 3, score: 10 }], seed: '7' })).toMatchObject({
      seed: 7,
      rules: [{ type: 2, level: 0, count: 3, catalogs: [] }],
    });
    expect(drawBodySchema.safeParse({ rules: [] }).success).toBe(false);
  });
});
