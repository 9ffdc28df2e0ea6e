import { describe, expect, it, vi } from 'vitest';
import { paintWatermark, watermarkLayout } from './watermark';

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
