import type { WatermarkLayout } from '@peilian/shared';

/** The layout and text rules are shared with the mini-program. */
export { watermarkLayout, watermarkText, type WatermarkConfig, type WatermarkLayout } from '@peilian/shared';

type Painter = Pick<CanvasRenderingContext2D, 'save' | 'restore' | 'translate' | 'rotate' | 'fillText' | 'scale' | 'clearRect'> & {
  font: string;
  fillStyle: unknown;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

/** Draws the layout on a canvas context whose bitmap is `ratio` times the CSS size. */
export function paintWatermark(context: Painter, layout: WatermarkLayout, text: string, ratio = 1): void {
  context.clearRect(0, 0, layout.width * ratio, layout.height * ratio);
  context.save();
  context.scale(ratio, ratio);
  context.font = layout.font;
  context.fillStyle = layout.fill;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const { x, y } of layout.marks) {
    context.save();
    context.translate(x, y);
    context.rotate(layout.angle);
    context.fillText(text, 0, 0);
    context.restore();
  }
  context.restore();
}
