import { watermarkLayout } from '@peilian/shared';
import { describe, expect, it, vi } from 'vitest';
import { paintWatermarkCell } from './watermark';

describe('painting', () => {
  it("draws one cell's text rotated about the cell's centre at the device pixel ratio", () => {
    const calls: string[] = [];
    const context = {
      font: '',
      fillStyle: '' as unknown,
      textAlign: 'start' as CanvasTextAlign,
      textBaseline: 'alphabetic' as CanvasTextBaseline,
      save: vi.fn(() => calls.push('save')),
      restore: vi.fn(() => calls.push('restore')),
      translate: vi.fn((x: number, y: number) => calls.push(`translate ${x} ${y}`)),
      rotate: vi.fn((angle: number) => calls.push(`rotate ${angle.toFixed(3)}`)),
      scale: vi.fn((x: number) => calls.push(`scale ${x}`)),
      clearRect: vi.fn(),
      fillText: vi.fn(),
    };
    const layout = watermarkLayout();
    paintWatermarkCell(context, layout, '张伟 2026-03-07', 2);
    expect(context.clearRect).toHaveBeenCalledWith(0, 0, 400, 400);
    expect(calls).toEqual(['save', 'scale 2', 'translate 100 100', `rotate ${layout.angle.toFixed(3)}`, 'restore']);
    expect(context.fillText).toHaveBeenCalledExactlyOnceWith('张伟 2026-03-07', 0, 0);
    expect(context.font).toBe('18px sans-serif');
    expect(context.textAlign).toBe('center');
  });

  it("places the cell's centre where the grid puts every mark", () => {
    const { cellPx, marks } = watermarkLayout();
    for (const { x, y } of marks) expect([x % cellPx, y % cellPx]).toEqual([cellPx / 2, cellPx / 2]);
  });
});
