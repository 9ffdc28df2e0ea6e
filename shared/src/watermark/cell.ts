import type { WatermarkLayout } from './watermark.js';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * One cell of the layout as an SVG image — its text rotated about the cell's centre. Repeated as a
 * background, the cell gives the whole grid: a phone never holds the grid's 2000×2000 px bitmap or
 * 100 text nodes, and nothing is painted or encoded on the main thread; being vector, the text is
 * sharp at any pixel ratio. The PWA, the back office and the mini-program draw the same cell.
 */
export function watermarkCellSvg(layout: WatermarkLayout, text: string): string {
  const side = layout.cellPx;
  const centre = side / 2;
  const escaped = text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
    `<text x="${centre}" y="${centre}" transform="rotate(${layout.angleDeg} ${centre} ${centre})" ` +
    `font-family="sans-serif" font-size="${layout.fontPx}" fill="${layout.fill}" text-anchor="middle" dominant-baseline="central">` +
    `${escaped}</text></svg>`
  );
}

/** The cell as an image URL for a repeating background (quote it in `url("…")`). */
export function watermarkCellUrl(layout: WatermarkLayout, text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(watermarkCellSvg(layout, text))}`;
}
