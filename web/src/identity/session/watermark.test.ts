// @vitest-environment jsdom
import { watermarkLayout } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { watermarkCellSvg, watermarkCellUrl } from './watermark';

describe('the watermark cell', () => {
  const layout = watermarkLayout();

  it("draws one cell's text centred and rotated about the cell's centre, 18 px at 10 % black", () => {
    const cell = new DOMParser().parseFromString(watermarkCellSvg(layout, '张伟 2026-03-07'), 'image/svg+xml');
    const svg = cell.documentElement;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['200', '200']);
    const text = svg.querySelector('text');
    expect(text?.textContent).toBe('张伟 2026-03-07');
    expect(text?.getAttribute('transform')).toBe(`rotate(${layout.angleDeg} 100 100)`);
    expect([text?.getAttribute('x'), text?.getAttribute('y'), text?.getAttribute('text-anchor')]).toEqual(['100', '100', 'middle']);
    expect([text?.getAttribute('font-size'), text?.getAttribute('fill')]).toEqual(['18', 'rgba(0, 0, 0, 0.1)']);
  });

  it("keeps an organisation's custom text as text, whatever characters it holds", () => {
    const custom = `<b>"机密" & 'A&B'</b>`;
    const cell = new DOMParser().parseFromString(watermarkCellSvg(layout, custom), 'image/svg+xml');
    expect(cell.querySelector('parsererror')).toBeNull();
    expect(cell.querySelector('text')?.textContent).toBe(custom);
    expect(cell.querySelector('b')).toBeNull();
  });

  it('is a data URL of that image, usable as a CSS background', () => {
    const url = watermarkCellUrl(layout, '陪练 & 50%');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(watermarkCellSvg(layout, '陪练 & 50%'));
  });

  it("places the cell's centre where the grid puts every mark", () => {
    const { cellPx, marks } = watermarkLayout();
    for (const { x, y } of marks) expect([x % cellPx, y % cellPx]).toEqual([cellPx / 2, cellPx / 2]);
  });
});
