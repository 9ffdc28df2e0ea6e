import { describe, expect, it } from 'vitest';
import { demoLink } from './demoLink';

describe('demoLink', () => {
  it('points at the authcode page of the same address', () => {
    expect(demoLink('https://peilian.example/#/pages/mock/index?x=1', 'abc', 'u-1')).toBe('https://peilian.example/#/authcode?authcode=abc&userid=u-1');
  });

  it('keeps a path prefix and encodes the values', () => {
    expect(demoLink('http://127.0.0.1:5173/app/', 'a+b/c', 'u 1')).toBe('http://127.0.0.1:5173/app/#/authcode?authcode=a%2Bb%2Fc&userid=u+1');
  });
});
