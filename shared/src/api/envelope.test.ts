import { describe, expect, it } from 'vitest';
import { formEncode, withQuery } from './encode.js';
import { isSuccessResponse, ok } from './envelope.js';

describe('envelope', () => {
  it('puts the payload beside successed', () => {
    expect(ok({ user: [] })).toEqual({ successed: true, user: [] });
  });

  it('applies the spec success rule', () => {
    expect(isSuccessResponse(200, { successed: true })).toBe(true);
    expect(isSuccessResponse(200, { successed: false })).toBe(false);
    expect(isSuccessResponse(200, { rows: [] })).toBe(true);
    expect(isSuccessResponse(200, [])).toBe(true);
    expect(isSuccessResponse(200, null)).toBe(false);
    expect(isSuccessResponse(200, 'ok')).toBe(false);
    expect(isSuccessResponse(201, { successed: true })).toBe(false);
  });
});

describe('encoding', () => {
  it('form-encodes scalars, arrays and nested objects', () => {
    expect(formEncode({ a: 1, b: true, c: null, d: undefined, e: { x: 1 }, f: [1, 2] })).toBe('a=1&b=true&c=&e=%7B%22x%22%3A1%7D&f=1&f=2');
  });

  it('appends a query to a URL that may already have one', () => {
    expect(withQuery('api/x', { a: 'b c' })).toBe('api/x?a=b+c');
    expect(withQuery('api/x?k=1', { a: 2 })).toBe('api/x?k=1&a=2');
    expect(withQuery('api/x', { a: undefined })).toBe('api/x');
  });
});
