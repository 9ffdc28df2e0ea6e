/**
 * Crop geometry for any ratio (spec §5 crop ratio default 1:1; admin §2 image chooser, others such
 * as 20:3 for banners). The image covers a frame of `frame` pixels at `zoom` ≥ 1 and is moved by `offset`
 * (its top-left corner in frame pixels).
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Ratio {
  width: number;
  height: number;
}

/** The largest output width by default (a banner at the 1920 px reference width); smaller crops are never scaled up. */
export const CROP_OUTPUT_MAX_WIDTH = 1920;

/** The frame of a ratio that fits inside `box` (the dialog's crop area). */
export function frameFor(ratio: Ratio, box: Size): Size {
  const byWidth = { width: box.width, height: (box.width * ratio.height) / ratio.width };
  if (byWidth.height <= box.height) return { width: Math.round(byWidth.width), height: Math.round(byWidth.height) };
  return { width: Math.round((box.height * ratio.width) / ratio.height), height: Math.round(box.height) };
}

/** Scale at which the image exactly covers the frame at zoom 1. */
export function coverScale(image: Size, frame: Size): number {
  return Math.max(frame.width / image.width, frame.height / image.height);
}

/** Keeps the image covering the whole frame (no empty edges). */
export function clampOffset(offset: Point, image: Size, frame: Size, zoom: number): Point {
  const scale = coverScale(image, frame) * zoom;
  const clamp = (value: number, length: number, view: number) => Math.min(0, Math.max(view - length * scale, value));
  return { x: clamp(offset.x, image.width, frame.width), y: clamp(offset.y, image.height, frame.height) };
}

/** The offset that centres the image in the frame. */
export function centredOffset(image: Size, frame: Size, zoom: number): Point {
  const scale = coverScale(image, frame) * zoom;
  return { x: (frame.width - image.width * scale) / 2, y: (frame.height - image.height * scale) / 2 };
}

/** The part of the source image the frame shows, and the output size (the ratio kept, never scaled up). */
export function cropArea(
  image: Size,
  frame: Size,
  zoom: number,
  offset: Point,
  maxWidth = CROP_OUTPUT_MAX_WIDTH,
): { sx: number; sy: number; sw: number; sh: number; output: Size } {
  const scale = coverScale(image, frame) * zoom;
  const { x, y } = clampOffset(offset, image, frame, zoom);
  const sw = frame.width / scale;
  const sh = frame.height / scale;
  const width = Math.max(1, Math.round(Math.min(maxWidth, sw)));
  return { sx: 0 - x / scale, sy: 0 - y / scale, sw, sh, output: { width, height: Math.max(1, Math.round((width * frame.height) / frame.width)) } };
}
