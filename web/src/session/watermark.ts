import { WATERMARK } from '@peilian/shared';

export interface WatermarkConfig {
  /** 1 = draw the watermark. */
  waterprint: number;
  watertext: string;
}

export interface WatermarkLayout {
  /** Canvas size in CSS pixels. */
  width: number;
  height: number;
  /** Centre of each text, row by row. */
  marks: { x: number; y: number }[];
  /** Rotation in radians (counter-clockwise text, rising to the right). */
  angle: number;
  font: string;
  fill: string;
}

/**
 * Where the watermark texts go (spec §9: rotated about 36°, 18 px, 10 % black, a 10×10 grid spaced
 * 200 px): each text is centred in its 200 px cell, so the grid covers 2000×2000 CSS pixels.
 */
export function watermarkLayout(spec: typeof WATERMARK = WATERMARK): WatermarkLayout {
  const marks: { x: number; y: number }[] = [];
  for (let row = 0; row < spec.grid; row += 1) {
    for (let col = 0; col < spec.grid; col += 1) marks.push({ x: col * spec.spacingPx + spec.spacingPx / 2, y: row * spec.spacingPx + spec.spacingPx / 2 });
  }
  return {
    width: spec.grid * spec.spacingPx,
    height: spec.grid * spec.spacingPx,
    marks,
    angle: (-spec.rotateDeg * Math.PI) / 180,
    font: `${spec.fontPx}px sans-serif`,
    fill: `rgba(0, 0, 0, ${spec.opacity})`,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The watermark text: the organisation's custom text, else the user's name and today's date. */
export function watermarkText(config: WatermarkConfig, userName: string, now: Date): string {
  const custom = config.watertext.trim();
  if (custom) return custom;
  return `${userName} ${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
