import type { WatermarkLayout } from '@peilian/shared';

/** The layout and text rules are shared with the mini-program. */
export { watermarkLayout, watermarkText, type WatermarkConfig, type WatermarkLayout } from '@peilian/shared';

type Painter = Pick<CanvasRenderingContext2D, 'save' | 'restore' | 'translate' | 'rotate' | 'fillText' | 'scale' | 'clearRect'> & {
  font: string;
  fillStyle: unknown;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

/**
 * Draws one cell of the layout — its text rotated about the cell's centre — on a canvas context
 * whose bitmap is `ratio` times the cell's CSS size. Repeated as a background, the cell gives the
 * whole grid: a phone never holds the grid's full 2000×2000 px bitmap (64 MB at ratio 2).
 */
export function paintWatermarkCell(context: Painter, layout: WatermarkLayout, text: string, ratio = 1): void {
  const side = layout.cellPx;
  context.clearRect(0, 0, side * ratio, side * ratio);
  context.save();
  context.scale(ratio, ratio);
  context.font = layout.font;
  context.fillStyle = layout.fill;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.translate(side / 2, side / 2);
  context.rotate(layout.angle);
  context.fillText(text, 0, 0);
  context.restore();
}

/** The cell as an image URL for a repeating background, or null where the canvas cannot draw. */
export function watermarkCellUrl(layout: WatermarkLayout, text: string, ratio: number): string | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  canvas.width = layout.cellPx * ratio;
  canvas.height = layout.cellPx * ratio;
  paintWatermarkCell(context, layout, text, ratio);
  return canvas.toDataURL('image/png');
}
