import { describe, expect, it } from 'vitest';
import { shownWatermark, watermarkLayout, watermarkText } from './watermark.js';

describe('watermark layout', () => {
  it('puts 100 texts on a 10×10 grid spaced 200 px, centred in their cells', () => {
    const layout = watermarkLayout();
    expect(layout.width).toBe(2000);
    expect(layout.height).toBe(2000);
    expect(layout.marks).toHaveLength(100);
    expect(layout.marks[0]).toEqual({ x: 100, y: 100 });
    expect(layout.marks[1]).toEqual({ x: 300, y: 100 });
    expect(layout.marks[10]).toEqual({ x: 100, y: 300 });
    expect(layout.marks[99]).toEqual({ x: 1900, y: 1900 });
  });

  it('rotates by 36°, 18 px, 10 % black', () => {
    const layout = watermarkLayout();
    expect(layout.angle).toBeCloseTo((-36 * Math.PI) / 180);
    expect(layout.angleDeg).toBe(-36);
    expect(layout.fontPx).toBe(18);
    expect(layout.font).toBe('18px sans-serif');
    expect(layout.fill).toBe('rgba(0, 0, 0, 0.1)');
  });
});

describe('watermark text', () => {
  const now = new Date(2026, 2, 7, 9, 30);

  it('uses the custom text when set', () => {
    expect(watermarkText({ waterprint: 1, watertext: ' 内部资料 ' }, '张伟', now)).toBe('内部资料');
  });

  it('falls back to the user name and the date', () => {
    expect(watermarkText({ waterprint: 1, watertext: '' }, '张伟', now)).toBe('张伟 2026-03-07');
  });

  it('shows nothing when the organisation turns it off or the setting is unknown', () => {
    expect(shownWatermark({ waterprint: 0, watertext: '内部资料' }, '张伟', now)).toBeNull();
    expect(shownWatermark(null, '张伟', now)).toBeNull();
    expect(shownWatermark({ waterprint: 1, watertext: '' }, '张伟', now)).toBe('张伟 2026-03-07');
  });
});
