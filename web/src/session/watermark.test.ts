import { describe, expect, it, vi } from 'vitest';
import { paintWatermark, watermarkLayout, watermarkText } from './watermark';

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
});

describe('painting', () => {
  it('draws every mark rotated about its own centre at the device pixel ratio', () => {
    const calls: string[] = [];
    const context = {
      font: '',
      fillStyle: '' as unknown,
      textAlign: 'start' as CanvasTextAlign,
      textBaseline: 'alphabetic' as CanvasTextBaseline,
      save: vi.fn(() => calls.push('save')),
      restore: vi.fn(() => calls.push('restore')),
      translate: vi.fn((x: number, y: number) => calls.push(`translate ${x} ${y}`)),
      rotate: vi.fn(),
      scale: vi.fn((x: number) => calls.push(`scale ${x}`)),
      clearRect: vi.fn(),
      fillText: vi.fn(),
    };
    paintWatermark(context, watermarkLayout(), '张伟 2026-03-07', 2);
    expect(context.clearRect).toHaveBeenCalledWith(0, 0, 4000, 4000);
    expect(calls.slice(0, 3)).toEqual(['save', 'scale 2', 'save']);
    expect(context.fillText).toHaveBeenCalledTimes(100);
    expect(context.fillText).toHaveBeenCalledWith('张伟 2026-03-07', 0, 0);
    expect(context.translate).toHaveBeenLastCalledWith(1900, 1900);
    expect(context.font).toBe('18px sans-serif');
    expect(context.textAlign).toBe('center');
  });
});
