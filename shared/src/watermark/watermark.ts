import { WATERMARK } from '../limits.js';

/** The organisation's watermark setting (`GET api/common/setting/waterconfig`). */
export interface WatermarkConfig {
  /** 1 = draw the watermark. */
  waterprint: number;
  watertext: string;
}

export interface WatermarkLayout {
  /** Area covered, in CSS pixels. */
  width: number;
  height: number;
  /** The side of one cell, in CSS pixels: each text is centred in its cell. */
  cellPx: number;
  /** Centre of each text, row by row. */
  marks: { x: number; y: number }[];
  /** Rotation in radians (counter-clockwise text, rising to the right). */
  angle: number;
  /** The same rotation in degrees, for CSS transforms. */
  angleDeg: number;
  fontPx: number;
  font: string;
  fill: string;
}

/**
 * Where the watermark texts go (spec: rotated about 36°, 18 px, 10 % black, a 10×10 grid spaced
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
    cellPx: spec.spacingPx,
    marks,
    angle: (-spec.rotateDeg * Math.PI) / 180,
    angleDeg: -spec.rotateDeg,
    fontPx: spec.fontPx,
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

/** The text to draw, or null when the organisation has the watermark off. */
export function shownWatermark(config: WatermarkConfig | null, userName: string, now: Date): string | null {
  return config?.waterprint === 1 ? watermarkText(config, userName, now) : null;
}
