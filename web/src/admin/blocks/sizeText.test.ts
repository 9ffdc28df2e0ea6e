import { describe, expect, it } from 'vitest';
import { sizeText } from './sizeText';

describe('a download size', () => {
  it('is in KB, then MB at one decimal', () => {
    expect(sizeText(2048)).toBe('2 KB');
    expect(sizeText(3.44 * 1024 * 1024)).toBe('3.4 MB');
  });
});
