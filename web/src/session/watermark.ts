import type { WatermarkLayout } from '@peilian/shared';

/** The layout and text rules are shared with the mini-program. */
export { watermarkLayout, watermarkText, type WatermarkConfig, type WatermarkLayout } from '@peilian/shared';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * One cell of the layout as an SVG image — its text rotated about the cell's centre. Repeated as a
 * background, the cell gives the whole grid: a phone never holds the grid's 2000×2000 px bitmap, and
 * nothing is painted or encoded on the main thread (a canvas's PNG cost a phone a long task at
 * start); being vector, the text is sharp at any pixel ratio.
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

/** The cell as an image URL for a repeating background. */
export function watermarkCellUrl(layout: WatermarkLayout, text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(watermarkCellSvg(layout, text))}`;
}
