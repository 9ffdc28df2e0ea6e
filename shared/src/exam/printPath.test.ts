import { describe, expect, it } from 'vitest';
import { examPrintPath, examPrintUrl } from './printPath.js';

describe('the printable result’s address', () => {
  it('is the PWA’s hash route of the exam child task, under the server’s origin', () => {
    expect(examPrintPath('child 1')).toBe('/user/dashboard/print?id=child%201');
    expect(examPrintUrl('https://peilian.example.com', 'c1')).toBe('https://peilian.example.com/#/user/dashboard/print?id=c1');
  });
});
