import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkPlainName, cleanText, hasUnpairedSurrogate, isPlainName, plainName } from './plainText.js';
import { disableRequestSchema, flagSchema } from '../schemas/fields.js';

describe('plain names', () => {
  it('refuses every bidi embedding, override and isolate', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(isPlainName(`报告${String.fromCharCode(code)}xcod.exe`), code.toString(16)).toBe(false);
    }
    expect(checkPlainName('张\u202E三')).toEqual({ key: 'validation.nameUnsafe' });
  });

  it('refuses lone surrogates and keeps pairs (emoji, rare Han)', () => {
    expect(hasUnpairedSurrogate('a\uD800')).toBe(true);
    expect(hasUnpairedSurrogate('\uDC00a')).toBe(true);
    expect(hasUnpairedSurrogate('\uD800\uD800\uDC00')).toBe(true);
    expect(isPlainName('销售部 🚗 𠮷野家 Ventes')).toBe(true);
    expect(checkPlainName('王五')).toBeNull();
  });

  it('refines a name schema with its message key', () => {
    const schema = plainName(z.string().trim());
    expect(schema.parse(' 张三 ')).toBe('张三');
    expect(schema.safeParse('\u2066x\u2069').error?.issues[0]?.message).toBe('validation.nameUnsafe');
  });
});

describe('0/1 flags', () => {
  it('read numbers, booleans and their text, and refuse anything else', () => {
    expect([0, '0', false, 'false', 1, '1', true, 'true'].map((value) => flagSchema.parse(value))).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    for (const value of [null, '', 2, -1, '01', 'yes', undefined]) {
      expect(disableRequestSchema.safeParse({ disabled: value }).error?.issues[0]?.message, String(value)).toBe('validation.disabledInvalid');
    }
  });

  it('take a disable flag only as 0 or 1: a boolean, which once meant enable, is refused', () => {
    expect([0, '0', 1, '1'].map((value) => disableRequestSchema.parse({ disabled: value }).disabled)).toEqual([0, 0, 1, 1]);
    for (const value of [false, true, 'false', 'true']) {
      expect(disableRequestSchema.safeParse({ disabled: value }).error?.issues[0]?.message, String(value)).toBe('validation.disabledInvalid');
    }
  });
});

describe('cleanText', () => {
  it('trims every kind of outer space and drops control characters, keeping inner text as typed', () => {
    expect(cleanText('\u3000 题目\u0007内容，全角 \u00a0\ufeff')).toBe('题目内容，全角');
    expect(cleanText('line1\nline2')).toBe('line1\nline2');
  });
});
