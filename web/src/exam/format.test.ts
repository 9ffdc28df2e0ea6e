import { describe, expect, it } from 'vitest';
import { clockText } from './format';

describe('the exam countdown text', () => {
  it('shows minutes and seconds, hours only when there are some, never below zero', () => {
    expect([0, 9, 65, 3599, 3600, 5025, -4].map(clockText)).toEqual(['00:00', '00:09', '01:05', '59:59', '1:00:00', '1:23:45', '00:00']);
  });
});
