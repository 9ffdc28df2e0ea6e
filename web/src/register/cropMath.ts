/**
 * Square crop geometry (spec §5: crop ratio 1:1). The image covers a square viewport of `view`
 * pixels at `zoom` ≥ 1 and is moved by `offset` (its top-left corner in viewport pixels).
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Largest side of the cropped output; smaller sources are not scaled up. */
export const CROP_OUTPUT_MAX = 512;

/** Scale at which the image exactly covers the viewport at zoom 1. */
export function coverScale(image: Size, view: number): number {
  return view / Math.min(image.width, image.height);
}

/** Keeps the image covering the whole viewport (no empty edges). */
export function clampOffset(offset: Point, image: Size, view: number, zoom: number): Point {
  const scale = coverScale(image, view) * zoom;
  const clamp = (value: number, length: number) => Math.min(0, Math.max(view - length * scale, value));
  return { x: clamp(offset.x, image.width), y: clamp(offset.y, image.height) };
}

/** The offset that centres the image in the viewport. */
export function centredOffset(image: Size, view: number, zoom: number): Point {
  const scale = coverScale(image, view) * zoom;
  return { x: (view - image.width * scale) / 2, y: (view - image.height * scale) / 2 };
}

/** The square of the source image that the viewport shows, and the output size to draw it at. */
export function cropRect(image: Size, view: number, zoom: number, offset: Point): { sx: number; sy: number; size: number; output: number } {
  const scale = coverScale(image, view) * zoom;
  const { x, y } = clampOffset(offset, image, view, zoom);
  const size = view / scale;
  return { sx: 0 - x / scale, sy: 0 - y / scale, size, output: Math.max(1, Math.round(Math.min(CROP_OUTPUT_MAX, size))) };
}
